import { CSV_BOM, csvRecord } from '@/domain/csv'
import type { DataColumn } from '@/components/data-table/types'

/** A column of a CSV file: its heading and the text of each row (the export's own where it has one). */
export type CsvColumn<T> = Pick<DataColumn<T>, 'header' | 'text' | 'exportHeader' | 'exportText'>

/** Records written between two chances for the page to paint and take input. */
export const CSV_CHUNK_ROWS = 1_000

const CRLF = '\r\n'

// A macrotask, not a microtask: rendering, input and the progress bar run in between.
const handBack = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * The same file as `toCsv` (BOM, header, CRLF between records, none after the last), built
 * `CSV_CHUNK_ROWS` records at a time with the thread handed back in between, so exporting 50,000
 * members never freezes the console. The chunks become the Blob's parts: memory follows the output,
 * with no second copy joined into one string. Aborting `signal` stops it between chunks and rejects.
 */
export async function csvBlobInChunks<T>(
  header: readonly string[],
  rows: readonly T[],
  fields: (row: T) => readonly string[],
  type: string,
  signal: AbortSignal,
): Promise<Blob> {
  const parts: string[] = [CSV_BOM + csvRecord(header)]
  for (let start = 0; start < rows.length; start += CSV_CHUNK_ROWS) {
    if (start > 0) await handBack()
    signal.throwIfAborted()
    const records = rows.slice(start, start + CSV_CHUNK_ROWS).map((row) => csvRecord(fields(row)))
    parts.push(CRLF + records.join(CRLF))
  }
  return new Blob(parts, { type })
}
