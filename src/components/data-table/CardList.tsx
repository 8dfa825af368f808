import { memo, type ReactNode } from 'react'
import type { RowData } from '@tanstack/react-table'
import {
  ROW_FOCUS,
  RowCheckbox,
  SelectAllCheckbox,
  useRowToggle,
  type RowSelection,
  type ShownRowProps,
} from './TableGrid'
import type { CellContext, DataColumn } from './types'

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
  const onToggle = useRowToggle(selection, () => rows)

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
            <Card
              key={rowId(row)}
              row={row}
              id={rowId(row)}
              columns={columns}
              cellContext={cellContext}
              rowActions={rowActions}
              selected={selection?.isSelected(row) ?? false}
              checkboxLabel={selection?.rowLabel(row)}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

/** One card, memoised as a table row is (TableGrid's `BodyRow`): the list renders again for much besides its rows. */
const Card = memo(function Card<T>({
  row,
  id: rowId,
  columns,
  cellContext,
  rowActions,
  selected,
  checkboxLabel,
  onToggle,
}: ShownRowProps<T>) {
  const show = (column: DataColumn<T>) => (column.cell ? column.cell(row, cellContext) : column.text(row))
  const [title] = columns.filter((column) => column.card === 'title')
  const [id] = columns.filter((column) => column.card === 'id')
  const [status] = columns.filter((column) => column.card === 'status')
  const fields = columns.filter((column) => column.card === 'field')
  return (
    <li
      // A card is a row to the list's keys and clicks, as a table row is: it takes focus from the
      // keyboard and on return from its record (never from Tab).
      data-row-id={rowId}
      tabIndex={-1}
      className={`px-3 py-3 ${selected ? 'bg-green-50' : ''} ${ROW_FOCUS}`}
    >
      <div className="flex items-start gap-3">
        {checkboxLabel !== undefined && (
          <div className="pt-0.5">
            <RowCheckbox row={row} checked={selected} label={checkboxLabel} onToggle={onToggle} />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0 font-semibold break-words text-gray-900">{title && show(title)}</div>
            {status && <div className="shrink-0">{show(status)}</div>}
          </div>
          {id && (
            <p className="text-xs text-gray-700">
              {id.header} {show(id)}
            </p>
          )}
          {fields.length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {fields.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-gray-700">{column.header}</dt>
                  <dd className="min-w-0 break-words text-gray-900">{show(column)}</dd>
                </div>
              ))}
            </dl>
          )}
          {rowActions && <div className="mt-3 overflow-x-auto">{rowActions(row)}</div>}
        </div>
      </div>
    </li>
  )
}) as <T>(props: ShownRowProps<T>) => ReactNode
