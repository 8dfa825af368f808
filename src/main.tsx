import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppQueryClient } from './app-query-client'
import { App, appRootOptions } from './App'
import { startMockApi } from '@/mock-mode'
import { createAppRouter } from './router'
import './styles.css'

/** How long React's first render waits for the first screen's data before it shows 'Loading...' itself. */
const FIRST_SCREEN_WAIT_MS = 300

async function start(): Promise<void> {
  // The mock server must be listening before the first request (the current-user check) leaves.
  await startMockApi()
  const queryClient = createAppQueryClient()
  const router = createAppRouter(queryClient)
  // The first screen's requests leave now, not after React's first render (its Transitioner joins a
  // load under way instead of starting one). That render waits for them a moment: when they come in
  // time it draws the first screen itself, not 'Loading...' first (index.html shows that meanwhile).
  await Promise.race([router.load(), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))])
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  createRoot(root, appRootOptions).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
}

void start()
