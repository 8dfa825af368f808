import { useIsFetching, useMutationState, useQuery } from '@tanstack/react-query'
import { authQueries } from '@/api/auth/auth.queries'
import { isApiError } from '@/api/errors'
import { serverBusyText } from '@/domain/server-wait'
import { useRequestWaitSeconds } from '@/features/session/use-request-wait'

const refusedByRateLimit = (state: { failureReason?: unknown; fetchFailureReason?: unknown }) =>
  isApiError(state.failureReason ?? state.fetchFailureReason, 429)

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
  const waitingQueries = useIsFetching({ predicate: (query) => refusedByRateLimit(query.state) })
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
