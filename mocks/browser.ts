import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { applyUrlControls } from './controls'
import { store } from './state/store'

let started: Promise<void> | null = null

// Starts the mock API before the app's first request: restores this tab's demo state from
// sessionStorage, applies `mock.*` URL parameters and removes them from the address bar.
export async function startMockApi(): Promise<void> {
  started ??= (async () => {
    store.attachStorage(window.sessionStorage)
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
