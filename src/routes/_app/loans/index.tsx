import { useStatusTransition } from '@/api/records/status-transition'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loanResource } from '@/api/loans/loans.api'
import { awaitListPage } from '@/features/records/list/list-loader'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams } from '@/features/records/list/list-search'
import { REVIEW_LIST_LOAD_ERROR } from '@/components/data-table/messages'
import { ReviewList } from '@/features/records/list/ReviewList'
import { LOAN_STATUS_FILTERS, loanColumns } from '@/features/records/loans/loan-columns'
import { RecordDetailsModal } from '@/features/records/detail/RecordDetailsModal'
import { loanFieldGroups } from '@/features/records/loans/loan-fields'

export const Route = createFileRoute('/_app/loans/')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListParams(search),
  loader: ({ context, deps, cause }) =>
    awaitListPage(context.queryClient.ensureQueryData(loanResource.queries.list(deps)), cause),
  component: LoanApplicationsScreen,
})

function LoanApplicationsScreen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const transition = useStatusTransition(loanResource, 'list')
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
      onTransition={transition}
      renderDetails={(loan, onClose) => (
        <RecordDetailsModal title="Loan Application Details" groups={loanFieldGroups(loan)} onClose={onClose} />
      )}
    />
  )
}
