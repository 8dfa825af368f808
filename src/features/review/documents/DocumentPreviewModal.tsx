import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { documentQueries } from '@/api/documents/documents.queries'
import { DocumentViewer, type OpenDocument } from './DocumentViewer'
import { useDocumentDownload } from './use-document-download'

/** View below the side panel's width: the document in a modal, with Download and Close. */
export function DocumentPreviewModal({ document, onClose }: { document: OpenDocument; onClose: () => void }) {
  const file = useQuery(documentQueries.file(document.downloadPath))
  const download = useDocumentDownload()
  return (
    <Modal
      title={document.label}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button
            variant="primary"
            disabled={!file.data || download.isPending}
            onClick={() => download.mutate(document)}
          >
            Download
          </Button>
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </>
      }
    >
      <DocumentViewer document={document} frameClassName="h-[55vh]" />
    </Modal>
  )
}
