import type { ReactNode } from 'react'

/** What a cell may need besides its row: when the list page was fetched (to seed a detail entry from the row). */
export interface CellContext {
  fetchedAt: number
}

/**
 * One column of a list, defined once per entity (e.g. in the route's `-components/columns.tsx`, at
 * module scope so its identity is stable).
 *
 * `text` is the single source of what the column says: it is the cell when `cell` is absent, the sort
 * key when `sortValue` is absent, and what the CSV export writes unless `exportText` says otherwise.
 * Give `cell` for links and badges; it must show the same words as `text`.
 */
export interface DataColumn<T> {
  /** Stable id; also the `sort` value in the URL. */
  id: string
  header: string
  text: (row: T) => string
  /** A sort key when the text sorts wrongly: amounts as numbers, dates as ISO strings. Null sorts last. */
  sortValue?: (row: T) => string | number | null
  cell?: (row: T, context: CellContext) => ReactNode
  /** Defaults to true. */
  sortable?: boolean
  /** Long free text (names, types) may take two lines so the table fits; codes, money and dates never break. */
  wrap?: boolean
  /**
   * Steps aside while the list is narrower than 56rem (a tablet, a small laptop), so the columns a
   * reviewer needs and the row's actions stay in view without scrolling; the record shows it.
   */
  hideWhenNarrow?: boolean
  /** The CSV header when a spreadsheet needs more than the screen's, e.g. 'Amount (BWP)' over plain numbers. */
  exportHeader?: string
  /** The CSV value when the screen's text is not spreadsheet-ready: amounts as plain numbers, dates as `yyyy-mm-dd`. */
  exportText?: (row: T) => string
  /**
   * Its part in the phone layout, where each record is a card: the record's name as the card's
   * `title`, its `id`, its `status` badge, or one of the two or three key `field`s shown with their
   * header. Columns without a part are left off the card (the details hold them).
   */
  card?: CardPart
}

export type CardPart = 'title' | 'id' | 'status' | 'field'
