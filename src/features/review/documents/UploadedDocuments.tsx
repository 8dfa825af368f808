import { DetailSection } from '@/features/review/detail/DetailSection'
import { Button } from '@/components/ui/Button'
import { documentDownloadPath, documentFileName, hasDocument } from '@/domain/documents'
import type { OpenDocument } from './DocumentViewer'
import { useDocumentDownload } from './use-document-download'

export interface DocumentEntry {
  label: string
  /** The stored path, `/storage/...`; null or blank when nothing was uploaded. */
  path: string | null | undefined
}

/** View asks to show a document; the button is where focus goes back to afterwards. */
export type ViewDocument = (document: OpenDocument, button: HTMLElement) => void

/** The document to offer, or null when nothing was uploaded (or the path could name no file). */
export function availableDocument(entry: DocumentEntry): OpenDocument | null {
  if (!hasDocument(entry.path)) return null
  const downloadPath = documentDownloadPath(entry.path)
  return downloadPath ? { label: entry.label, storedPath: entry.path, downloadPath } : null
}

interface DocumentRowProps {
  entry: DocumentEntry
  onView: ViewDocument
  opened: boolean
  onDownloaded: (storedPath: string) => void
}

function DocumentRow({ entry, onView, opened, onDownloaded }: DocumentRowProps) {
  const download = useDocumentDownload()
  const file = availableDocument(entry)
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{entry.label}</p>
        {file && <p className="break-all text-sm text-gray-700">{documentFileName(file.storedPath)}</p>}
        {file && (
          <p className={`text-xs ${opened ? 'text-green-800' : 'text-gray-700'}`}>
            {opened ? 'Opened on this device' : 'Not opened yet'}
          </p>
        )}
      </div>
      {file ? (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" aria-label={`View ${entry.label}`} onClick={(event) => onView(file, event.currentTarget)}>
            View
          </Button>
          <Button
            size="sm"
            variant="primary"
            aria-label={`Download ${entry.label}`}
            disabled={download.isPending}
            onClick={() => download.mutate(file, { onSuccess: () => onDownloaded(file.storedPath) })}
          >
            Download
          </Button>
        </div>
      ) : (
        <p className="text-gray-700">
          <span aria-hidden="true">—</span>
          <span className="sr-only">Not uploaded</span>
        </p>
      )}
    </li>
  )
}

/**
 * 'Uploaded Documents': each document with View and Download and whether the reviewer has opened it
 * on this device, or a dash when there is none. View is the owner's: a side panel or a modal
 * (`DocumentsBesideFields`).
 */
export function UploadedDocuments({
  documents,
  onView,
  opened,
  onDownloaded,
}: {
  documents: readonly DocumentEntry[]
  onView: ViewDocument
  /** Stored paths of the documents opened on this device. */
  opened: ReadonlySet<string>
  onDownloaded: (storedPath: string) => void
}) {
  return (
    <DetailSection title="Uploaded Documents">
      <ul className="divide-y divide-gray-200">
        {documents.map((entry) => (
          <DocumentRow
            key={entry.label}
            entry={entry}
            onView={onView}
            opened={Boolean(entry.path && opened.has(entry.path))}
            onDownloaded={onDownloaded}
          />
        ))}
      </ul>
    </DetailSection>
  )
}
