import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'> {
  /** Escape or a click on the backdrop asks to close; the owner closes the dialog by unmounting it. */
  onDismiss: () => void
  /** While false, Escape and the backdrop leave the dialog open (an action is under way). */
  dismissible?: boolean
  children: ReactNode
}

/** The dialogs shown, in the order they went into the top layer: the last is the topmost. */
const shown: HTMLDialogElement[] = []

/**
 * A native `<dialog>` shown with `showModal()` for as long as it is mounted. The browser makes the rest
 * of the page inert (no click, Tab or screen reader reaches it), puts the dialog in the top layer, draws
 * its `::backdrop`, gives it the first focus and sends Escape to the topmost dialog only, so a dialog
 * opened from a dialog just works. What stays ours: `[data-autofocus]` picks the first focus (see
 * `followFirstFocus`), focus goes
 * back to the opener, and the owner's state alone says whether the dialog is open. The page's scroll is
 * locked in styles.css while any modal dialog is open.
 */
export function ModalDialog({ onDismiss, dismissible = true, children, ...props }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const dismissibleRef = useRef(dismissible)
  const pressedOnBackdrop = useRef(false)

  useLayoutEffect(() => {
    dismissibleRef.current = dismissible
  })

  // A layout effect: shown before the first paint (never a frame as a plain element at the end of the
  // body), and closed while it is still in the document, before React removes it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Nothing to give the focus back to when it was on <body>: the dialog leaves the document right after
    // its close, and the focus with it. Focusing <body> anyway made the browser restyle the whole page
    // there and then (the page stops being inert), and again for the next frame.
    const active = document.activeElement
    const opener = active instanceof HTMLElement && active !== document.body ? active : null
    dialog.showModal()
    shown.push(dialog)
    const stopFollowing = followFirstFocus(dialog)

    // Chrome makes a second Escape without a click in between a `cancel` that cannot be prevented, so
    // the key itself is refused: a cancelled Escape sends no close request at all. On the document, as
    // focus may have left the dialog (a Save button that disables itself drops it on <body>), and only
    // while this dialog is the topmost, the one Escape would close.
    const holdEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !dismissibleRef.current && shown.at(-1) === dialog) event.preventDefault()
    }
    document.addEventListener('keydown', holdEscape)
    return () => {
      document.removeEventListener('keydown', holdEscape)
      stopFollowing()
      shown.splice(shown.indexOf(dialog), 1)
      dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return createPortal(
    <dialog
      {...props}
      ref={dialogRef}
      onCancel={(event) => {
        // `cancel` does not bubble in the DOM, but React hands a nested dialog's to its ancestors.
        if (event.target !== event.currentTarget) return
        event.preventDefault()
        if (dismissible) onDismiss()
      }}
      // The dialog's own box is covered by its content, so a click that lands on the dialog itself fell
      // on the backdrop. It must also have started there: a text selection dragged out does not close.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current && dismissible) onDismiss()
      }}
    >
      {children}
    </dialog>,
    document.body,
  )
}

/**
 * Puts the focus on the dialog's first enabled `[data-autofocus]`, and keeps it there as the dialog's
 * content changes until the person presses a key or a pointer in it: the element meant to be first may
 * come only later (checks to acknowledge once their lookups answer) or be disabled when the dialog
 * opens (a confirm button waiting for those lookups), and `v` then Enter must still confirm. Once the
 * person acts, or moves the focus elsewhere, the focus is theirs. Returns what stops following.
 */
function followFirstFocus(dialog: HTMLDialogElement): () => void {
  const first = () => dialog.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)')
  let placed: Element | null = null
  const place = () => {
    const active = document.activeElement
    // Where the dialog put the focus, or nowhere (a focused element that was disabled or removed).
    const untouched = active === placed || active === null || active === document.body || !dialog.contains(active)
    const target = first()
    if (!untouched || !target || target === active) return
    target.focus()
    placed = document.activeElement
  }
  first()?.focus()
  placed = document.activeElement
  const observer = new MutationObserver(place)
  observer.observe(dialog, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'data-autofocus'],
  })
  const stop = () => {
    observer.disconnect()
    dialog.removeEventListener('keydown', stop, true)
    dialog.removeEventListener('pointerdown', stop, true)
  }
  dialog.addEventListener('keydown', stop, true)
  dialog.addEventListener('pointerdown', stop, true)
  return stop
}
