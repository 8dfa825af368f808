import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createAppQueryClient } from './app-query-client'
import { App, appRootOptions } from './App'
import { startMockApi } from '@/mock-mode'
import { createAppRouter } from './router'
import './styles.css'

async function start(): Promise<void> {
  // The mock server must be listening before the first request (the current-user check) leaves.
  await startMockApi()
  const queryClient = createAppQueryClient()
  const router = createAppRouter(queryClient)
  // The first screen's requests leave now, beside React's first render rather than after it (its
  // Transitioner joins a load under way instead of starting one).
  void router.load()
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  createRoot(root, appRootOptions).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
}

void start()
