import { toCsv } from '@/domain/csv'
import type { ImportRowError } from '@/schemas/import-result'

export const IMPORT_ERRORS_FILE_NAME = 'Import errors.csv'

/** One line per message, so a spreadsheet can sort and filter them: Row, Error. */
export function importErrorsCsv(errors: readonly ImportRowError[]): string {
  const rows = errors.flatMap((error) =>
    error.messages.map((message) => [error.row === null ? '' : String(error.row), message]),
  )
  return toCsv(['Row', 'Error'], rows)
}
