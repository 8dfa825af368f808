import { MutationCache, notifyManager, QueryClient } from '@tanstack/react-query'
import { announcementFor, type Announce } from './announcements'
import { rateLimitWaitMs } from './request-budget'
import { isApiError, isTransientFailure } from './errors'

// DESIGN section 3: a dropped connection or a 5xx is retried once, quickly, then the screen says what
// went wrong and offers Try again; a person is not kept waiting through a long back-off.
const MAX_QUERY_RETRIES = 1
export const QUICK_RETRY_DELAY_MS = 750
// DESIGN section 9: a mutation refused with 429 three times rolls back with its usual failure text.
export const MUTATION_REFUSALS = 3

/**
 * Retry only what can succeed on a second try: dropped connections and server errors once, a 429
 * (Laravel ran nothing) for as long as the server asks us to wait, never another 4xx or a schema break.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error, 429)) return true
  if (failureCount >= MAX_QUERY_RETRIES) return false
  return isTransientFailure(error)
}

/** After a 429 the wait the server asked for (or the scheduler's back-off); otherwise a quick retry. */
export function queryRetryDelay(_failureCount: number, error: unknown): number {
  return isApiError(error, 429) ? rateLimitWaitMs() : QUICK_RETRY_DELAY_MS
}

/** Mutations are sent again only after a 429, which means the server did not run them; three refusals end it. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return isApiError(error, 429) && failureCount < MUTATION_REFUSALS - 1
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
        retryDelay: queryRetryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: () => rateLimitWaitMs(),
        // A settled mutation is kept only briefly: its context holds the rollback snapshots of every
        // cached copy it changed, and kept for the default 5 minutes a working day's status changes
        // held a growing share of the heap (docs/performance.md, the soak). Nothing reads a settled one.
        gcTime: 10_000,
      },
    },
  })
}
