import { useQuery, useQueryClient } from '@tanstack/react-query'
import { authQueries } from '@/api/auth/auth.queries'
import { retryCurrentUserNow } from '@/api/auth/session'
import { isApiError, NetworkError } from '@/api/errors'
import { Button } from '@/components/ui/Button'
import { PageLoading } from '@/components/ui/PageLoading'
import {
  budgetWaitText,
  SERVER_FAILING_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  serverBusyText,
} from '@/domain/server-wait'
import { useRequestWaitSeconds } from '@/features/session/use-request-wait'

/** What the wait is, by what the server said: a 429 (it ran nothing), no answer at all, or an error. */
function useWaitText(failure: unknown): string {
  const seconds = useRequestWaitSeconds('rate-limit')
  if (isApiError(failure, 429)) return serverBusyText(seconds)
  return failure instanceof NetworkError ? SERVER_UNREACHABLE_MESSAGE : SERVER_FAILING_MESSAGE
}

/**
 * What the console shows while it asks who is signed in. When the server does not answer (429, 5xx,
 * a dropped connection) the user is not signed out: the check keeps retrying with back-off, says
 * truthfully why it waits, and offers to try at once; the page opens as soon as the server answers.
 */
export function SessionCheckPending() {
  const queryClient = useQueryClient()
  // Only watches the check the guard runs; it never starts one of its own.
  const { failureCount, failureReason } = useQuery({ ...authQueries.currentUser(), enabled: false })
  const text = useWaitText(failureReason)
  // Before any failure the check may still wait for the console's own budget (a reload into a minute
  // other tabs spent): for up to a minute, so it says so.
  const heldSeconds = useRequestWaitSeconds('foreground')
  if (failureCount === 0) return <PageLoading detail={heldSeconds === null ? null : budgetWaitText(heldSeconds)} />
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-8">
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <p className="text-gray-900">{text}</p>
        <Button variant="primary" onClick={() => retryCurrentUserNow(queryClient)}>
          Try again
        </Button>
      </div>
    </div>
  )
}
