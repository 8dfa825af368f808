import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loanResource } from '@/api/loans/loans.api'
import { useLoanTransition } from '@/api/loans/loans.mutations'
import { loanQueries } from '@/api/loans/loans.queries'
import { awaitListPage } from '@/components/data-table/list-loader'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams } from '@/components/data-table/list-search'
import { REVIEW_LIST_LOAD_ERROR } from '@/components/data-table/messages'
import { ReviewList } from '@/components/data-table/ReviewList'
import { LOAN_STATUS_FILTERS, loanColumns } from './-components/loan-columns'
import { RecordDetailsModal } from '@/components/records/RecordDetailsModal'
import { loanFieldGroups } from './-components/loan-fields'

export const Route = createFileRoute('/_app/loans/')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListParams(search),
  loader: ({ context, deps, cause }) =>
    awaitListPage(context.queryClient.ensureQueryData(loanQueries.list(deps)), cause),
  component: LoanApplicationsScreen,
})

function LoanApplicationsScreen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const transition = useLoanTransition('list')
  return (
    <ReviewList
      title="Loan Applications"
      entity="loan"
      resource={loanResource}
      columns={loanColumns}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
      statusOptions={LOAN_STATUS_FILTERS}
      searchPlaceholder="Search loan applications..."
      loadErrorMessage={REVIEW_LIST_LOAD_ERROR}
      recordLabel={(loan) => `loan application ${loan.id}`}
      onTransition={transition.mutate}
      renderDetails={(loan, onClose) => (
        <RecordDetailsModal title="Loan Application Details" groups={loanFieldGroups(loan)} onClose={onClose} />
      )}
    />
  )
}
