import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Paged } from '@/schemas/laravel'
import type { ListParams } from './list-params'

/*
 * A list read oldest first (DESIGN section 12). The API lists newest first only, 15 a page, and is
 * never asked for anything else: page n oldest first is the server's page (last - n + 1), reversed.
 * So page 1 is the server's last page, which may hold fewer records than the others. The server's
 * last page number comes from any page of the same list the cache holds, or from its first page
 * (which the list's background refresh and its tab count use too).
 */

/** The same search and filters, whatever the page and the order. */
export function sameFilters(a: ListParams, b: ListParams): boolean {
  return a.search === b.search && a.status === b.status && a.from_date === b.from_date && a.to_date === b.to_date
}

function isPage(data: unknown): data is Paged<unknown> {
  return typeof data === 'object' && data !== null && Array.isArray((data as Paged<unknown>).items)
}

/**
 * The freshest page the cache holds of a list with these filters, in either order (the third part of
 * a resource's query keys is its params): what it says of the server's page count and total.
 */
export function knownListPage(client: QueryClient, resourceKey: QueryKey, params: ListParams): Paged<unknown> | null {
  let freshest: { at: number; page: Paged<unknown> } | null = null
  for (const query of client.getQueryCache().findAll({ queryKey: resourceKey })) {
    const keyParams = query.queryKey[2]
    const { data, dataUpdatedAt } = query.state
    if (typeof keyParams !== 'object' || keyParams === null || !isPage(data)) continue
    if (!sameFilters(keyParams as ListParams, params)) continue
    if (!freshest || dataUpdatedAt > freshest.at) freshest = { at: dataUpdatedAt, page: data }
  }
  return freshest?.page ?? null
}

interface OldestFirstRead<T> {
  /** The page asked for, in the oldest-first order. */
  page: number
  /** The server's page count as last known, and how many records the list holds. */
  known: Pick<Paged<T>, 'lastPage' | 'total'>
  /** A server page just fetched (its first, to learn the count), used again rather than asked twice. */
  fetched?: Paged<T>
  /** One server page, newest first, by its own number. */
  fetchServerPage: (page: number) => Promise<Paged<T>>
}

/**
 * Page `page` of the list oldest first. When the server's answer says it has another number of pages
 * than the cache knew (records came or went since), the page that now holds that place is asked for
 * once more, so the page shown is always one server page as the server had it.
 */
export async function readOldestFirst<T>({
  page,
  known,
  fetched,
  fetchServerPage,
}: OldestFirstRead<T>): Promise<Paged<T>> {
  let lastPage = Math.max(known.lastPage, 1)
  let served = fetched
  for (let attempt = 0; ; attempt += 1) {
    const serverPage = lastPage - page + 1
    // Past the end (the list shrank): nothing, and the list's controller moves to its last page.
    if (serverPage < 1) return { items: [], page, lastPage, total: served?.total ?? known.total }
    if (served?.page !== serverPage) served = await fetchServerPage(serverPage)
    const counted = Math.max(served.lastPage, 1)
    if (counted === lastPage || attempt > 0) {
      return { items: [...served.items].reverse(), page, lastPage: counted, total: served.total }
    }
    lastPage = counted
  }
}
