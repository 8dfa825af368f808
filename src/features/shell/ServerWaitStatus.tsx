import { useIsFetching, useMutationState } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import { useRequestWaitSeconds } from '@/api/use-request-wait'

export const SERVER_WAIT_MESSAGE = 'Waiting for the server...'

const refusedByRateLimit = (state: { failureReason?: unknown; fetchFailureReason?: unknown }) =>
  isApiError(state.failureReason ?? state.fetchFailureReason, 429)

/**
 * While something a person asked for waits out a 429 (a save keeping its optimistic state, a page
 * loading), says so with the seconds left. The region stays mounted so the text is announced politely;
 * the countdown is a timer, read on request rather than announced every second.
 */
export function ServerWaitStatus() {
  const waitingMutations = useMutationState({
    filters: { status: 'pending', predicate: (mutation) => refusedByRateLimit(mutation.state) },
  }).length
  const waitingQueries = useIsFetching({ predicate: (query) => refusedByRateLimit(query.state) })
  const seconds = useRequestWaitSeconds('rate-limit')
  const waiting = waitingMutations + waitingQueries > 0
  return (
    <div className="pointer-events-none fixed bottom-4 left-4 z-50 max-w-sm">
      <div role="status">
        {waiting && (
          <p className="rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 text-sm text-amber-900 shadow-md">
            {SERVER_WAIT_MESSAGE}
            {seconds !== null && <span role="timer"> ({seconds} s)</span>}
          </p>
        )}
      </div>
    </div>
  )
}
