import { queryOptions } from '@tanstack/react-query'
import { apiBlob } from '../client'

/** Query keys of uploaded documents: one entry per file, by its download path. */
export const documentKeys = {
  all: () => ['documents'] as const,
  file: (downloadPath: string) => ['documents', downloadPath] as const,
}

export const documentQueries = {
  /**
   * One document's file, fetched with the session's cookies. `downloadPath` comes from
   * `documentDownloadPath`. Files are dropped from memory as soon as no preview shows them.
   */
  file: (downloadPath: string) =>
    queryOptions({
      queryKey: documentKeys.file(downloadPath),
      queryFn: ({ signal }) => apiBlob(downloadPath, signal),
      staleTime: 60_000,
      gcTime: 0,
    }),
}
