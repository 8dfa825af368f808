import { render, waitFor, type RenderResult } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppQueryClient } from '@/app-query-client'
import { isApiError } from '@/api/errors'
import { outbox } from '@/api/outbox'
import { App, appRootOptions } from '@/App'
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
  const result = render(<App queryClient={queryClient} router={router} />, appRootOptions)
  const app = { ...result, router, queryClient }
  rendered.push(app)
  return app
}

/**
 * Waits until every app rendered in this test has no request under way. A request still running
 * when the mock is reset would get a fresh guest session cookie and overwrite the next test's, so
 * requests are let finish, not aborted (the mock would still answer an aborted one). Loads waiting
 * out a 429 have no request out and would wait up to a minute: those are cancelled.
 */
export async function settleRenderedApps(): Promise<void> {
  const apps = rendered
  rendered = []
  for (const { queryClient } of apps) {
    await queryClient.cancelQueries({ predicate: (query) => isApiError(query.state.fetchFailureReason, 429) })
    await waitFor(
      () => {
        expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0)
        expect(outbox.get().filter((write) => write.state.kind === 'sending')).toEqual([])
      },
      { timeout: 10_000 },
    )
  }
}
