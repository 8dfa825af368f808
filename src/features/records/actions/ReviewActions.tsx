import { useState } from 'react'
import { useRecordsInTransition } from '@/api/records/status-transition'
import type { ReviewRecord } from '@/api/records/record-resource'
import type { LoanAction } from '@/domain/status-machines'
import { RecordActionButtons } from './RecordActionButtons'
import { TransitionDialog } from './TransitionDialog'

/** Loan applications and KYC records move through the same three actions. */
type ReviewEntity = 'loan' | 'kyc'
type ReviewAction = LoanAction

interface ReviewActionsProps<T extends ReviewRecord> {
  entity: ReviewEntity
  /** The resource's query-key root, to know when an action on this record is under way. */
  resourceKey: string
  record: T
  /** The entity's transition mutation (`useStatusTransition(loanResource, 'detail')`, ...). */
  onConfirm: (request: { record: T; action: ReviewAction }) => void
}

/**
 * The actions of a detail screen: the buttons the machine and the role allow, each confirmed first.
 * The dialog closes on Confirm because the change is optimistic: the badge moves at once, and a
 * failure rolls it back with a toast.
 */
export function ReviewActions<T extends ReviewRecord>({
  entity,
  resourceKey,
  record,
  onConfirm,
}: ReviewActionsProps<T>) {
  const [pending, setPending] = useState<ReviewAction | null>(null)
  const busy = useRecordsInTransition(resourceKey).has(record.id)

  return (
    <>
      <RecordActionButtons entity={entity} status={record.status} onAction={setPending} busy={busy} size="md" />
      {pending && (
        <TransitionDialog
          entity={entity}
          action={pending}
          confirmDisabled={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null)
            if (!busy) onConfirm({ record, action: pending })
          }}
        />
      )}
    </>
  )
}
