import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { documentFileName, documentKind } from '@/domain/documents'
import { documentBlobQuery, PREVIEW_FAILED_MESSAGE } from './document-queries'
import { useDocumentDownload } from './use-document-download'
import { useObjectUrlRef } from './use-object-url-ref'

interface DocumentPreviewModalProps {
  label: string
  storedPath: string
  downloadPath: string
  onClose: () => void
}

function PreviewBody({ label, storedPath, blob }: { label: string; storedPath: string; blob: Blob }) {
  const urlRef = useObjectUrlRef(blob)
  switch (documentKind(blob.type, storedPath)) {
    case 'image':
      return (
        <img
          ref={urlRef}
          alt={label}
          className="mx-auto max-h-96 w-auto max-w-full rounded border border-gray-200 object-contain"
        />
      )
    case 'pdf':
      return <iframe ref={urlRef} title={`${label} (PDF)`} className="h-[60vh] w-full rounded border border-gray-200" />
    case 'other':
      return <p className="text-gray-800">This file cannot be shown here. Download it to open it.</p>
  }
}

/** View: the document itself (images at most max-h-96, PDFs inline), with Download and Close. */
export function DocumentPreviewModal({ label, storedPath, downloadPath, onClose }: DocumentPreviewModalProps) {
  const file = useQuery(documentBlobQuery(downloadPath))
  const download = useDocumentDownload()

  return (
    <Modal
      title={label}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button
            variant="primary"
            disabled={!file.data || download.isPending}
            onClick={() => download.mutate({ storedPath, downloadPath })}
          >
            Download
          </Button>
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </>
      }
    >
      <p className="mb-3 break-all text-sm text-gray-700">{documentFileName(storedPath)}</p>
      {file.isPending && (
        <p role="status" className="py-8 text-center text-gray-700">
          Loading...
        </p>
      )}
      {file.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {PREVIEW_FAILED_MESSAGE}
        </p>
      )}
      {file.data && <PreviewBody label={label} storedPath={storedPath} blob={file.data} />}
    </Modal>
  )
}
