import { askingAgain } from '@/api/connectivity'
import { errorStatus } from '@/api/errors'
import { ErrorPanel } from '@/components/ui/ErrorPanel'
import { describeLoadFailure } from '@/domain/load-failure'

interface DashboardErrorProps {
  error: unknown
  onRetry: () => void
  retrying: boolean
  className?: string
}

/**
 * SPEC section 8's text for any failed load (HTTP error, network drop or malformed body), with a
 * retry; a 403 says the permission text instead, and offers no retry, as on every other screen.
 */
export function DashboardError({ error, onRetry, retrying, className }: DashboardErrorProps) {
  const failure = describeLoadFailure(errorStatus(error), { failed: 'Failed to fetch dashboard stats' })
  const retry = failure.canRetry
    ? () => {
        askingAgain()
        onRetry()
      }
    : undefined
  return <ErrorPanel message={failure.message} onRetry={retry} retrying={retrying} className={className} />
}
