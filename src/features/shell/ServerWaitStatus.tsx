import { useSyncExternalStore } from 'react'
import { useMutationState, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { authQueries } from '@/api/auth/auth.queries'
import { isApiError } from '@/api/errors'
import { serverBusyText } from '@/domain/server-wait'
import { useRequestWaitSeconds } from '@/features/session/use-request-wait'

const refusedByRateLimit = (state: { failureReason?: unknown; fetchFailureReason?: unknown }) =>
  isApiError(state.failureReason ?? state.fetchFailureReason, 429)

/**
 * How many queries are being fetched after a 429, kept up to date from each change to one query.
 * `useIsFetching` with a predicate would count them again over the whole cache on every change to any
 * query: in a day of review mode (bench g) that scan was the console's largest cost of its own.
 */
function rateLimitedFetches(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache()
  const waiting = new Set<string>()
  const note = (query: Query) => {
    if (query.state.fetchStatus === 'fetching' && refusedByRateLimit(query.state)) waiting.add(query.queryHash)
    else waiting.delete(query.queryHash)
  }
  // From the whole cache when someone starts listening: nothing was followed while nobody did.
  const recount = () => {
    waiting.clear()
    for (const query of cache.getAll()) note(query)
    return waiting.size
  }
  let count = recount()
  return {
    subscribe: (listener: () => void) => {
      const stop = cache.subscribe((event) => {
        if (event.type === 'removed') waiting.delete(event.query.queryHash)
        else note(event.query)
        if (waiting.size === count) return
        count = waiting.size
        listener()
      })
      if (recount() !== count) {
        count = waiting.size
        listener()
      }
      return stop
    },
    count: () => count,
  }
}

const fetchesByClient = new WeakMap<QueryClient, ReturnType<typeof rateLimitedFetches>>()

function useRateLimitedFetchCount(): number {
  const queryClient = useQueryClient()
  let fetches = fetchesByClient.get(queryClient)
  if (!fetches) {
    fetches = rateLimitedFetches(queryClient)
    fetchesByClient.set(queryClient, fetches)
  }
  return useSyncExternalStore(fetches.subscribe, fetches.count, fetches.count)
}

/**
 * While something a person asked for (a page, a save) waits out a 429, says so with the seconds left.
 * One message at a time: while the console still asks who is signed in, its start-up screen says it
 * instead; an unconfirmed status change says it on its record and in the top bar. The region stays
 * mounted so the text is announced politely.
 */
export function ServerWaitStatus() {
  const { data: user } = useQuery({ ...authQueries.currentUser(), enabled: false })
  const waitingMutations = useMutationState({
    filters: { status: 'pending', predicate: (mutation) => refusedByRateLimit(mutation.state) },
  }).length
  const waitingQueries = useRateLimitedFetchCount()
  const seconds = useRequestWaitSeconds('rate-limit')
  const waiting = user !== undefined && waitingMutations + waitingQueries > 0
  return (
    <div className="pointer-events-none fixed bottom-4 left-4 z-50 max-w-sm">
      <div role="status">
        {waiting && (
          <p className="rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 text-sm text-amber-900 shadow-md">
            {serverBusyText(seconds)}
          </p>
        )}
      </div>
    </div>
  )
}
