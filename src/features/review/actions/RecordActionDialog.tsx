import type { ComponentType } from 'react'
import { isReviewDecision, type EntityActions, type StatusEntity } from '@/domain/status-machines'
import { AdvanceCheckbox, type ActAndAdvance } from './AdvanceCheckbox'
import { LazyTransitionDialog } from './LazyTransitionDialog'
import type { ConfirmedDecision, ReviewContext } from './TransitionDialog'

/** The dialog of an action that is no status call (a member's Edit), rendered while it is open. */
export interface RecordEditorProps<T> {
  record: T
  onClose: () => void
}

interface RecordActionDialogProps<T> {
  entity: StatusEntity
  record: T
  action: EntityActions[StatusEntity]
  /** Names the record under the question, e.g. 'Mercy Khama · MBR-00090 · BWP 150,000'. */
  subject: string
  /** The status call, with what the reviewer gave: a reason, acknowledgements, documents opened. */
  onConfirm: (decision: ConfirmedDecision) => void
  onClose: () => void
  /** Edit's own dialog, for an entity whose records are edited (members). */
  Editor?: ComponentType<RecordEditorProps<T>>
  /** In a queue with a record after this one, a review decision offers to open it once sent. */
  advance?: ActAndAdvance
  /** An action on this record is still under way: Confirm waits. */
  busy?: boolean
  /** The record's checks and documents, which Verify and Approve list. */
  review?: ReviewContext
}

/**
 * The dialog an action opens, on a list row and on a record screen alike: Edit's own form, or the
 * confirmation every status call asks for (with its reason for Reject and Suspend, the checks to
 * acknowledge and the documents not opened for Verify and Approve). A confirmed
 * action closes the dialog at once: the change is optimistic everywhere, and a failure rolls back
 * with the spec's message in a toast.
 */
export function RecordActionDialog<T>({
  entity,
  record,
  action,
  subject,
  onConfirm,
  onClose,
  Editor,
  advance,
  busy = false,
  review,
}: RecordActionDialogProps<T>) {
  if (action === 'edit') return Editor ? <Editor record={record} onClose={onClose} /> : null
  // Act and advance belongs to the review decisions (DESIGN section 10), not to Suspend or Reactivate.
  const offer = isReviewDecision(action) ? advance : undefined
  return (
    <LazyTransitionDialog
      entity={entity}
      action={action}
      subject={subject}
      confirmDisabled={busy}
      review={review}
      onCancel={onClose}
      onConfirm={(decision) => {
        onClose()
        onConfirm(decision)
      }}
    >
      {offer && <AdvanceCheckbox checked={offer.checked} onCheckedChange={offer.onCheckedChange} />}
    </LazyTransitionDialog>
  )
}
