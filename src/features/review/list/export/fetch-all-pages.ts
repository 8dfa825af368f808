import { isApiError } from '@/api/errors'
import { newestFirst, type ListParams } from '@/api/records/list-params'
import type { RequestPriority } from '@/api/request-scheduler'
import type { Paged } from '@/schemas/laravel'

/** A resource's `fetchPage`. */
export type PageFetcher<T> = (params: ListParams, signal?: AbortSignal, priority?: RequestPriority) => Promise<Paged<T>>

/**
 * How often one page may be refused with 429 before the export gives up. Each refusal is waited out
 * by the scheduler (Retry-After or its back-off, up to a minute), so this is several minutes of a
 * server that keeps saying no.
 */
export const PAGE_REFUSALS = 8

export const EXPORT_CONCURRENCY = 4

export interface FetchProgress {
  /** Records received so far. */
  loaded: number
  /** Records the server said match, from its first page. */
  total: number
}

interface FetchAllOptions<T> {
  fetchPage: PageFetcher<T>
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
 *
 * Nobody waits on a page in the foreground, so pages are background requests: the scheduler paces
 * them within the budget people leave spare, and a page refused with 429 (Laravel ran nothing) is
 * asked again once the scheduler lets it, instead of failing the export (DESIGN section 9).
 */
export async function fetchAllPages<T extends { id: number }>({
  fetchPage,
  params,
  signal,
  onProgress,
  concurrency = EXPORT_CONCURRENCY,
}: FetchAllOptions<T>): Promise<T[]> {
  const fetchPatiently = async (page: number): Promise<Paged<T>> => {
    for (let refusals = 1; ; refusals += 1) {
      try {
        return await fetchPage({ ...newestFirst(params), page }, signal, 'background')
      } catch (error) {
        if (!isApiError(error, 429) || refusals >= PAGE_REFUSALS) throw error
      }
    }
  }
  const first = await fetchPatiently(1)
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
        const result = await fetchPatiently(page)
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
  // The server lists newest first; a list read oldest first exports in its own order too.
  return params.first === 'oldest' ? records.reverse() : records
}
