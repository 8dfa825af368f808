import { isAbort } from '@/api/errors'
import { useState } from 'react'
import { downloadTextFile } from '@/components/download'
import { FileField } from '@/components/forms/FileField'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import type { ImportResult } from '@/schemas/import-result'
import {
  IMPORT_TEMPLATE_FILE_NAME,
  importTemplateCsv,
  OPTIONAL_IMPORT_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
} from './import-template'
import { UploadProgressBar } from './UploadProgressBar'
import { IMPORT_ACCEPT, importFailureMessage, importFileProblem, useImportMembers } from './import-members'

interface ImportMembersDialogProps {
  onClose: () => void
  onImported: (result: ImportResult) => void
}

/** Choose a spreadsheet, see why it is refused before anything is sent, upload it with progress. */
export function ImportMembersDialog({ onClose, onImported }: ImportMembersDialogProps) {
  const [file, setFile] = useState<File | undefined>(undefined)
  const { mutation, progress, cancel } = useImportMembers()
  const problem = file ? importFileProblem(file) : null
  const uploading = mutation.isPending
  const failure = mutation.isError && !isAbort(mutation.error) ? importFailureMessage(mutation.error) : null

  const upload = () => {
    if (!file || problem !== null) return
    mutation.mutate(file, { onSuccess: onImported })
  }

  return (
    <Modal
      title="Import Members"
      onClose={uploading ? cancel : onClose}
      footer={
        <>
          <Button onClick={uploading ? cancel : onClose}>{uploading ? 'Cancel upload' : 'Cancel'}</Button>
          <Button variant="primary" onClick={upload} disabled={!file || problem !== null || uploading}>
            Upload
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
      {uploading && file && <UploadProgressBar fileName={file.name} progress={progress} />}
    </Modal>
  )
}
