import { toCsv } from '@/domain/csv'
import type { ImportRowError } from '@/schemas/import-result'

export const IMPORT_ERRORS_FILE_NAME = 'Import errors.csv'

/**
 * One line per message, so a spreadsheet can sort and filter them: Row, Error, then the refused row's
 * own cells under the sheet's headings (when the server sent them), so each error is read beside
 * what was typed.
 */
export function importErrorsCsv(errors: readonly ImportRowError[]): string {
  const headings = [...new Set(errors.flatMap((error) => Object.keys(error.cells)))]
  const rows = errors.flatMap((error) =>
    error.messages.map((message) => [
      error.row === null ? '' : String(error.row),
      message,
      ...headings.map((heading) => error.cells[heading] ?? ''),
    ]),
  )
  return toCsv(['Row', 'Error', ...headings], rows)
}
