import * as z from 'zod/mini'
import type { ListParams } from '@/api/records/list-params'
import { isCalendarDay, isInvertedRange } from '@/domain/calendar-day'
import { isAwaitingDecision } from '@/domain/queue-age'

// The router parses `?search=123` into the number 123, so a numeric search (an Omang, an id) must survive as text.
const text = z.catch(
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
      z.string().check(z.minLength(1), z.maxLength(200)),
    ),
  ),
  undefined,
)

const day = z.catch(z.optional(z.string().check(z.refine(isCalendarDay))), undefined)

// Every status the API knows is spelt in lower case (SPEC section 4): `?status=Pending` typed by hand
// means `pending`, and must not filter by a status no record has while the Status select says 'All'.
const status = z.optional(
  z.pipe(
    text,
    z.transform((value) => value?.toLowerCase()),
  ),
)

/** Which end of the whole list comes first: the API's own order (newest first), or the queue's. */
export const LIST_ORDERS = ['oldest', 'newest'] as const
export type ListOrder = (typeof LIST_ORDERS)[number]

/**
 * The URL state of every list (DESIGN section 6): what the server is asked for (page, search, status,
 * dates) and how the page on screen is sorted. Every key is optional in a link, and anything broken
 * in a hand-edited or stale URL falls back to its default instead of failing the route. Written with
 * zod/mini because route search validation ships in the entry chunk.
 */
export const listSearchSchema = z.pipe(
  z.object({
    page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1),
    search: text,
    status,
    from_date: day,
    to_date: day,
    sort: text,
    order: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
    // The order of the whole list, across its pages (DESIGN section 12). Not `sort`/`order`, which
    // only order the page on screen: absent, the list's default for its status (`listOrder`).
    first: z.catch(z.optional(z.enum(LIST_ORDERS)), undefined),
  }),
  // "From never after To": a URL that says otherwise keeps From and drops To.
  z.transform((search) =>
    isInvertedRange(search.from_date, search.to_date) ? { ...search, to_date: undefined } : search,
  ),
)

export type ListSearch = z.output<typeof listSearchSchema>

/** Values left out of the URL, so `/loans` and `/loans?page=1` are one address. */
export const LIST_SEARCH_DEFAULTS = { page: 1 } as const

/** A list of records waiting for a decision (Pending, 'Verified - awaiting approval'). */
export function isDecisionQueue(status: string | undefined): boolean {
  return isAwaitingDecision(status)
}

/**
 * The order of the list this URL state shows (DESIGN section 12). A URL that names none takes the
 * list's default: a queue of records waiting for a decision in the order its reader prefers
 * (`queueOrder`, oldest first unless they chose otherwise), so the record that has waited longest
 * comes first; every other list newest first, as the API lists it.
 */
export function listOrder(search: Pick<ListSearch, 'first' | 'status'>, queueOrder: ListOrder): ListOrder {
  return search.first ?? (isDecisionQueue(search.status) ? queueOrder : 'newest')
}

/**
 * The part of the URL state the server sees, and which end of the list it is read from (the API
 * lists newest first only; oldest first is read from its last pages back). Sorting a page stays in
 * the browser (the API cannot sort).
 */
export function toListParams(search: ListSearch, queueOrder: ListOrder): ListParams {
  return {
    page: search.page,
    search: search.search?.trim() || undefined,
    status: search.status,
    from_date: search.from_date,
    to_date: search.to_date,
    ...(listOrder(search, queueOrder) === 'oldest' ? { first: 'oldest' as const } : {}),
  }
}

/** A new search or filter starts again at page 1 (and keeps the sort and the order named in the URL). */
export function withFilters(
  current: ListSearch,
  changes: Partial<Omit<ListSearch, 'page' | 'sort' | 'order'>>,
): ListSearch {
  return { ...current, ...changes, page: 1 }
}
