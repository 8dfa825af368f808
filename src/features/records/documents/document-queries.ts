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
