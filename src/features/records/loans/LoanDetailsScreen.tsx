import { RecordDetailScreen } from '@/features/records/detail/RecordDetailScreen'
import { useStatusTransition } from '@/api/records/status-transition'
import { useSuspenseQuery } from '@tanstack/react-query'
import { REVIEW_LIST_LOAD_ERROR } from '@/features/records/list/messages'
import { useAdvancePreference } from '@/features/records/queue/advance-preference'
import { useRecordQueue, type QueueProps } from '@/features/records/queue/use-record-queue'
import { loanResource } from '@/api/loans/loans.api'
import { ReviewActions } from '@/features/records/actions/ReviewActions'
import { applicantName, loanFieldGroups, loanSubject } from './loan-fields'

export const LOAN_DETAILS_TITLE = 'Loan Details'
export const LOAN_NOT_FOUND = 'Loan not found'
/** DESIGN section 9: any failure to load other than a 404 or a 403. */
export const LOAN_LOAD_FAILED = 'Failed to load this loan application.'

export function LoanDetailsScreen({ id, queue, routes }: { id: number } & QueueProps) {
  const { data: loan } = useSuspenseQuery(loanResource.queries.detail(id))
  const transition = useStatusTransition(loanResource, 'detail')
  const [advance, setAdvance] = useAdvancePreference()
  const walk = useRecordQueue(loanResource, id, queue, routes)

  return (
    <RecordDetailScreen
      title={LOAN_DETAILS_TITLE}
      list="/loans"
      queue={{ walk, failureMessage: REVIEW_LIST_LOAD_ERROR }}
      heading={applicantName(loan) || `Loan application ${loan.id}`}
      subheading={loan.member_id ?? undefined}
      status={loan.status}
      actions={
        <ReviewActions
          entity="loan"
          resourceKey={loanResource.key}
          record={loan}
          subject={loanSubject(loan)}
          onConfirm={transition}
          advance={
            walk.active && walk.hasNext
              ? { checked: advance, onCheckedChange: setAdvance, after: walk.advanceAfter }
              : undefined
          }
        />
      }
      groups={loanFieldGroups(loan)}
    />
  )
}
