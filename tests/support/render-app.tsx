import { render, waitFor, type RenderResult } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppQueryClient } from '@/app-query-client'
import { App } from '@/App'
import { createAppRouter } from '@/router'

export interface RenderedApp extends RenderResult {
  router: ReturnType<typeof createAppRouter>
  queryClient: ReturnType<typeof createAppQueryClient>
}

let rendered: RenderedApp[] = []

/** Renders the real route tree at `path`, talking to the mock API through msw/node. */
export function renderApp(path = '/'): RenderedApp {
  const queryClient = createAppQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const result = render(<App queryClient={queryClient} router={router} />)
  const app = { ...result, router, queryClient }
  rendered.push(app)
  return app
}

/**
 * Ends every request of the apps rendered in this test. A request still running when the mock is
 * reset would get a fresh guest session cookie and overwrite the next test's. Loads are cancelled
 * (one waiting out a 429 would otherwise retry into the next test); mutations are let finish.
 */
export async function settleRenderedApps(): Promise<void> {
  const apps = rendered
  rendered = []
  for (const { queryClient } of apps) {
    await queryClient.cancelQueries()
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0), { timeout: 10_000 })
  }
}
