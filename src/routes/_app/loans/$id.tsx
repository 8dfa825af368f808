import { createFileRoute } from '@tanstack/react-router'
import { loanResource } from '@/api/loans/loans.api'
import { loanEntity } from '@/features/loans/loan-entity'
import { recordDetailRoute } from '@/features/review/record-routes'
import { RecordDetailRoute, RecordLoadFailure, RecordNotFound } from '@/features/review/screens/RecordDetailScreen'

export const Route = createFileRoute('/_app/loans/$id')({
  // The record's field cards load beside the record itself, as the entity's `details` loads them.
  ...recordDetailRoute(loanResource, () =>
    import('@/features/loans/loan-details').then((module) => module.loanDetails),
  ),
  component: () => <RecordDetailRoute entity={loanEntity} />,
  errorComponent: ({ error }) => <RecordLoadFailure entity={loanEntity} error={error} />,
  // An id that is no number is not found without asking the server (the loader throws notFound()).
  notFoundComponent: () => <RecordNotFound entity={loanEntity} />,
})
