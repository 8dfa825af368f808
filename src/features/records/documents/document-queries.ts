import { queryOptions } from '@tanstack/react-query'
import { apiBlob } from '@/api/client'

export const DOWNLOAD_FAILED_MESSAGE = 'Failed to download document.'
export const PREVIEW_FAILED_MESSAGE = 'Failed to load document.'

/**
 * One document's file, fetched with the session's cookies. `downloadPath` comes from
 * `documentDownloadPath`. Files are dropped from memory as soon as no preview shows them.
 */
export function documentBlobQuery(downloadPath: string) {
  return queryOptions({
    queryKey: ['documents', downloadPath] as const,
    queryFn: ({ signal }) => apiBlob(downloadPath, signal),
    staleTime: 60_000,
    gcTime: 0,
  })
}

/** Hands a fetched file to the browser's download, then lets the object URL go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The download has taken its copy once the click's navigation starts; a moment later the URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 1_000)
  }
}
