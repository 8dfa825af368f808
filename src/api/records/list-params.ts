/** What every review list sends: the server pages, searches and filters (DESIGN section 6). */
export interface ListParams {
  /** The page of the list in its order: oldest first, page 1 is the 15 oldest records. */
  page: number
  search?: string
  status?: string
  from_date?: string
  to_date?: string
  /**
   * Read oldest first (DESIGN section 12). The API lists newest first only and is never told: the
   * console asks for its pages from the last one back (`api/records/oldest-first.ts`).
   */
  first?: 'oldest'
}

/** The same list read newest first, as the API serves it. */
export function newestFirst({ first: _first, ...params }: ListParams): ListParams {
  return params
}

/**
 * ListParams come from `toListParams`, which already trimmed the search; this only shapes the query
 * string, which never carries the order: `page` is the server's own page number here.
 */
export function toSearchParams(params: ListParams): Record<string, string | number | undefined> {
  return {
    page: params.page,
    search: params.search,
    status: params.status,
    from_date: params.from_date,
    to_date: params.to_date,
  }
}
