import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { applyUrlControls } from './controls'
import { store } from './state/store'

let started: Promise<void> | null = null

// MSW checks an already registered worker for a newer script with `registration.update()` and does not
// wait for the answer; when that check fails (the dev server restarting, a flaky network) the rejection
// is unhandled and lands in the console. The check is only an optimisation, so its failure is dropped.
function quietWorkerUpdates(): void {
  const update = ServiceWorkerRegistration.prototype.update
  ServiceWorkerRegistration.prototype.update = function quietUpdate(this: ServiceWorkerRegistration) {
    const checked = update.call(this)
    checked.catch(() => undefined)
    return checked
  }
}

// Starts the mock API before the app's first request: restores this tab's demo state from
// sessionStorage, applies `mock.*` URL parameters and removes them from the address bar. The demo
// data is seeded in steps, so 100,000 members do not freeze the tab; requests wait for it.
export async function startMockApi(): Promise<void> {
  started ??= (async () => {
    quietWorkerUpdates()
    store.attachStorage(window.sessionStorage, { seedInSteps: true })
    const cleaned = applyUrlControls(window.location.href)
    if (cleaned.href !== window.location.href) window.history.replaceState(window.history.state, '', cleaned)
    await setupWorker(...handlers).start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      quiet: true,
      // Every /api and /sanctum path has a handler (unknown ones answer 404); the rest is the app.
      onUnhandledRequest: 'bypass',
    })
  })()
  return started
}
