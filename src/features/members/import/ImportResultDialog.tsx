import { downloadTextFile } from '@/components/download'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import type { ImportResult } from '@/schemas/import-result'
import { IMPORT_ERRORS_FILE_NAME, importErrorsCsv } from './import-errors-csv'
import type { RowFinding } from './import-precheck'
import { findingLines, RowReport } from './RowReport'

/**
 * 'Import complete' (SPEC section 8): rows created, rows with errors (which the import skips, so the
 * server's own 'N rows skipped' agrees), and each row's errors. A row with three bad fields is one row.
 * Rows uploaded despite a warning (an Omang already in use) are listed too, to be looked at.
 */
export function ImportResultDialog({
  result,
  warnings = [],
  onClose,
}: {
  result: ImportResult
  warnings?: readonly RowFinding[]
  onClose: () => void
}) {
  const errorCount = result.errors.reduce((sum, error) => sum + error.messages.length, 0)
  const rowsWithErrors = rowsIn(result.errors)
  return (
    <Modal
      title="Import complete"
      size="lg"
      onClose={onClose}
      footer={
        <>
          {errorCount > 0 && (
            <Button
              onClick={() =>
                downloadTextFile(importErrorsCsv(result.errors), IMPORT_ERRORS_FILE_NAME, 'text/csv;charset=utf-8')
              }
            >
              Download errors (CSV)
            </Button>
          )}
          <Button variant="primary" onClick={onClose} data-autofocus>
            Close
          </Button>
        </>
      }
    >
      <dl className="mb-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-md bg-green-50 px-3 py-2">
          <dt className="text-xs font-medium text-green-900">Rows created</dt>
          <dd className="text-2xl font-semibold text-green-900" data-testid="import-created">
            {result.created}
          </dd>
        </div>
        <div
          className={`rounded-md px-3 py-2 ${rowsWithErrors > 0 ? 'bg-red-50 text-red-900' : 'bg-gray-100 text-gray-900'}`}
        >
          <dt className="text-xs font-medium">Rows with errors, skipped</dt>
          <dd className="text-2xl font-semibold" data-testid="import-errors">
            {rowsWithErrors}
          </dd>
        </div>
      </dl>
      {result.message && <p className="mb-3 text-sm text-gray-800">{result.message}</p>}
      {warnings.length > 0 && (
        <div className="mb-3">
          <RowReport title="Uploaded with a warning" lines={findingLines(warnings)} />
        </div>
      )}
      {errorCount > 0 && (
        <RowReport
          title="Errors by row"
          heading="Error"
          className="max-h-72"
          lines={result.errors.flatMap((error) =>
            error.messages.map((message) => ({ row: error.row ?? null, text: message })),
          )}
        />
      )}
    </Modal>
  )
}

/** Distinct spreadsheet rows; an error the server did not place on a row counts as a row of its own. */
function rowsIn(errors: ImportResult['errors']): number {
  const numbered = new Set(errors.flatMap((error) => (error.row === null ? [] : [error.row])))
  return numbered.size + errors.filter((error) => error.row === null).length
}
