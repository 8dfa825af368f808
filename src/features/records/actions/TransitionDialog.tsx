import { useState, type ReactNode } from 'react'
import { useUnsavedWork } from '@/api/unsaved-work'
import { confirmationQuestion } from '@/domain/action-messages'
import { actionDialogTitle, confirmLabel, isDestructive } from '@/domain/action-labels'
import { chosenReason, reasonQuestion } from '@/domain/action-reasons'
import type { CallAction, StatusEntity } from '@/domain/status-machines'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { ReasonChoice } from './ReasonChoice'

export interface TransitionDialogProps<E extends StatusEntity> {
  entity: E
  action: CallAction<E>
  /** With the reason given, for an action that asks for one (Reject, Suspend); it goes into the notes line. */
  onConfirm: (reason: string | undefined) => void
  onCancel: () => void
  confirmDisabled?: boolean
  /** The record the action is for, named under the question (`recordSubject`). */
  subject?: string
  /** Extra content after the reason, e.g. act and advance. */
  children?: ReactNode
}

/**
 * The confirmation every status action asks for, worded from the domain's texts. Reject and Suspend
 * also ask why (a short list plus 'Other' with text), and Confirm stays disabled until they know.
 */
export function TransitionDialog<E extends StatusEntity>({
  entity,
  action,
  onConfirm,
  onCancel,
  confirmDisabled,
  subject,
  children,
}: TransitionDialogProps<E>) {
  const question = reasonQuestion(entity, action)
  const [choice, setChoice] = useState('')
  const [otherText, setOtherText] = useState('')
  const reason = question ? chosenReason(choice, otherText) : undefined
  const reasonMissing = reason === null
  // A reason chosen or being typed is work a lost session must not throw away (DESIGN section 9).
  useUnsavedWork(choice !== '' || otherText !== '')

  return (
    <ConfirmDialog
      title={actionDialogTitle(entity, action)}
      question={confirmationQuestion(entity, action)}
      confirmLabel={confirmLabel(entity, action)}
      confirmVariant={isDestructive(action) ? 'danger' : 'primary'}
      onConfirm={() => {
        if (reason !== null) onConfirm(reason)
      }}
      onCancel={onCancel}
      confirmDisabled={confirmDisabled || reasonMissing}
    >
      {subject && <p className="mt-2 font-medium text-gray-900">{subject}</p>}
      {question && (
        <ReasonChoice
          question={question}
          choice={choice}
          onChoiceChange={setChoice}
          otherText={otherText}
          onOtherTextChange={setOtherText}
        />
      )}
      {children}
    </ConfirmDialog>
  )
}
