import type { QueryClient } from '@tanstack/react-query'
import { parseTimestamp } from '@/domain/timestamp'
import type { Paged } from '@/schemas/laravel'
import type { ListParams } from './list-params'
import { patchCachedRecord } from './record-cache'
import type { DefinedResource, ReviewRecord } from './record-resource'

/** Records that left the page on screen asked for one by one each time, at most: the rest next time. */
const LEFT_ASKED_AT_MOST = 5

/** Rows fetched this long before the watched page's answer are as fresh as asking again would make them. */
const ROWS_FRESH_FOR_MS = 15_000

const changedAt = (record: ReviewRecord): number => parseTimestamp(record.updated_at ?? '')?.getTime() ?? 0

/**
 * The rows of a list page on screen take what the server says of their records now (a colleague's
 * decision), in place: no row moves, and the actions follow the status (DESIGN section 12). The page
 * is asked again in the background, unless it is the watched page, just answered (`watched`). A row
 * the answer no longer holds has moved on (it left the filters) or moved over (records before it
 * left): its record is asked for. Only a newer copy (`updated_at`) is taken, so an answer asked
 * before a confirmed change never undoes it; a record `ownChange` names keeps this tab's change.
 */
export async function refreshShownRecords<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: DefinedResource<T>,
  params: ListParams,
  watched: Paged<T>,
  ownChange: (id: number) => boolean,
): Promise<void> {
  const shownPage = queryClient.getQueryState<Paged<T>>(resource.keys.list(params))
  const shown = shownPage?.data?.items
  const watchedAt = queryClient.getQueryState(resource.queries.watch(params).queryKey)?.dataUpdatedAt ?? 0
  if (!shown || watchedAt - shownPage.dataUpdatedAt < ROWS_FRESH_FOR_MS) return
  const takeNewer = (record: T) => {
    if (!ownChange(record.id))
      patchCachedRecord(queryClient, resource, record.id, (row) => (changedAt(record) > changedAt(row) ? record : row))
  }
  const isWatched = params.first !== 'oldest' && params.page === 1
  const fresh = isWatched
    ? watched.items
    : // Beside the page on screen, never over it: its rows stay where they are.
      (await resource.readListPage(queryClient, params, new AbortController().signal, 'background')).items
  fresh.forEach(takeNewer)
  const still = new Set(fresh.map((record) => record.id))
  const left = shown.filter((row) => !still.has(row.id) && !ownChange(row.id)).slice(0, LEFT_ASKED_AT_MOST)
  for (const row of left) {
    const now = await queryClient
      .fetchQuery({ ...resource.queries.detail(row.id), staleTime: 0, meta: { priority: 'background' } })
      .catch(() => null)
    if (now) takeNewer(now)
  }
}
