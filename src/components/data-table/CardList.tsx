import type { ReactNode } from 'react'
import type { RowData } from '@tanstack/react-table'
import { ROW_FOCUS, RowCheckbox, SelectAllCheckbox, type RowSelection } from './TableGrid'
import type { CardPart, CellContext, DataColumn } from './types'

interface CardListProps<T extends RowData> {
  /** Names the list for screen readers, as the table's caption does. */
  caption: string
  columns: readonly DataColumn<T>[]
  rows: readonly T[]
  rowId: (row: T) => string
  rowActions?: (row: T) => ReactNode
  cellContext: CellContext
  /** The cards shown are the previous request's while the next loads: they dim. */
  busy: boolean
  selection?: RowSelection<T>
  empty?: ReactNode
}

/**
 * The phone layout of a list: one card per record with its name, ID, status badge, the key fields
 * its columns mark (`card`), and its actions; nothing wider than the screen. Rows keep the order
 * the table would show before any sort (the page as the server sent it).
 */
export function CardList<T extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  rowActions,
  cellContext,
  busy,
  selection,
  empty = 'No data available',
}: CardListProps<T>) {
  const part = (name: CardPart) => columns.filter((column) => column.card === name)
  const show = (column: DataColumn<T>, row: T) => (column.cell ? column.cell(row, cellContext) : column.text(row))
  const [title] = part('title')
  const [id] = part('id')
  const [status] = part('status')
  const fields = part('field')

  return (
    <div className={`transition-opacity ${busy ? 'opacity-50' : ''}`} aria-busy={busy}>
      {selection && rows.length > 0 && (
        <div className="flex items-center gap-2 border-b border-gray-200 px-3 py-2 text-sm text-gray-800">
          <SelectAllCheckbox all={selection.all} some={selection.some} onToggleAll={selection.onToggleAll} />
          <span aria-hidden="true">Select all</span>
        </div>
      )}
      {rows.length === 0 ? (
        <div className="px-3 py-6 text-center text-gray-700">{empty}</div>
      ) : (
        <ul aria-label={caption} className="divide-y divide-gray-200">
          {rows.map((row) => (
            <li
              key={rowId(row)}
              // A card is a row to the list's keys and clicks, as a table row is: it takes focus from the
              // keyboard and on return from its record (never from Tab).
              data-row-id={rowId(row)}
              tabIndex={-1}
              className={`px-3 py-3 ${selection?.isSelected(row) ? 'bg-green-50' : ''} ${ROW_FOCUS}`}
            >
              <div className="flex items-start gap-3">
                {selection && (
                  <div className="pt-0.5">
                    <RowCheckbox selection={selection} row={row} rowsInOrder={() => rows} />
                  </div>
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0 font-semibold break-words text-gray-900">{title && show(title, row)}</div>
                    {status && <div className="shrink-0">{show(status, row)}</div>}
                  </div>
                  {id && (
                    <p className="text-xs text-gray-700">
                      {id.header} {show(id, row)}
                    </p>
                  )}
                  {fields.length > 0 && (
                    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                      {fields.map((column) => (
                        <div key={column.id} className="contents">
                          <dt className="text-gray-700">{column.header}</dt>
                          <dd className="min-w-0 break-words text-gray-900">{show(column, row)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {rowActions && <div className="mt-3 overflow-x-auto">{rowActions(row)}</div>}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
