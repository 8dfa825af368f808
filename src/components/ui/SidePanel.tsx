import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Button } from './Button'

interface SidePanelProps {
  title: ReactNode
  onClose: () => void
  /** What the panel shows: focus moves into the panel whenever it changes. */
  contentKey: string
  /** Where focus goes back to when the panel closes: the control that opened it. */
  returnFocusTo: HTMLElement | null
  /** Buttons before Close in the panel's head. */
  actions?: ReactNode
  children: ReactNode
  className?: string
}

/**
 * A region beside the page rather than a modal over it: the page stays usable, so what the panel shows
 * can be compared with it. Named by its title; focus moves into it when it opens or shows something
 * else and goes back to the opener when it closes; Escape closes it, unless a dialog is open (Escape is
 * the dialog's) or something before it took the key. Escape is caught on the way down, so the page's
 * own Escape (`useShortcuts`, which skips a handled key) does not also run.
 */
export function SidePanel({
  title,
  onClose,
  contentKey,
  returnFocusTo,
  actions,
  children,
  className = '',
}: SidePanelProps) {
  const titleId = useId()
  const panelRef = useRef<HTMLElement>(null)
  const returnFocusRef = useRef(returnFocusTo)

  useLayoutEffect(() => {
    returnFocusRef.current = returnFocusTo
  })

  // Without scrolling: the page keeps the record's head and actions in view beside the panel.
  useLayoutEffect(() => {
    panelRef.current?.focus({ preventScroll: true })
  }, [contentKey])

  useLayoutEffect(
    () => () => {
      const opener = returnFocusRef.current
      if (opener?.isConnected) opener.focus()
    },
    [],
  )

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return
    event.preventDefault()
    onClose()
  })
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    document.addEventListener('keydown', listener, { capture: true })
    return () => document.removeEventListener('keydown', listener, { capture: true })
  }, [])

  return (
    <section
      ref={panelRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`flex flex-col rounded-lg border border-gray-200 bg-white shadow-sm focus:outline-none ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-3">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-gray-900">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button size="sm" onClick={onClose} aria-keyshortcuts="Escape" title="Close (Escape)">
            Close
          </Button>
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col px-4 py-3">{children}</div>
    </section>
  )
}
