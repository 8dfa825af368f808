import { setupWorker, type SetupWorker } from 'msw/browser'
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

// MSW's page tells its worker on `beforeunload` that it is closing ('CLIENT_CLOSED'), and the worker
// unregisters itself when it then counts no other window it controls. The page that replaces it is not
// counted yet, so a reload or a link followed in a single tab unregisters the worker most times; when
// the next document is matched to its registration after that, it loads uncontrolled, and its every API
// request reaches the static server (404) until the next reload (a two-tab browser test failed so;
// mswjs/msw#139 is the same race). The demo origin serves only this app: the worker stays registered.
// A page that never started the mock is still passed through, by the worker's own list of started pages.
function keepWorkerRegistered(): void {
  const postMessage = ServiceWorker.prototype.postMessage as (this: ServiceWorker, ...message: unknown[]) => void
  ServiceWorker.prototype.postMessage = function postUnlessClosing(this: ServiceWorker, ...message: unknown[]) {
    if (message[0] === 'CLIENT_CLOSED') return
    postMessage.apply(this, message)
  }
}

// For its `response:*` life-cycle events, MSW's worker sends the page a copy of every response it
// answered, mocked or passed through, its body as a stream transferred between the two. Nothing here
// listens, so no copy was ever read: each kept a message port and a stream alive in the page, and the
// worker the copied body, for as long as the tab lived (4,201 of each after the soak's 1,000 records, all
// of them marked by every full garbage collection).
// Cancelling the copy closes both ends. `events` is a per-worker emitter, set up before `start()`.
function releaseResponseCopies(worker: SetupWorker): void {
  const release = ({ response }: { response: Response }) => {
    response.body?.cancel().catch(() => undefined)
  }
  worker.events.on('response:mocked', release)
  worker.events.on('response:bypass', release)
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
    keepWorkerRegistered()
    const worker = setupWorker(...handlers)
    releaseResponseCopies(worker)
    const workerStarted = worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      quiet: true,
      // Every /api and /sanctum path has a handler (unknown ones answer 404); the rest is the app.
      onUnhandledRequest: 'bypass',
    })
    await joinSharedServer()
    const cleaned = applyUrlControls(window.location.href)
    if (cleaned.href !== window.location.href) window.history.replaceState(window.history.state, '', cleaned)
    await Promise.all([workerStarted, urlControlsApplied()])
  })()
  return started
}
