import { useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Button } from './Button'

interface PopoverButtonProps {
  /** The button's text, which also names the panel. */
  label: string
  children: ReactNode
  /** The panel's edge that lines up with the button's: the start for a button on the left, the end for one at the right edge. */
  align?: 'start' | 'end'
  /** The button, for an owner that moves focus to it. */
  ref?: RefObject<HTMLButtonElement | null>
}

/**
 * A button that shows a small panel under it (the disclosure pattern: `aria-expanded`, no focus trap).
 * The panel closes on Escape, on the button, and when focus or a click goes anywhere outside it.
 */
export function PopoverButton({ label, children, align = 'end', ref }: PopoverButtonProps) {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const ownRef = useRef<HTMLButtonElement>(null)
  const buttonRef = ref ?? ownRef

  return (
    <div
      className="relative"
      onBlur={(event) => {
        // Focus that leaves the button and its panel (a click outside lands on <body>) closes it.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        setOpen(false)
        buttonRef.current?.focus()
      }}
    >
      <Button
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </Button>
      {open && (
        // Focusable so a click on the panel's padding keeps focus inside it, and the panel open.
        <div
          id={panelId}
          role="group"
          aria-label={label}
          tabIndex={-1}
          className={`absolute ${align === 'start' ? 'left-0' : 'right-0'} z-20 mt-1 w-max max-w-[calc(100vw-2rem)] rounded-md border border-gray-200 bg-white p-3 shadow-lg focus:outline-none`}
        >
          {children}
        </div>
      )}
    </div>
  )
}
