import { loanResource } from '@/api/loans/loans.api'
import { useStatusTransition } from '@/api/records/status-transition'
import { LazyRecordDetailsModal } from '@/features/records/detail/LazyRecordDetailsModal'
import type { ListSearch } from '@/features/records/list/list-search'
import { REVIEW_LIST_LOAD_ERROR } from '@/features/records/list/messages'
import { ReviewList } from '@/features/records/list/ReviewList'
import { useRecordList, type ListNavigate } from '@/features/records/list/use-record-list'
import { LOAN_STATUS_FILTERS, loanColumns } from './loan-columns'
import { loanFieldGroups, loanSubject } from './loan-fields'

export function LoanApplicationsScreen({ search, navigate }: { search: ListSearch; navigate: ListNavigate }) {
  const list = useRecordList(loanResource, search, navigate, loanColumns)
  const transition = useStatusTransition(loanResource, 'list')
  return (
    <ReviewList
      list={list}
      title="Loan Applications"
      entity="loan"
      statusOptions={LOAN_STATUS_FILTERS}
      searchPlaceholder="Search loan applications..."
      loadErrorMessage={REVIEW_LIST_LOAD_ERROR}
      recordLabel={(loan) => `loan application ${loan.id}`}
      recordSubject={loanSubject}
      onTransition={transition}
      renderDetails={(loan, onClose) => (
        <LazyRecordDetailsModal title="Loan Application Details" groups={loanFieldGroups(loan)} onClose={onClose} />
      )}
    />
  )
}
