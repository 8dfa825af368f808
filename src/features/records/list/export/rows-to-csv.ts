import { toCsv } from '@/domain/csv'
import type { DataColumn } from '@/components/data-table/types'

export type CsvColumn<T> = Pick<DataColumn<T>, 'header' | 'text' | 'exportHeader' | 'exportText'>

/** Builds the file from the columns given, spreadsheet-ready: their export header and value where they have one. */
export function rowsToCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map((column) => column.exportHeader ?? column.header),
    rows.map((row) => columns.map((column) => (column.exportText ?? column.text)(row))),
  )
}
