import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface MenuItem {
  label: string
  onSelect: () => void
  disabled?: boolean
}

interface MenuButtonProps {
  /** What the button shows; its accessible name comes from this content. */
  children: ReactNode
  items: readonly MenuItem[]
  buttonClassName?: string
}

type OpenAt = 'first' | 'last'

/**
 * The WAI-ARIA menu button: Enter, Space or ArrowDown opens on the first item, ArrowUp on the last;
 * arrows, Home and End move; Escape closes and gives the focus back to the button; Tab or a click
 * elsewhere closes.
 */
export function MenuButton({ children, items, buttonClassName = '' }: MenuButtonProps) {
  const [openAt, setOpenAt] = useState<OpenAt | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const buttonId = useId()
  const open = openAt !== null

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (openAt === null) return
    const found = menuItems()
    found[openAt === 'first' ? 0 : found.length - 1]?.focus()
  }, [openAt])

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open])

  const closeAndFocusButton = () => {
    setOpenAt(null)
    buttonRef.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      setOpenAt('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setOpenAt('last')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const found = menuItems()
    const current = found.indexOf(document.activeElement as HTMLElement)
    const focusAt = (index: number) => found[(index + found.length) % found.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        focusAt(current + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        focusAt(current - 1)
        break
      case 'Home':
        event.preventDefault()
        focusAt(0)
        break
      case 'End':
        event.preventDefault()
        focusAt(found.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        closeAndFocusButton()
        break
      case 'Tab':
        setOpenAt(null)
        break
    }
  }

  const select = (item: MenuItem) => {
    closeAndFocusButton()
    item.onSelect()
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpenAt(null) : setOpenAt('first'))}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {children}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-30 mt-1 min-w-48 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                onClick={() => select(item)}
                className="block w-full px-4 py-2 text-left text-sm text-gray-900 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none disabled:opacity-60"
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
