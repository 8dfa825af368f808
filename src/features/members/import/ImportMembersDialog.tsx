import { isAbort } from '@/api/errors'
import { useState } from 'react'
import { downloadTextFile } from '@/components/download'
import { FileField } from '@/components/forms/FileField'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import type { ImportResult } from '@/schemas/import-result'
import { OPTIONAL_IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from '@/schemas/member-import-columns'
import { IMPORT_TEMPLATE_FILE_NAME, importTemplateCsv } from './import-template'
import { UploadProgressBar } from './UploadProgressBar'
import { IMPORT_ACCEPT, importFailureMessage, importFileProblem, useImportMembers } from './import-members'
import type { RowFinding } from './import-precheck'
import { findingLines, RowReport } from './RowReport'
import { useImportPrecheck } from './use-import-precheck'

interface ImportMembersDialogProps {
  onClose: () => void
  /** With the rows uploaded despite a warning, for the result's row report. */
  onImported: (result: ImportResult, warnings: RowFinding[]) => void
}

/** Choose a spreadsheet, see why it is refused before anything is sent, upload it with progress. */
export function ImportMembersDialog({ onClose, onImported }: ImportMembersDialogProps) {
  const [file, setFile] = useState<File | undefined>(undefined)
  const { mutation, progress, cancel } = useImportMembers()
  const problem = file ? importFileProblem(file) : null
  const precheck = useImportPrecheck(problem === null ? file : undefined)
  const findings = precheck.status === 'done' ? precheck.result.findings : []
  const refused = findings.some((finding) => finding.level === 'refused')
  const warned = findings.length > 0 && !refused
  const uploading = mutation.isPending
  const failure = mutation.isError && !isAbort(mutation.error) ? importFailureMessage(mutation.error) : null
  const ready = file !== undefined && problem === null && precheck.status !== 'checking' && !refused

  const upload = () => {
    if (!file || !ready) return
    mutation.mutate(file, { onSuccess: (result) => onImported(result, findings) })
  }

  return (
    <Modal
      title="Import Members"
      onClose={uploading ? cancel : onClose}
      footer={
        <>
          <Button onClick={uploading ? cancel : onClose}>{uploading ? 'Cancel upload' : 'Cancel'}</Button>
          <Button variant="primary" onClick={upload} disabled={!ready || uploading}>
            {warned ? 'Upload anyway' : 'Upload'}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-gray-800">
        Add many members at once from a spreadsheet: an Excel (.xlsx) or CSV file of at most 10 MB whose first row names
        the member fields.
      </p>
      <dl className="mb-3 space-y-2 text-sm text-gray-800">
        <div>
          <dt className="font-medium text-gray-900">Required columns</dt>
          <dd className="font-mono text-xs break-words">{REQUIRED_IMPORT_COLUMNS.join(', ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-gray-900">Optional columns</dt>
          <dd className="font-mono text-xs break-words">{OPTIONAL_IMPORT_COLUMNS.join(', ')}</dd>
        </div>
      </dl>
      <Button
        size="sm"
        className="mb-4"
        onClick={() => downloadTextFile(importTemplateCsv(), IMPORT_TEMPLATE_FILE_NAME, 'text/csv;charset=utf-8')}
      >
        Download template (CSV)
      </Button>
      {failure && (
        <p role="alert" className="mb-4 rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <FileField
        label="Spreadsheet file"
        name="file"
        required
        file={file}
        onChange={(chosen) => {
          mutation.reset()
          setFile(chosen)
        }}
        accept={IMPORT_ACCEPT}
        hint=".xlsx or .csv, up to 10 MB"
        error={problem ?? undefined}
        disabled={uploading}
      />
      <div role="status" className="empty:hidden">
        {precheck.status === 'checking' && <p className="mt-3 text-sm text-gray-700">Checking the rows...</p>}
        {precheck.status === 'unreadable' && (
          <p className="mt-3 text-sm text-gray-700">
            The rows could not be read before uploading: the server checks them when it imports.
          </p>
        )}
        {precheck.status === 'done' && findings.length === 0 && (
          <p className="mt-3 text-sm text-gray-700">No row has a date in the future or an Omang already in use.</p>
        )}
      </div>
      {findings.length > 0 && (
        <div className="mt-3">
          <p className="mb-2 text-sm text-gray-900">
            {refused
              ? 'A date of birth cannot be in the future. Correct the refused rows and choose the file again.'
              : 'Check these rows: upload anyway to import them as they are.'}
          </p>
          <RowReport title="Rows to look at" lines={findingLines(findings)} />
        </div>
      )}
      {precheck.status === 'done' && precheck.result.notLookedUp > 0 && (
        <p className="mt-2 text-sm text-gray-700">
          {`The Omang numbers of ${precheck.result.notLookedUp} more rows were not checked against the members.`}
        </p>
      )}
      {uploading && file && <UploadProgressBar fileName={file.name} progress={progress} />}
    </Modal>
  )
}
