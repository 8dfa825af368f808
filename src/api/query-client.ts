import { notifyManager, QueryClient } from '@tanstack/react-query'
import { ApiError, NetworkError } from './errors'

const MAX_QUERY_RETRIES = 2

/** Retry only what can succeed on a second try: dropped connections and server errors, never 4xx or schema breaks. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false
  if (error instanceof NetworkError) return true
  return error instanceof ApiError && error.status >= 500
}

// Cache changes reach components in the same task instead of a setTimeout later, so an optimistic
// status change paints with the click that made it (DESIGN section 8: within one frame of Confirm).
notifyManager.setScheduler(queueMicrotask)

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
