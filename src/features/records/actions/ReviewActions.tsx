import { useState } from 'react'
import { useRecordsInTransition, type TransitionOutcome } from '@/api/records/status-transition'
import type { ReviewRecord } from '@/api/records/record-resource'
import type { LoanAction } from '@/domain/status-machines'
import { RecordActionButtons } from './RecordActionButtons'
import { AdvanceCheckbox, type ActAndAdvance } from './AdvanceCheckbox'
import { LazyTransitionDialog, usePreloadedTransitionDialog } from './LazyTransitionDialog'

/** Loan applications and KYC records move through the same three actions. */
type ReviewEntity = 'loan' | 'kyc'
type ReviewAction = LoanAction

interface ReviewActionsProps<T extends ReviewRecord> {
  entity: ReviewEntity
  /** The resource's query-key root, to know when an action on this record is under way. */
  resourceKey: string
  record: T
  /** Names the record in the confirmation, e.g. `loanSubject(loan)`. */
  subject: string
  /** The entity's transition mutation (`useStatusTransition(loanResource, 'detail')`, ...). */
  onConfirm: (request: { record: T; action: ReviewAction; reason?: string }) => Promise<TransitionOutcome>
  /** In a queue with a record after this one: the dialog offers to open it once the action is sent. */
  advance?: ActAndAdvance
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
  subject,
  onConfirm,
  advance,
}: ReviewActionsProps<T>) {
  const [pending, setPending] = useState<ReviewAction | null>(null)
  const busy = useRecordsInTransition(resourceKey).has(record.id)
  usePreloadedTransitionDialog()

  return (
    <>
      <RecordActionButtons
        entity={entity}
        status={record.status}
        onAction={setPending}
        busy={busy}
        size="md"
        shortcuts
      />
      {pending && (
        <LazyTransitionDialog
          entity={entity}
          action={pending}
          subject={subject}
          confirmDisabled={busy}
          onCancel={() => setPending(null)}
          onConfirm={(reason) => {
            setPending(null)
            if (busy) return
            const outcome = onConfirm({ record, action: pending, reason })
            if (advance?.checked) advance.after(outcome)
          }}
        >
          {advance && <AdvanceCheckbox checked={advance.checked} onCheckedChange={advance.onCheckedChange} />}
        </LazyTransitionDialog>
      )}
    </>
  )
}
