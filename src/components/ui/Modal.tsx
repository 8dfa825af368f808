import { useId, type ReactNode } from 'react'
import { ModalDialog } from './ModalDialog'

const SIZES = {
  md: 'max-w-md',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
} as const

interface ModalProps {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  size?: keyof typeof SIZES
  /** While an action runs, Escape and the backdrop must not close the dialog half way. */
  dismissible?: boolean
}

/**
 * A modal dialog named by its title, on the native `<dialog>` (see ModalDialog): the page behind is
 * inert and does not scroll, Escape and the backdrop close it, focus returns to whatever opened it.
 * At most 90% of the viewport high, 1 rem clear of a phone's edges; the body scrolls.
 */
export function Modal({ title, onClose, children, footer, size = 'md', dismissible = true }: ModalProps) {
  const titleId = useId()

  return (
    <ModalDialog
      onDismiss={onClose}
      dismissible={dismissible}
      aria-labelledby={titleId}
      className={`m-auto max-h-[90vh] w-[calc(100%-2rem)] ${SIZES[size]} flex-col rounded-lg bg-white shadow-xl backdrop:bg-gray-900/50 open:flex`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          disabled={!dismissible}
          aria-label="Close dialog"
          className="rounded px-2 text-xl leading-none text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          ×
        </button>
      </div>
      {/* Focusable so keyboard users can scroll a long body that holds no controls of its own. */}
      <div tabIndex={0} className="overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-green-700">
        {children}
      </div>
      {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-5 py-3">{footer}</div>}
    </ModalDialog>
  )
}
