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

/** A table row, or a card on a phone. */
const ROW = '[data-row-id]'

/** A row opens its record through its link, as its first link is the record's. */
function openRow(row: HTMLElement): void {
  row.querySelector<HTMLElement>('a[href]')?.click()
}

/**
 * The list from the keyboard (DESIGN section 10): `j`/`k` (and the arrows, once a row has the focus)
 * move a visible row focus (a card's, on a phone), Enter opens the focused row's record through its
 * link, `x` ticks its checkbox, and `/` goes to the search box. Rows are found in the list's own
 * markup, so the table keeps rendering them as it likes.
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
    Enter: onRow(openRow),
    x: onRow((row) => row.querySelector<HTMLElement>('input[type="checkbox"]')?.click()),
    '/': () => root.current?.querySelector<HTMLElement>('input[type="search"]')?.focus(),
  })
}

/** What has a click of its own inside a row; its actions' whole strip, so a near miss opens nothing. */
const OWN_CLICK = 'a[href], button, input, select, textarea, label, summary, [role="button"], [data-row-actions]'

/**
 * A click on a row's plain cells (or a tap on a phone's card) opens its record, exactly as its link
 * does (the same URL, with the list's queue). The link stays the accessible way in and the row is no
 * button: this is a larger target for the pointer. The row's links, buttons and checkboxes keep their
 * own clicks; a click that ends a text selection, or with a modifier held (new tab: the link's own),
 * opens nothing.
 */
export function useRowClick(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const area = root.current
    if (!area) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      if (!(event.target instanceof Element) || event.target.closest(OWN_CLICK)) return
      const row = event.target.closest<HTMLElement>(ROW)
      if (!row || !area.contains(row) || window.getSelection()?.isCollapsed === false) return
      openRow(row)
    }
    area.addEventListener('click', onClick)
    return () => area.removeEventListener('click', onClick)
  }, [root])
}
