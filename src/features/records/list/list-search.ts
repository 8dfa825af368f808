import * as z from 'zod/mini'
import type { ListParams } from '@/api/records/list-params'
import { isCalendarDay, isInvertedRange } from '@/domain/calendar-day'

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
    status: text,
    from_date: day,
    to_date: day,
    sort: text,
    order: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  }),
  // "From never after To": a URL that says otherwise keeps From and drops To.
  z.transform((search) =>
    isInvertedRange(search.from_date, search.to_date) ? { ...search, to_date: undefined } : search,
  ),
)

export type ListSearch = z.output<typeof listSearchSchema>

/** Values left out of the URL, so `/loans` and `/loans?page=1` are one address. */
export const LIST_SEARCH_DEFAULTS = { page: 1 } as const

/** The part of the URL state the server sees; sorting stays in the browser (the API cannot sort). */
export function toListParams(search: ListSearch): ListParams {
  return {
    page: search.page,
    search: search.search?.trim() || undefined,
    status: search.status,
    from_date: search.from_date,
    to_date: search.to_date,
  }
}

/** A new search or filter starts again at page 1 (and keeps the sort). */
export function withFilters(
  current: ListSearch,
  changes: Partial<Omit<ListSearch, 'page' | 'sort' | 'order'>>,
): ListSearch {
  return { ...current, ...changes, page: 1 }
}
