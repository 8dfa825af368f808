import { toCsv } from '@/domain/csv'
import type { DataColumn } from '@/components/data-table/types'

export type CsvColumn<T> = Pick<DataColumn<T>, 'header' | 'text'>

/** Builds the file from the columns as the screen shows them: their headers and their `text`. */
export function rowsToCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.text(row))),
  )
}
