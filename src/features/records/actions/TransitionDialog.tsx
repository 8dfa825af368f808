import type { ReactNode } from 'react'
import { confirmationQuestion } from '@/domain/action-messages'
import { actionDialogTitle, confirmLabel, isDestructive } from '@/domain/action-labels'
import type { CallAction, StatusEntity } from '@/domain/status-machines'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'

interface TransitionDialogProps<E extends StatusEntity> {
  entity: E
  action: CallAction<E>
  onConfirm: () => void
  onCancel: () => void
  confirmDisabled?: boolean
  /** Extra content, e.g. the suspension reasons. */
  children?: ReactNode
}

/** The confirmation every status action asks for, worded from the domain's texts. */
export function TransitionDialog<E extends StatusEntity>({
  entity,
  action,
  onConfirm,
  onCancel,
  confirmDisabled,
  children,
}: TransitionDialogProps<E>) {
  return (
    <ConfirmDialog
      title={actionDialogTitle(entity, action)}
      question={confirmationQuestion(entity, action)}
      confirmLabel={confirmLabel(entity, action)}
      confirmVariant={isDestructive(action) ? 'danger' : 'primary'}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmDisabled={confirmDisabled}
    >
      {children}
    </ConfirmDialog>
  )
}
