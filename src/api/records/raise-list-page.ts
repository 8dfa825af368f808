import type { QueryClient } from '@tanstack/react-query'
import { newestFirst, type ListParams } from './list-params'
import { knownListPage, serverSpanOfOldestFirst } from './oldest-first'
import type { DefinedResource, ReviewRecord } from './record-resource'

/**
 * Asks in the foreground for the server pages behind a list page that a background request is
 * already waiting for: the client shares identical GETs, so this raises those requests. (Its own
 * module: only a queue's walk raises a page, and the entry need not carry it.)
 */
export async function raiseListPage<T extends ReviewRecord>(
  client: QueryClient,
  resource: DefinedResource<T>,
  params: ListParams,
): Promise<void> {
  if (params.first !== 'oldest') {
    await resource.fetchPage(params)
    return
  }
  const newest = newestFirst(params)
  const known = knownListPage(client, resource.keys.all(), newest)
  // Without a total yet, the request waiting is the list's first page, which tells it.
  const pages = known ? serverSpanOfOldestFirst(params.page, known.total)?.pages : [1]
  await Promise.all((pages ?? []).map((page) => resource.fetchPage({ ...newest, page })))
}
