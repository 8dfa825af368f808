import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './Button'
import { Modal } from './Modal'

/**
 * Where the focus starts: on Cancel (the safe default), on Confirm (a confirmation Enter should carry
 * out), or on the first `[data-autofocus]` of the content (something to answer first, such as a reason).
 * A Confirm that opens disabled (what it needs is still being looked up) takes the focus once enabled,
 * until the person acts in the dialog (ModalDialog's `followFirstFocus`).
 */
export type ConfirmFocus = 'cancel' | 'confirm' | 'content'

interface ConfirmDialogProps {
  title: string
  question: string
  confirmLabel: string
  confirmVariant?: ButtonVariant
  onConfirm: () => void
  onCancel: () => void
  /** Disables Confirm, e.g. while a required reason is missing or the action is under way. */
  confirmDisabled?: boolean
  initialFocus?: ConfirmFocus
  children?: ReactNode
}

/** "Are you sure...?" with Cancel and Confirm: every status action goes through one of these. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  confirmDisabled = false,
  initialFocus = 'cancel',
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel} data-autofocus={initialFocus === 'cancel' || undefined}>
            Cancel
          </Button>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            disabled={confirmDisabled}
            data-autofocus={initialFocus === 'confirm' || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-gray-800">{question}</p>
      {children}
    </Modal>
  )
}
