import type { ListParams } from '@/api/records/list-params'
import type { Paged } from '@/schemas/laravel'

export const EXPORT_CONCURRENCY = 4

export interface FetchProgress {
  /** Records received so far. */
  loaded: number
  /** Records the server said match, from its first page. */
  total: number
}

interface FetchAllOptions<T> {
  fetchPage: (params: ListParams, signal?: AbortSignal) => Promise<Paged<T>>
  /** The current search and filters; `page` is ignored. */
  params: ListParams
  signal: AbortSignal
  onProgress: (progress: FetchProgress) => void
  concurrency?: number
}

/**
 * Every record matching `params`, across all pages, in page order. Page 1 tells how many pages there
 * are; the rest are fetched `concurrency` at a time so a long list neither crawls nor floods the
 * server. A record that moves pages while this runs (someone approves it) could arrive twice, so
 * records are kept once by id. Aborting `signal` stops the remaining requests and rejects.
 */
export async function fetchAllPages<T extends { id: number }>({
  fetchPage,
  params,
  signal,
  onProgress,
  concurrency = EXPORT_CONCURRENCY,
}: FetchAllOptions<T>): Promise<T[]> {
  const first = await fetchPage({ ...params, page: 1 }, signal)
  const pages: T[][] = [first.items]
  let loaded = first.items.length
  const total = Math.max(first.total, loaded)
  onProgress({ loaded, total })

  let nextPage = 2
  // After one page fails the export has failed: the other workers take no further pages.
  let failed = false
  const worker = async (): Promise<void> => {
    while (!failed && nextPage <= first.lastPage) {
      const page = nextPage
      nextPage += 1
      try {
        const result = await fetchPage({ ...params, page }, signal)
        pages[page - 1] = result.items
        loaded += result.items.length
        onProgress({ loaded: Math.min(loaded, total), total })
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const workers = Array.from({ length: Math.min(concurrency, Math.max(first.lastPage - 1, 0)) }, worker)
  await Promise.all(workers)

  const seen = new Set<number>()
  const records: T[] = []
  for (const page of pages) {
    for (const record of page ?? []) {
      if (seen.has(record.id)) continue
      seen.add(record.id)
      records.push(record)
    }
  }
  return records
}
