import { useEffect, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { documentQueries } from '@/api/documents/documents.queries'
import { lazyWithPreload, usePreloadWhenIdle } from '@/components/lazy-with-preload'
import { SIDE_PANEL_MEDIA_QUERY, useMediaQuery } from '@/components/use-media-query'
import type { OpenDocument } from './DocumentViewer'
import type { OpenedDocuments } from './opened-documents'
import { availableDocument, UploadedDocuments, type DocumentEntry } from './UploadedDocuments'

// The viewer (its panel, modal, zoom and frame) loads while the reviewer reads the fields: a record's
// first screen draws no document, and comes sooner without it. The file itself is asked for here, so a
// View pressed before the code is in waits for one of the two, not both in turn.
const openDocumentView = lazyWithPreload(() => import('./OpenDocumentView').then((module) => module.OpenDocumentView))

interface DocumentsBesideFieldsProps {
  documents: readonly DocumentEntry[]
  /** Which of them the reviewer opened on this device; a document shown or downloaded counts. */
  seen: OpenedDocuments
  /** The record's fields: the side panel sits beside them. */
  children: ReactNode
}

/**
 * 'Uploaded Documents' above the record's fields, and View: at 1024 px and wider a side panel beside
 * the fields, so the scan and the typed Omang, names and dates are seen at once; narrower, a modal.
 * What is open is kept by its label, so walking a queue shows the next record's document of the same
 * kind (or closes when that record has none).
 */
export function DocumentsBesideFields({ documents, seen, children }: DocumentsBesideFieldsProps) {
  const wide = useMediaQuery(SIDE_PANEL_MEDIA_QUERY)
  const [viewing, setViewing] = useState<{ label: string; openedBy: HTMLElement } | null>(null)
  const entry = viewing ? documents.find((candidate) => candidate.label === viewing.label) : undefined
  const open: OpenDocument | null = entry ? availableDocument(entry) : null
  const close = () => setViewing(null)
  // The viewer's own query: a document counts as opened once its file is there to be seen.
  const shown = useQuery({ ...documentQueries.file(open?.downloadPath ?? ''), enabled: open !== null })
  usePreloadWhenIdle(openDocumentView.preload)
  const { markOpened } = seen
  const shownPath = open && shown.data ? open.storedPath : null
  useEffect(() => {
    if (shownPath) markOpened(shownPath)
  }, [shownPath, markOpened])

  return (
    <div className={open && wide ? 'grid grid-cols-2 items-start gap-6' : undefined}>
      <div className="flex min-w-0 flex-col gap-6">
        <UploadedDocuments
          documents={documents}
          opened={seen.opened}
          onDownloaded={markOpened}
          onView={(document, button) => setViewing({ label: document.label, openedBy: button })}
        />
        {children}
      </div>
      {open && (
        <openDocumentView.Component document={open} wide={wide} onClose={close} openedBy={viewing?.openedBy ?? null} />
      )}
    </div>
  )
}
