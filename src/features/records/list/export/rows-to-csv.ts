import type { DataColumn } from '@/components/data-table/types'
import { csvBlobInChunks } from './csv-in-chunks'

export type CsvColumn<T> = Pick<DataColumn<T>, 'header' | 'text' | 'exportHeader' | 'exportText'>

/**
 * The file of the columns given, spreadsheet-ready: their export header and value where they have
 * one. Built in chunks so a long export never freezes the console (`csv-in-chunks.ts`).
 */
export function rowsToCsvFile<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], signal: AbortSignal) {
  return csvBlobInChunks(
    columns.map((column) => column.exportHeader ?? column.header),
    rows,
    (row) => columns.map((column) => (column.exportText ?? column.text)(row)),
    'text/csv;charset=utf-8',
    signal,
  )
}
