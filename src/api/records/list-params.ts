/** What every review list sends: the server pages, searches and filters (DESIGN section 6). */
export interface ListParams {
  page: number
  search?: string
  status?: string
  from_date?: string
  to_date?: string
}

/** ListParams come from `toListParams`, which already trimmed the search; this only shapes the query string. */
export function toSearchParams(params: ListParams): Record<string, string | number | undefined> {
  return {
    page: params.page,
    search: params.search,
    status: params.status,
    from_date: params.from_date,
    to_date: params.to_date,
  }
}
