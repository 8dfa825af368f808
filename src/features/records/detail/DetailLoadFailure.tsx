import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { errorStatus } from '@/api/errors'
import { describeLoadFailure, type LoadFailureTexts } from '@/domain/load-failure'
import type { RecordListPath } from './BackButton'
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
  const queryErrorBoundary = useQueryErrorResetBoundary()
  const failure = describeLoadFailure(errorStatus(error), { notFound, failed })
  const retry = () => {
    // The error may have come from the screen's own suspense query; without the reset it would throw again unasked.
    queryErrorBoundary.reset()
    void router.invalidate()
  }
  return (
    <DetailProblem title={title} list={list} message={failure.message} onRetry={failure.canRetry ? retry : undefined} />
  )
}
