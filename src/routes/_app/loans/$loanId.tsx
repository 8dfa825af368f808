import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { loanResource } from '@/api/loans/loans.api'
import { DetailLoadFailure } from '@/features/records/detail/DetailLoadFailure'
import { DetailProblem } from '@/features/records/detail/DetailPage'
import { loadRecordDetail } from '@/features/records/detail/record-route'
import { backToRow, queueSearchSchema } from '@/features/records/queue/queue-search'
import {
  LoanDetailsScreen,
  LOAN_DETAILS_TITLE,
  LOAN_LOAD_FAILED,
  LOAN_NOT_FOUND,
} from '@/features/records/loans/LoanDetailsScreen'

export const Route = createFileRoute('/_app/loans/$loanId')({
  // The loader (and with it the loan schema) loads with the screen, not with the entry chunk.
  codeSplitGroupings: [['loader'], ['component', 'errorComponent', 'notFoundComponent']],
  // The list the record was opened from, to walk record by record (DESIGN section 10).
  validateSearch: queueSearchSchema,
  loader: ({ context, params }) => loadRecordDetail(context.queryClient, loanResource, params.loanId),
  // 'Loading...' only when loading is slow: a record seeded from its list row shows at once.
  pendingMs: 150,
  pendingMinMs: 200,
  component: LoanDetailsRoute,
  errorComponent: LoanLoadFailed,
  // An id that is no number is not found without asking the server (the loader throws notFound()).
  notFoundComponent: LoanNotFound,
})

function LoanDetailsRoute() {
  const { id, failure } = Route.useLoaderData()
  const { queue } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (failure) return <LoanLoadFailed error={failure} />
  return (
    <LoanDetailsScreen
      id={id}
      queue={queue}
      routes={{
        open: (next, nextQueue) =>
          void navigate({ params: { loanId: String(next) }, search: { queue: nextQueue }, replace: true }),
        back: (listQueue, focusRecord) => void navigate({ to: '/loans', search: listQueue, ...backToRow(focusRecord) }),
      }}
    />
  )
}

function LoanNotFound() {
  return <DetailProblem title={LOAN_DETAILS_TITLE} list="/loans" message={LOAN_NOT_FOUND} />
}

/** A record that did not load (the loader's failure), or a failure its screen threw later. */
function LoanLoadFailed({ error }: Pick<ErrorComponentProps, 'error'>) {
  return (
    <DetailLoadFailure
      title={LOAN_DETAILS_TITLE}
      list="/loans"
      error={error}
      notFound={LOAN_NOT_FOUND}
      failed={LOAN_LOAD_FAILED}
    />
  )
}
