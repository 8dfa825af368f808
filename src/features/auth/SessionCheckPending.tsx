import { useQuery, useQueryClient } from '@tanstack/react-query'
import { authQueries } from '@/api/auth/auth.queries'
import { retryCurrentUserNow } from '@/api/auth/session'
import { Button } from '@/components/ui/Button'
import { PageLoading } from '@/components/ui/PageLoading'

export const SERVER_UNREACHABLE_MESSAGE = 'Cannot reach the server. Retrying...'

/**
 * What the console shows while it asks who is signed in. When the server does not answer (429, 5xx,
 * a dropped connection) the user is not signed out: the check keeps retrying with back-off, says so,
 * and offers to try at once; the page the user was on opens as soon as the server answers.
 */
export function SessionCheckPending() {
  const queryClient = useQueryClient()
  // Only watches the check the guard runs; it never starts one of its own.
  const { failureCount } = useQuery({ ...authQueries.currentUser(), enabled: false })
  if (failureCount === 0) return <PageLoading />
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-8">
      <div role="alert" className="flex flex-col items-center gap-3 text-center">
        <p className="text-gray-900">{SERVER_UNREACHABLE_MESSAGE}</p>
        <Button variant="primary" onClick={() => retryCurrentUserNow(queryClient)}>
          Try again
        </Button>
      </div>
    </div>
  )
}
