import { memo, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react'
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { compareSortKeys, toSortKey, type SortKey } from './sorting'
import type { CellContext, DataColumn } from './types'

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() })

export interface ColumnSort {
  id: string
  desc: boolean
}

/** Row checkboxes: what is selected, and how a click (with Shift for a range) changes it. */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean
  /** `range`: Shift was held. `rowsInOrder`: the rows as shown, for the range to run over. */
  onToggle: (row: T, range: boolean, rowsInOrder: readonly T[]) => void
  /** Every row on the page is selected / some are. */
  all: boolean
  some: boolean
  onToggleAll: () => void
  /** The accessible name of a row's checkbox, e.g. 'Select loan application 46'. */
  rowLabel: (row: T) => string
}

export function SelectAllCheckbox({
  all,
  some,
  onToggleAll,
}: Pick<RowSelection<unknown>, 'all' | 'some' | 'onToggleAll'>) {
  return (
    <input
      type="checkbox"
      aria-label="Select all on this page"
      checked={all}
      // Indeterminate exists only as a DOM property: set it whenever the checkbox renders.
      ref={(input) => {
        if (input) input.indeterminate = some && !all
      }}
      onChange={onToggleAll}
      className={CHECKBOX_CLASSES}
    />
  )
}

const CHECKBOX_CLASSES = 'h-4 w-4 accent-green-700 focus-visible:outline-2 focus-visible:outline-green-700'

/** A click on a row's checkbox; `range`: Shift was held. */
export type RowToggle<T> = (row: T, range: boolean) => void

/** A row's checkbox; Shift+click selects the range from the last one clicked. */
export function RowCheckbox<T>({
  row,
  checked,
  label,
  onToggle,
}: {
  row: T
  checked: boolean
  label: string
  onToggle: RowToggle<T>
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onToggle(row, event.nativeEvent instanceof MouseEvent && event.nativeEvent.shiftKey)}
      className={CHECKBOX_CLASSES}
    />
  )
}

/**
 * One toggle for every row, the same from render to render, so a memoised row is not drawn again for a
 * new one: it reads the selection and the rows in their order as they are when the click comes.
 */
export function useRowToggle<T>(selection: RowSelection<T> | undefined, rowsInOrder: () => readonly T[]): RowToggle<T> {
  const latest = useRef({ selection, rowsInOrder })
  useLayoutEffect(() => {
    latest.current = { selection, rowsInOrder }
  })
  return useCallback((row: T, range: boolean) => {
    const { selection: now, rowsInOrder: inOrder } = latest.current
    now?.onToggle(row, range, inOrder())
  }, [])
}

/** What a memoised row of the table or a card of the phone list is drawn from. */
export interface ShownRowProps<T> {
  row: T
  id: string
  columns: readonly DataColumn<T>[]
  cellContext: CellContext
  rowActions: ((row: T) => ReactNode) | undefined
  selected: boolean
  /** The checkbox's accessible name; absent when the list has no checkboxes. */
  checkboxLabel: string | undefined
  onToggle: RowToggle<T>
}

interface TableGridProps<T extends RowData> {
  caption: string
  columns: readonly DataColumn<T>[]
  rows: readonly T[]
  rowId: (row: T) => string
  sort: ColumnSort | null
  onSortChange: (sort: ColumnSort | null) => void
  rowActions?: (row: T) => ReactNode
  cellContext: CellContext
  /** The rows shown are the previous request's while the next loads: they dim. */
  busy: boolean
  selection?: RowSelection<T>
  /** What an empty page says; 'No data available' by default. */
  empty?: ReactNode
}

function useTableColumns<T extends RowData>(columns: readonly DataColumn<T>[]) {
  return useMemo(() => {
    const helper = createColumnHelper<typeof features, T>()
    // `helper.columns` keeps each accessor's value type where a plain array would widen it to unknown.
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row): SortKey => toSortKey(column.sortValue ? column.sortValue(row) : column.text(row)), {
          id: column.id,
          header: column.header,
          enableSorting: column.sortable ?? true,
          sortUndefined: 'last',
          sortFn: (rowA, rowB, columnId) =>
            compareSortKeys(rowA.getValue<SortKey>(columnId), rowB.getValue<SortKey>(columnId)),
        }),
      ),
    )
  }, [columns])
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

// The header row stays in view while the page scrolls the rows under it. No body cell is sticky: a
// pinned column would hide the ones that scroll under it. Nothing scrolls sideways either: below 56rem
// (the list's own width, a container query) the columns marked `hideWhenNarrow` step aside.
// Cells keep 8 px a side (12 px at the table's edges): with 12 everywhere the members' nine columns
// and their five action slots ran past a 1280 px screen and the actions scrolled out of the frame.
const CELL_X = 'px-2 first:pl-3 last:pr-3'
const HEADER_CELL = `sticky top-0 z-10 bg-gray-50 ${CELL_X} py-2 shadow-[inset_0_-1px_0_var(--color-gray-200)]`

