import type { ReactNode } from 'react'
import { Button, type ButtonVariant } from './Button'
import { Modal } from './Modal'

interface ConfirmDialogProps {
  title: string
  question: string
  confirmLabel: string
  confirmVariant?: ButtonVariant
  onConfirm: () => void
  onCancel: () => void
  /** Disables Confirm, e.g. while a required reason is missing or the action is under way. */
  confirmDisabled?: boolean
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
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={confirmDisabled}>
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
