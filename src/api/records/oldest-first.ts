import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { Paged } from '@/schemas/laravel'
import { LIST_PAGE_SIZE } from '@/domain/list-page-size'
import type { ListParams } from './list-params'

/*
 * A list read oldest first (DESIGN section 12). The API lists newest first only, 15 a page, and is
 * never asked for anything else: page n oldest first is the n-th 15 records from the oldest end,
 * read from the server's pages from the last one back and reversed. Each page holds 15 records but
 * the last (the newest), as read newest first. Where those 15 lie in the server's pages comes from the
 * list's total, known from any page of the same list the cache holds, or from its first page (which
 * the list's background refresh and its tab count use too).
 */

/** The same search and filters, whatever the page and the order. */
export function sameFilters(a: ListParams, b: ListParams): boolean {
  return a.search === b.search && a.status === b.status && a.from_date === b.from_date && a.to_date === b.to_date
}

function isPage(data: unknown): data is Paged<unknown> {
  return typeof data === 'object' && data !== null && Array.isArray((data as Paged<unknown>).items)
}

/**
 * The freshest page the cache holds of a list with these filters, in either order, or its watched
 * first page: what it says of the server's page count and total. (A list's key holds its params
 * third, a watched page's fourth: `[key, 'list', 'watch', params]`.)
 */
export function knownListPage(client: QueryClient, resourceKey: QueryKey, params: ListParams): Paged<unknown> | null {
  let freshest: { at: number; page: Paged<unknown> } | null = null
  for (const query of client.getQueryCache().findAll({ queryKey: resourceKey })) {
    const keyParams = query.queryKey[2] === 'watch' ? query.queryKey[3] : query.queryKey[2]
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
  /** How many records the list held as last known. */
  knownTotal: number
  /** A server page just fetched (its first, to learn the total), used again rather than asked twice. */
  fetched?: Paged<T>
  /** One server page, newest first, by its own number. */
  fetchServerPage: (page: number) => Promise<Paged<T>>
}

/** Where page `page` of a list of `total` read oldest first lies in the server's pages. */
interface ServerSpan {
  /** The server pages (newest first) that hold it, in their order: one, or two neighbours. */
  pages: number[]
  /** The first of them. */
  first: number
  /** Its newest and oldest record, counted from the list's newest record (0) as the server's pages count. */
  newestIndex: number
  oldestIndex: number
}

/**
 * The server pages that hold page `page` of a list of `total` read oldest first: 15 records from the
 * oldest end, so one server page when the total is a multiple of 15 and two neighbours otherwise
 * (the newest page of the list may be short). Null past the list's end.
 */
export function serverSpanOfOldestFirst(page: number, total: number): ServerSpan | null {
  const oldestIndex = total - 1 - (page - 1) * LIST_PAGE_SIZE
  if (page < 1 || oldestIndex < 0) return null
  const newestIndex = Math.max(total - page * LIST_PAGE_SIZE, 0)
  const first = Math.floor(newestIndex / LIST_PAGE_SIZE) + 1
  const last = Math.floor(oldestIndex / LIST_PAGE_SIZE) + 1
  return { pages: first === last ? [first] : [first, last], first, newestIndex, oldestIndex }
}

const pageCount = (total: number): number => Math.max(Math.ceil(total / LIST_PAGE_SIZE), 1)

/**
 * Page `page` of the list oldest first: its 15 records from the server pages that hold them, asked
 * for together. When an answer counts another total than the one the pages were chosen by (records
 * came or went since), they are chosen again by that total and the missing ones asked for once more,
 * so the records shown were counted under one total.
 */
export async function readOldestFirst<T>({
  page,
  knownTotal,
  fetched,
  fetchServerPage,
}: OldestFirstRead<T>): Promise<Paged<T>> {
  let total = fetched?.total ?? knownTotal
  let answers = fetched ? [fetched] : []
  for (let attempt = 0; ; attempt += 1) {
    const span = serverSpanOfOldestFirst(page, total)
    // Past the end (the list shrank): nothing, and the list's controller moves to its last page.
    if (!span) return { items: [], page, lastPage: pageCount(total), total }
    const counted = total
    const served = answers
    answers = await Promise.all(
      span.pages.map(
        (number) =>
          served.find((answer) => answer.page === number && answer.total === counted) ?? fetchServerPage(number),
      ),
    )
    const recounted = answers.find((answer) => answer.total !== total)
    if (recounted && attempt === 0) {
      total = recounted.total
      continue
    }
    const base = (span.first - 1) * LIST_PAGE_SIZE
    const items = answers
      .flatMap((answer) => answer.items)
      .slice(span.newestIndex - base, span.oldestIndex - base + 1)
      .reverse()
    return { items, page, lastPage: pageCount(total), total }
  }
}
