import { useEffect, useRef } from 'react'
import { useLocation } from '@tanstack/react-router'

/**
 * Back from a record to its list (DESIGN section 10): once the page holding the record is on
 * screen, its row takes the focus, so the reviewer carries on from where they were. The record
 * comes in the history state (`focusRecord`), so a reload or a shared link focuses nothing.
 */
export function useRowFocus(rowIds: readonly number[] | undefined) {
  const container = useRef<HTMLDivElement>(null)
  const focusRecord = useLocation({ select: (location) => location.state.focusRecord })
  const entry = useLocation({ select: (location) => location.state.__TSR_key })
  const focused = useRef<string | undefined>(undefined)
  const shown = focusRecord !== undefined && rowIds?.includes(focusRecord)

  useEffect(() => {
    if (!shown || focused.current === entry) return
    const row = container.current?.querySelector<HTMLElement>(`[data-row-id="${String(focusRecord)}"]`)
    if (!row) return
    focused.current = entry
    row.focus()
  }, [shown, entry, focusRecord])

  return container
}
