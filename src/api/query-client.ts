import { MutationCache, notifyManager, QueryClient } from '@tanstack/react-query'
import { announcementFor, type Announce } from './announcements'
import { ApiError, NetworkError } from './errors'

// DESIGN section 3: a dropped connection or a 5xx is retried once, quickly, then the screen says what
// went wrong and offers Try again; a person is not kept waiting through a long back-off.
const MAX_QUERY_RETRIES = 1
export const QUICK_RETRY_DELAY_MS = 750

/** Retry only what can succeed on a second try: dropped connections and server errors, never 4xx or schema breaks. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false
  if (error instanceof NetworkError) return true
  return error instanceof ApiError && error.status >= 500
}

// Cache changes reach components in the same task instead of a setTimeout later, so an optimistic
// status change paints with the click that made it (DESIGN section 8: within one frame of Confirm).
notifyManager.setScheduler(queueMicrotask)

/**
 * `announce` shows what a mutation's meta says after it settles. It runs in onSettled, after the
 * mutation's own onError has rolled its optimistic change back, so a failure is named only once
 * the screen shows the previous state again.
 */
export function createQueryClient(announce: Announce = () => {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSettled: (data, error, variables, _result, mutation) => {
        const announcement = announcementFor(mutation.meta, { data, error, variables })
        if (announcement) announce(announcement)
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: QUICK_RETRY_DELAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
