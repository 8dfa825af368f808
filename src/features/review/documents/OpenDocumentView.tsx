import { DocumentPanel } from './DocumentPanel'
import { DocumentPreviewModal } from './DocumentPreviewModal'
import type { OpenDocument } from './DocumentViewer'

interface OpenDocumentViewProps {
  document: OpenDocument
  /** At the side panel's width: the panel beside the fields; narrower, a modal. */
  wide: boolean
  onClose: () => void
  /** The View button that opened it, for focus to go back to. */
  openedBy: HTMLElement | null
}

/** An opened document as its screen width shows it. Its own chunk: DocumentsBesideFields loads it. */
export function OpenDocumentView({ document, wide, onClose, openedBy }: OpenDocumentViewProps) {
  return wide ? (
    <DocumentPanel document={document} onClose={onClose} openedBy={openedBy} />
  ) : (
    <DocumentPreviewModal document={document} onClose={onClose} />
  )
}