/** A row (or a phone's card) with the keyboard's focus. */
export const ROW_FOCUS = 'focus:outline-2 focus:-outline-offset-2 focus:outline-green-700'
const NARROW_HIDDEN = 'hidden @4xl:table-cell'
const narrowClass = (column: { hideWhenNarrow?: boolean } | undefined) => (column?.hideWhenNarrow ? NARROW_HIDDEN : '')

/** The table itself: headers that sort the page in the browser, the rows, and the actions column. */
export function TableGrid<T extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  rowActions,
  cellContext,
  busy,
  selection,
  empty = 'No data available',
}: TableGridProps<T>) {
  const tableColumns = useTableColumns(columns)
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort])
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns])

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: (row) => rowId(row),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      onSortChange(next[0] ?? null)
    },
    // Ascending first on every column (numbers included), then descending, then ascending again.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
  })

  const shownRows = table.getRowModel().rows
  const onToggle = useRowToggle(selection, () => shownRows.map((row) => row.original))

  return (
    <table className="min-w-full text-left text-sm" aria-busy={busy}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-gray-50">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {selection && (
              <th scope="col" className={`${HEADER_CELL} w-8 align-middle`}>
                <SelectAllCheckbox all={selection.all} some={selection.some} onToggleAll={selection.onToggleAll} />
              </th>
            )}
            {group.headers.map((header) => {
              const direction = header.column.getIsSorted()
              const canSort = header.column.getCanSort()
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={canSort ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                  className={`${HEADER_CELL} font-semibold whitespace-nowrap text-gray-900 ${narrowClass(byId.get(header.column.id))}`}
                >
                  {canSort ? (
                    <button
                      type="button"
                      // The API cannot sort: the header orders the rows on screen, and says so.
                      title="Sorted within this page"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-0.5 rounded hover:text-green-800 focus-visible:outline-2 focus-visible:outline-green-700"
                    >
                      <table.FlexRender header={header} />
                      <span aria-hidden="true" className="text-xs text-gray-600">
                        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              )
            })}
            {rowActions && (
              <th scope="col" className={`${HEADER_CELL} font-semibold whitespace-nowrap text-gray-900`}>
                Actions
              </th>
            )}
          </tr>
        ))}
      </thead>
      <tbody className={`divide-y divide-gray-200 bg-white transition-opacity ${busy ? 'opacity-50' : ''}`}>
        {rows.length === 0 && (
          <tr>
            <td
              colSpan={columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0)}
              className="px-3 py-6 text-center text-gray-700"
            >
              {empty}
            </td>
          </tr>
        )}
        {shownRows.map((row) => (
          <BodyRow
            key={row.id}
            row={row.original}
            id={row.id}
            columns={columns}
            cellContext={cellContext}
            rowActions={rowActions}
            selected={selection?.isSelected(row.original) ?? false}
            checkboxLabel={selection?.rowLabel(row.original)}
            onToggle={onToggle}
          />
        ))}
      </tbody>
    </table>
  )
}

/**
 * A row of the table. Memoised: the list screen renders again for many things besides its rows (a
 * queue's count arriving, the outbox, a bar coming and going), and fifteen rows drawn again each time
 * were most of that work.
 */
const BodyRow = memo(function BodyRow<T>({
  row,
  id,
  columns,
  cellContext,
  rowActions,
  selected,
  checkboxLabel,
  onToggle,
}: ShownRowProps<T>) {
  return (
    <tr
      // A row takes focus from the keyboard and on return from its record (never from Tab).
      data-row-id={id}
      tabIndex={-1}
      className={`${selected ? 'bg-green-50' : 'hover:bg-gray-50'} ${ROW_FOCUS}`}
    >
      {checkboxLabel !== undefined && (
        <td className={`w-8 ${CELL_X} py-2 align-middle`}>
          <RowCheckbox row={row} checked={selected} label={checkboxLabel} onToggle={onToggle} />
        </td>
      )}
      {/* Straight from the columns, in the table's order: the table's cell objects (one per row and
          column, each with its own accessors) cost more than the cells they would describe. */}
      {/* A wrapping column keeps 7rem: 'Improvement' on one line. At 8rem the loan and KYC lists ran 5 px
          past a 1280 px window whose scroll bar takes room (Windows, or Linux with classic bars). */}
      {columns.map((column) => (
        <td
          key={column.id}
          className={`${CELL_X} py-2 text-gray-900 ${column.wrap ? 'min-w-28 whitespace-normal wrap-anywhere' : 'whitespace-nowrap'} ${narrowClass(column)}`}
        >
          {column.cell ? column.cell(row, cellContext) : column.text(row)}
        </td>
      ))}
      {rowActions && <td className={`${CELL_X} py-2 whitespace-nowrap`}>{rowActions(row)}</td>}
    </tr>
  )
}) as <T>(props: ShownRowProps<T>) => ReactNode
