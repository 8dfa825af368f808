import type { ReactNode } from 'react'
import { confirmationQuestion } from '@/domain/action-messages'
import { actionDialogTitle, confirmLabel, isDestructive } from '@/domain/action-labels'
import { reasonQuestion } from '@/domain/action-reasons'
import type { DecisionAudit } from '@/domain/notes'
import { asksAcknowledgement } from '@/domain/review-checks'
import type { CallAction, StatusEntity } from '@/domain/status-machines'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import type { RecordChecks } from '../checks/record-checks'
import { useRecordChecks } from '../checks/use-record-checks'
import { documentsSeen, useOpenedDocuments } from '../documents/opened-documents'
import type { DocumentEntry } from '../documents/UploadedDocuments'
import { useAcknowledgements } from './Acknowledgements'
import { useActionReason } from './ReasonChoice'

/** What a decision looks at besides the status: the record's checks and its documents (DESIGN section 11). */
export interface ReviewContext {
  checks?: RecordChecks
  documents?: readonly DocumentEntry[]
  /** The record as the documents opened on this device are kept: `kyc:12`. */
  recordKey: string
}

/** What the reviewer confirmed, for the request and its notes line (the user is added by the transition). */
export interface ConfirmedDecision {
  /** For an action that asks why (Reject, Suspend). */
  reason?: string
  audit: Omit<DecisionAudit, 'by'>
}

export interface TransitionDialogProps<E extends StatusEntity> {
  entity: E
  action: CallAction<E>
  onConfirm: (decision: ConfirmedDecision) => void
  onCancel: () => void
  confirmDisabled?: boolean
  /** The record the action is for, named under the question (`recordSubject`). */
  subject?: string
  /** The record's checks and documents: Verify and Approve list them. */
  review?: ReviewContext
  /** Extra content after the reason, e.g. act and advance. */
  children?: ReactNode
}

/**
 * The confirmation every status action asks for, worded from the domain's texts. Reject and Suspend
 * also ask why (a short list plus 'Other' with text). Verify and Approve list the record's checks:
 * each that needs attention must be ticked (a politically exposed person also needs the due
 * diligence in words), and name the documents not opened on this device. Confirm stays disabled
 * until what is asked is given; all of it goes into the notes line.
 */
export function TransitionDialog<E extends StatusEntity>({
  entity,
  action,
  onConfirm,
  onCancel,
  confirmDisabled,
  subject,
  review,
  children,
}: TransitionDialogProps<E>) {
  const question = reasonQuestion(entity, action)
  const { reason, field: reasonField } = useActionReason(question)
  const asks = asksAcknowledgement(action)
  const checkState = useRecordChecks(asks ? review?.checks : undefined, { personWaits: true })
  const { acknowledgement, field: acknowledgementField } = useAcknowledgements(
    asks && review?.checks ? checkState : null,
  )
  const { opened } = useOpenedDocuments(review?.recordKey ?? '')
  const documents = asks && review?.documents ? documentsSeen(review.documents, opened) : null

  return (
    <ConfirmDialog
      title={actionDialogTitle(entity, action)}
      question={confirmationQuestion(entity, action)}
      confirmLabel={confirmLabel(entity, action)}
      confirmVariant={isDestructive(action) ? 'danger' : 'primary'}
      onConfirm={() => {
        if (reason === null || acknowledgement === null) return
        onConfirm({
          reason,
          audit: {
            ...acknowledgement,
            ...(documents ? { documentsOpened: { opened: documents.opened, total: documents.total } } : {}),
          },
        })
      }}
      onCancel={onCancel}
      confirmDisabled={confirmDisabled || reason === null || acknowledgement === null}
      // DESIGN section 10: `v` then Enter verifies; an action that asks why starts at the reason.
      initialFocus={question ? 'content' : 'confirm'}
    >
      {subject && <p className="mt-2 font-medium text-gray-900">{subject}</p>}
      {acknowledgementField}
      {documents && documents.notOpened.length > 0 && (
        <p className="mt-3 text-sm text-gray-800">{`Not opened: ${documents.notOpened.join(', ')}`}</p>
      )}
      {reasonField}
      {children}
    </ConfirmDialog>
  )
}
