import { useEffect, useRef, type RefObject } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useShortcuts } from '@/components/keyboard/use-shortcuts'

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

const ROW = 'tr[data-row-id]'

/**
 * The list from the keyboard (DESIGN section 10): `j`/`k` (and the arrows, once a row has the focus)
 * move a visible row focus, Enter opens the focused row's record through its link, `x` ticks its
 * checkbox, and `/` goes to the search box. Rows are found in the list's own markup, so the table
 * keeps rendering them as it likes.
 */
export function useRowKeys(root: RefObject<HTMLElement | null>) {
  const rows = () => [...(root.current?.querySelectorAll<HTMLElement>(ROW) ?? [])]
  const focusedRow = () => {
    const active = document.activeElement
    return active instanceof HTMLElement && active.matches(ROW) && root.current?.contains(active) ? active : null
  }
  const move = (by: 1 | -1) => {
    const all = rows()
    const current = focusedRow()
    const index = current ? all.indexOf(current) + by : by === 1 ? 0 : all.length - 1
    all[Math.min(Math.max(index, 0), all.length - 1)]?.focus()
  }
  const onRow = (act: (row: HTMLElement) => void) => () => {
    const row = focusedRow()
    if (!row) return false
    act(row)
  }
  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    ArrowDown: onRow(() => move(1)),
    ArrowUp: onRow(() => move(-1)),
    Enter: onRow((row) => row.querySelector<HTMLElement>('a[href]')?.click()),
    x: onRow((row) => row.querySelector<HTMLElement>('input[type="checkbox"]')?.click()),
    '/': () => root.current?.querySelector<HTMLElement>('input[type="search"]')?.focus(),
  })
}
