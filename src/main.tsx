import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppQueryClient } from './app-query-client'
import { App, appRootOptions } from './App'
import { startMockApi } from '@/mock-mode'
import { countFirstScreenRequests, forgetFirstScreenRequests } from '@/api/first-screen-requests'
import { createAppRouter } from './router'
import { onSessionCheckWait } from '@/features/auth/session-check-wait'
import { inNextTask } from '@/lib/next-paint'
import './styles.css'

/** How long React's first render waits for the first screen's data before it shows 'Loading...' itself. */
const FIRST_SCREEN_WAIT_MS = 300

async function start(): Promise<void> {
  // The mock server must be listening before the first request (the current-user check) leaves.
  await startMockApi()
  // The modules' evaluation (every schema and route built at import) and the router's first load each
  // take 30-40 ms at CPU x4: one task of both held the page past 50 ms. The first screen's requests
  // are on their way already (the HTML's script), so the break costs them nothing.
  await inNextTask()
  // A live build's page has sent the first screen's GETs already (scripts/first-screen.ts): counted now,
  // taken by the requests of the router's first load, and the rest let go once it is over.
  countFirstScreenRequests()
  const queryClient = createAppQueryClient()
  const router = createAppRouter(queryClient)
  // The first screen's requests leave now, not after React's first render (its Transitioner joins a
  // load under way instead of starting one). That render waits for them a moment: when they come in
  // time it draws the first screen itself, not 'Loading...' first (index.html shows that meanwhile).
  // A session check that meets a busy or failing server is said at once (one held back by the request
  // budget after the moment). The router keeps a failed load's error in its matches, for the screen.
  let stopWatching = () => {}
  const firstLoad = router.load().catch(() => {})
  void firstLoad.then(forgetFirstScreenRequests)
  await Promise.race([
    firstLoad,
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
    new Promise<void>((resolve) => (stopWatching = onSessionCheckWait(queryClient, resolve))),
  ])
  stopWatching()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  createRoot(root, appRootOptions).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
}

void start()
