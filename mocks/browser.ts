import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { applyUrlControls, urlControlsApplied } from './controls'
import { openBrowserStorage } from './state/browser-storage'
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

// Joins the server every tab of this browser shares; without IndexedDB (a browser that refuses it)
// the tab keeps a server of its own, as before.
async function joinSharedServer(): Promise<void> {
  let shared: Awaited<ReturnType<typeof openBrowserStorage>>
  try {
    shared = await openBrowserStorage()
  } catch (error) {
    console.warn('[mock api] IndexedDB is not available: this tab has a demo server of its own', error)
    return
  }
  await store.attachShared(shared, { seedInSteps: true })
}

// Starts the mock API before the app's first request: joins the demo server this browser's tabs
// share (persistence.ts), applies `mock.*` URL parameters and removes them from the address bar. The
// demo data is seeded in steps, so 100,000 members do not freeze the tab; requests wait for it.
export async function startMockApi(): Promise<void> {
  started ??= (async () => {
    quietWorkerUpdates()
    const worker = setupWorker(...handlers).start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      quiet: true,
      // Every /api and /sanctum path has a handler (unknown ones answer 404); the rest is the app.
      onUnhandledRequest: 'bypass',
    })
    await joinSharedServer()
    const cleaned = applyUrlControls(window.location.href)
    if (cleaned.href !== window.location.href) window.history.replaceState(window.history.state, '', cleaned)
    await Promise.all([worker, urlControlsApplied()])
  })()
  return started
}
