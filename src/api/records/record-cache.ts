import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Paged } from '@/schemas/laravel'
import type { DefinedResource, ReviewRecord } from './record-resource'

export type CacheSnapshot = [QueryKey, unknown][]

function isPage<T>(data: unknown): data is Paged<T> {
  return typeof data === 'object' && data !== null && Array.isArray((data as Paged<T>).items)
}

/** Every cached copy of the resource (all list pages, the detail), to put back after a failed action. */
export function snapshotCaches<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: Pick<DefinedResource<T>, 'keys'>,
): CacheSnapshot {
  return queryClient.getQueriesData({ queryKey: resource.keys.all() })
}

export function restoreCaches(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data)
}

/**
 * Applies `update` to record `id` wherever it is cached: on any list page and in its detail entry. A
 * copy `update` returns as it was is left alone: writing it back would still tell every observer of
 * that page, and restart the timer of a list refreshed on an interval.
 */
export function patchCachedRecord<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: Pick<DefinedResource<T>, 'keys'>,
  id: number,
  update: (record: T) => T,
): void {
  for (const [key, page] of queryClient.getQueriesData<Paged<T>>({ queryKey: resource.keys.lists() })) {
    const index = isPage<T>(page) ? page.items.findIndex((item) => item.id === id) : -1
    if (!page || index === -1) continue
    const record = page.items[index] as T
    const updated = update(record)
    if (updated === record) continue
    // A change shown on a page is no fetch: the page keeps the time the server counted it, which says
    // how fresh it is and which confirmed changes its total still counts (the queue's counter).
    const countedAt = queryClient.getQueryState(key)?.dataUpdatedAt
    const items = page.items.map((item, at) => (at === index ? updated : item))
    queryClient.setQueryData<Paged<T>>(key, { ...page, items }, { updatedAt: countedAt })
  }
  const detail = queryClient.getQueryData<T>(resource.keys.detail(id))
  const updated = detail && update(detail)
  if (updated && updated !== detail) queryClient.setQueryData<T>(resource.keys.detail(id), updated)
}

/**
 * Seeds the detail entry from a list row so that opening the record costs no request; it carries the
 * list's fetch time, so React Query refreshes it in the background only once the row itself is stale.
 */
export function seedDetailFromRow<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: Pick<DefinedResource<T>, 'keys'>,
  row: T,
  fetchedAt: number,
): void {
  const key = resource.keys.detail(row.id)
  const existing = queryClient.getQueryState(key)
  if (existing?.data !== undefined && existing.dataUpdatedAt >= fetchedAt) return
  queryClient.setQueryData(key, row, { updatedAt: fetchedAt })
}

/** The record as the caches hold it now: its detail entry, else the list page row it is on. */
export function cachedRecord<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: Pick<DefinedResource<T>, 'keys'>,
  id: number,
): T | undefined {
  const detail = queryClient.getQueryData<T>(resource.keys.detail(id))
  if (detail) return detail
  for (const [, page] of queryClient.getQueriesData<Paged<T>>({ queryKey: resource.keys.lists() })) {
    const row = isPage<T>(page) ? page.items.find((item) => item.id === id) : undefined
    if (row) return row
  }
  return undefined
}
