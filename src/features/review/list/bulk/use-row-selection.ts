import { useState } from 'react'
import type { RowSelection } from '@/components/data-table/TableGrid'
import { rangeBetween } from '@/domain/bulk-actions'

interface SelectionState {
  /** The page the selection belongs to; another page, search or filter starts empty. */
  scope: string
  ids: ReadonlySet<number>
  /** The last row clicked without Shift: where a Shift-click range starts. */
  anchor: number | null
}

/**
 * Checkbox selection on the page on screen. It lives only as long as `scope` (the request that
 * produced the page) stays the same: a new page, search or filter clears it, so an action never
 * touches rows the user can no longer see.
 */
export function useRowSelection<T extends { id: number }>(
  rows: readonly T[],
  scope: string,
  rowLabel: (row: T) => string,
) {
  const [state, setState] = useState<SelectionState>({ scope, ids: new Set(), anchor: null })
  const current = state.scope === scope ? state : { scope, ids: new Set<number>(), anchor: null }
  if (current !== state) setState(current)

  const onPage = rows.filter((row) => current.ids.has(row.id))
  const set = (ids: ReadonlySet<number>, anchor: number | null) => setState({ scope, ids, anchor })

  const selection: RowSelection<T> = {
    isSelected: (row) => current.ids.has(row.id),
    onToggle: (row, range, rowsInOrder) => {
      const next = new Set(current.ids)
      if (range && current.anchor !== null) {
        const ids = rangeBetween(
          rowsInOrder.map((shown) => shown.id),
          current.anchor,
          row.id,
        )
        // A range takes the state of the anchor row: Shift-click after selecting selects, after clearing clears.
        const select = current.ids.has(current.anchor)
        for (const id of ids) {
          if (select) next.add(id)
          else next.delete(id)
        }
        set(next, current.anchor)
        return
      }
      if (next.has(row.id)) next.delete(row.id)
      else next.add(row.id)
      set(next, row.id)
    },
    all: rows.length > 0 && onPage.length === rows.length,
    some: onPage.length > 0,
    onToggleAll: () => set(onPage.length === rows.length ? new Set() : new Set(rows.map((row) => row.id)), null),
    rowLabel,
  }

  return { selection, selected: onPage, clear: () => set(new Set(), null) }
}
