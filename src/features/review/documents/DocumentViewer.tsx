import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useZoomView } from '@/components/viewer/use-zoom-view'
import { ZoomControls, ZoomView } from '@/components/viewer/ZoomView'
import { documentFileName, documentKind } from '@/domain/documents'
import { documentQueries } from '@/api/documents/documents.queries'
import { PREVIEW_FAILED_MESSAGE } from './document-messages'
import { useObjectUrlRef } from './use-object-url-ref'

/** A document that was uploaded and can be fetched. */
export interface OpenDocument {
  label: string
  storedPath: string
  downloadPath: string
}

/**
 * PDF open parameters: the page's width fitted, so a payslip opens readable rather than as a whole
 * page, and the browser's own toolbar off, so the PDF has one set of zoom controls, ours, as an image
 * has (Chromium-based browsers and Safari honour `toolbar=0`; Firefox's viewer keeps its toolbar).
 */
const PDF_OPEN_PARAMETERS = '#toolbar=0&view=FitH'

interface ShownDocumentProps {
  label: string
  storedPath: string
  blob: Blob
  frameClassName: string
}

function ShownDocument({ label, storedPath, blob, frameClassName }: ShownDocumentProps) {
  const view = useZoomView()
  // An image's shape is known once it has loaded; 'fit' keeps that shape inside the frame.
  const [aspect, setAspect] = useState<number>()
  const kind = documentKind(blob.type, storedPath)
  const fileRef = useObjectUrlRef(blob, kind === 'pdf' ? PDF_OPEN_PARAMETERS : '')
  const linkRef = useObjectUrlRef(blob)

  if (kind === 'other') return <p className="text-gray-800">This file cannot be shown here. Download it to open it.</p>
  return (
    <>
      <ZoomControls control={view}>
        {/* A blob URL opens in a tab of its own under the CSP (images and frames from blob:). */}
        <a
          ref={linkRef}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md px-2.5 py-1 text-xs font-medium text-green-800 underline hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          Open in new tab
        </a>
      </ZoomControls>
      <ZoomView
        control={view}
        aspect={kind === 'image' ? aspect : undefined}
        label={`${label} view`}
        className={frameClassName}
      >
        {kind === 'image' ? (
          <img
            ref={fileRef}
            alt={label}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget
              if (naturalWidth > 0 && naturalHeight > 0) setAspect(naturalWidth / naturalHeight)
            }}
            className="h-full w-full object-contain"
          />
        ) : (
          <iframe ref={fileRef} title={`${label} (PDF)`} className="h-full w-full border-0 bg-white" />
        )}
      </ZoomView>
    </>
  )
}

/**
 * One document as the preview modal and the side panel both show it: its file name, then the file
 * with zoom, fit, a quarter turn and 'Open in new tab'. `frameClassName` gives the frame its height.
 */
export function DocumentViewer({ document, frameClassName }: { document: OpenDocument; frameClassName: string }) {
  const file = useQuery(documentQueries.file(document.downloadPath))
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <p className="text-sm break-all text-gray-700">{documentFileName(document.storedPath)}</p>
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
      {file.data && (
        // A new document starts fitted and upright.
        <ShownDocument
          key={document.downloadPath}
          label={document.label}
          storedPath={document.storedPath}
          blob={file.data}
          frameClassName={frameClassName}
        />
      )}
    </div>
  )
}
