import { useStatusTransition } from '@/api/records/status-transition'
import { useSuspenseQuery } from '@tanstack/react-query'
import { loanResource } from '@/api/loans/loans.api'
import { DetailGrid } from '@/features/records/detail/DetailGrid'
import { DetailPage } from '@/features/records/detail/DetailPage'
import { DetailSection } from '@/features/records/detail/DetailSection'
import { RecordSummary } from '@/features/records/detail/RecordSummary'
import { ReviewActions } from '@/features/records/actions/ReviewActions'
import { applicantName, loanFieldGroups } from './loan-fields'

export const LOAN_DETAILS_TITLE = 'Loan Details'
export const LOAN_NOT_FOUND = 'Loan not found'
/** DESIGN section 9: any failure to load other than a 404 or a 403. */
export const LOAN_LOAD_FAILED = 'Failed to load this loan application.'

export function LoanDetailsScreen({ id }: { id: number }) {
  const { data: loan } = useSuspenseQuery(loanResource.queries.detail(id))
  const transition = useStatusTransition(loanResource, 'detail')

  return (
    <DetailPage title={LOAN_DETAILS_TITLE} list="/loans">
      <RecordSummary
        heading={applicantName(loan) || `Loan application ${loan.id}`}
        subheading={loan.member_id ?? undefined}
        status={loan.status}
        actions={<ReviewActions entity="loan" resourceKey={loanResource.key} record={loan} onConfirm={transition} />}
      />
      <div className="flex flex-col gap-6">
        {loanFieldGroups(loan).map((group) => (
          <DetailSection key={group.title} title={group.title}>
            <DetailGrid fields={group.fields} />
          </DetailSection>
        ))}
      </div>
    </DetailPage>
  )
}
