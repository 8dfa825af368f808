import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useMatch, useRouter } from '@tanstack/react-router'
import { askingAgain } from '@/api/connectivity'
import { errorStatus } from '@/api/errors'
import { describeLoadFailure, type LoadFailureTexts } from '@/domain/load-failure'
import type { RecordListPath } from './record-paths'
import { DetailProblem } from './DetailPage'

interface DetailLoadFailureProps extends LoadFailureTexts {
  title: string
  list: RecordListPath
  error: unknown
}

/**
 * A detail screen whose record failed to load: 'not found' only for a 404, the permission text for a
 * 403, otherwise the screen's failure text with 'Try again', which runs the route's loader again.
 */
export function DetailLoadFailure({ title, list, error, notFound, failed }: DetailLoadFailureProps) {
  const router = useRouter()
  const matchId = useMatch({ strict: false, select: (match) => match.id })
  const queryErrorBoundary = useQueryErrorResetBoundary()
  const failure = describeLoadFailure(errorStatus(error), { notFound, failed })
  const retry = () => {
    askingAgain()
    // The error may have come from the screen's own suspense query; without the reset it would throw again unasked.
    queryErrorBoundary.reset()
    // The loader's failure is this route's data, which the router would otherwise reload quietly behind
    // this panel: pending shows 'Loading...' while the record is asked for again, as on the first visit.
    void router.invalidate({ filter: (match) => match.id === matchId, forcePending: true })
  }
  return (
    <DetailProblem title={title} list={list} message={failure.message} onRetry={failure.canRetry ? retry : undefined} />
  )
}
