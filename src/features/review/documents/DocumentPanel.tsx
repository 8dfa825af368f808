import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/Button'
import { SidePanel } from '@/components/ui/SidePanel'
import { documentQueries } from '@/api/documents/documents.queries'
import { DocumentViewer, type OpenDocument } from './DocumentViewer'
import { useDocumentDownload } from './use-document-download'

interface DocumentPanelProps {
  document: OpenDocument
  onClose: () => void
  /** The View button that opened it, for focus to go back to. */
  openedBy: HTMLElement | null
}

/** View at the side panel's width: the document beside the record's fields, with Download and Close. */
export function DocumentPanel({ document, onClose, openedBy }: DocumentPanelProps) {
  const file = useQuery(documentQueries.file(document.downloadPath))
  const download = useDocumentDownload()
  return (
    <SidePanel
      title={document.label}
      onClose={onClose}
      contentKey={document.downloadPath}
      returnFocusTo={openedBy}
      className="sticky top-4 h-[calc(100vh-2rem)]"
      actions={
        <Button
          size="sm"
          variant="primary"
          disabled={!file.data || download.isPending}
          onClick={() => download.mutate(document)}
        >
          Download
        </Button>
      }
    >
      <DocumentViewer document={document} frameClassName="min-h-0 flex-1" />
    </SidePanel>
  )
}
