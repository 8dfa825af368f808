import { render, type RenderResult } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { createQueryClient } from '@/api/query-client'
import { App } from '@/App'
import { createAppRouter } from '@/router'

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createAppRouter>
  queryClient: ReturnType<typeof createQueryClient>
}

/** Renders the real route tree at `path`, talking to the mock API through msw/node. */
export function renderApp(path = '/'): RenderedApp {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const result = render(<App queryClient={queryClient} router={router} />)
  return { ...result, router, queryClient }
}
