import { MutationCache, notifyManager, QueryClient, type QueryCache } from '@tanstack/react-query'
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
 * How many queries that no screen shows the cache keeps at most. React Query drops each five minutes
 * after its last screen left it (`gcTime`); a reviewer walking a queue leaves four per record (the
 * record and its member's three lookups), so at a fast pace five minutes held hundreds of records. At
 * a person's pace the limit is never reached; it bounds the memory of a long day by count, not by
 * pace (docs/performance.md, the soak). Fifty records' worth: `k` back through a queue finds them.
 */
const KEPT_UNSHOWN_QUERIES = 200

/**
 * Past `limit` unshown queries, the one whose last screen left it longest ago goes first. A query
 * being fetched stays (someone is about to read it), and so does one on screen.
 */
export function keepUnshownQueriesWithin(cache: QueryCache, limit: number): void {
  // When each query was last left by its screens (or added, if none has shown it yet), in order.
  const leftAt = new Map<string, number>()
  let order = 0
  cache.subscribe((event) => {
    if (event.type === 'removed') {
      leftAt.delete(event.query.queryHash)
      return
    }
    if (event.type !== 'added' && event.type !== 'observerRemoved') return
    leftAt.set(event.query.queryHash, (order += 1))
    const unshown = cache
      .getAll()
      .filter((query) => query.getObserversCount() === 0 && query.state.fetchStatus === 'idle')
    if (unshown.length <= limit) return
    unshown.sort((a, b) => (leftAt.get(a.queryHash) ?? 0) - (leftAt.get(b.queryHash) ?? 0))
    for (const query of unshown.slice(0, unshown.length - limit)) cache.remove(query)
  })
}

/**
 * `announce` shows what a mutation's meta says after it settles. It runs in onSettled, after the
 * mutation's own onError has rolled its optimistic change back, so a failure is named only once
 * the screen shows the previous state again.
 */
export function createQueryClient(announce: Announce = () => {}): QueryClient {
  const queryClient = new QueryClient({
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
  keepUnshownQueriesWithin(queryClient.getQueryCache(), KEPT_UNSHOWN_QUERIES)
  return queryClient
}
