import { createFileRoute } from '@tanstack/react-router'
import { loanResource } from '@/api/loans/loans.api'
import { DetailProblem } from '@/features/records/detail/DetailPage'
import { loadRecordDetail } from '@/features/records/detail/record-route'
import { LoanDetailsScreen, LOAN_DETAILS_TITLE, LOAN_NOT_FOUND } from '@/features/records/loans/LoanDetailsScreen'

export const Route = createFileRoute('/_app/loans/$loanId')({
  // The loader (and with it the loan schema) loads with the screen, not with the entry chunk.
  codeSplitGroupings: [['loader'], ['component', 'errorComponent', 'notFoundComponent']],
  loader: ({ context, params }) => loadRecordDetail(context.queryClient, loanResource, params.loanId),
  // 'Loading...' only when loading is slow: a record seeded from its list row shows at once.
  pendingMs: 150,
  pendingMinMs: 200,
  component: LoanDetailsRoute,
  // SPEC section 8: however loading the loan fails, the screen says it was not found.
  errorComponent: LoanNotFound,
  notFoundComponent: LoanNotFound,
})

function LoanDetailsRoute() {
  const { id } = Route.useLoaderData()
  return <LoanDetailsScreen id={id} />
}

function LoanNotFound() {
  return <DetailProblem title={LOAN_DETAILS_TITLE} list="/loans" message={LOAN_NOT_FOUND} />
}
