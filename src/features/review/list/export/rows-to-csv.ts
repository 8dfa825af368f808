import type { ListParams } from '@/api/records/list-params'
import { downloadBlob } from '@/components/download'
import type { RecordFieldGroup } from '../../detail/record-fields'
import { csvBlobInChunks, type CsvColumn } from './csv-in-chunks'
import { exportFileName } from './export-file-name'
import { fieldColumns } from './field-columns'

/** What an export writes: the list's visible columns, or every field the record screen declares (loaded when asked). */
export type ExportColumns<T> = readonly CsvColumn<T>[] | (() => Promise<readonly RecordFieldGroup<T>[]>)

/** The columns to write: those given, or the declared fields made spreadsheet-ready ('All columns'). */
export async function columnsOf<T>(columns: ExportColumns<T>): Promise<readonly CsvColumn<T>[]> {
  return typeof columns === 'function' ? fieldColumns(await columns()) : columns
}

/**
 * The file of the columns given, spreadsheet-ready: their export header and value where they have
 * one, handed to the browser as `fileName`. Built in chunks so a long export never freezes the
 * console (`csv-in-chunks.ts`).
 */
export async function downloadCsv<T>(
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
  fileName: string,
  signal: AbortSignal,
): Promise<void> {
  const blob = await csvBlobInChunks(
    columns.map((column) => column.exportHeader ?? column.header),
    rows,
    (row) => columns.map((column) => (column.exportText ?? column.text)(row)),
    'text/csv;charset=utf-8',
    signal,
  )
  downloadBlob(blob, fileName)
}

/** The file's name, from the list's title and what it was filtered by (`export-file-name.ts`). */
export function csvFileName(title: string, params: ListParams): string {
  return exportFileName(title, params, new Date())
}
