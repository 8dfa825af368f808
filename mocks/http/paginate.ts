import type { JsonBodyType } from 'msw'

const PER_PAGE = 15

interface PageLink {
  url: string | null
  label: string
  active: boolean
}

// Laravel's resolveCurrentPage: anything but a positive integer means page 1.
function currentPage(url: URL): number {
  const raw = url.searchParams.get('page') ?? ''
  return /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1
}

// Laravel's UrlWindow with onEachSide = 3.
function pageWindow(current: number, last: number): (number | '...')[] {
  const range = (from: number, to: number): number[] =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index)
  if (last < 14) return range(1, last)
  if (current <= 6) return [...range(1, 8), '...', last - 1, last]
  if (current > last - 6) return [1, 2, '...', ...range(last - 8, last)]
  return [1, 2, '...', ...range(current - 3, current + 3), '...', last - 1, last]
}

function paged<T extends JsonBodyType>(rows: readonly T[], url: URL) {
  const page = currentPage(url)
  const total = rows.length
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE))
  const data = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE)
  const path = `${url.origin}${url.pathname}`
  // withQueryString(): page links keep the filters.
  const pageUrl = (target: number): string => {
    const query = new URLSearchParams(url.searchParams)
    query.set('page', String(target))
    return `${path}?${query.toString()}`
  }
  const links: PageLink[] = [
    { url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false },
    ...pageWindow(page, lastPage).map((entry) =>
      entry === '...'
        ? { url: null, label: '...', active: false }
        : { url: pageUrl(entry), label: String(entry), active: entry === page },
    ),
    { url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false },
  ]
  const from = data.length > 0 ? (page - 1) * PER_PAGE + 1 : null
  const to = from === null ? null : from + data.length - 1
  return { data, page, total, lastPage, path, links, from, to, pageUrl }
}

// LengthAwarePaginator::toArray()
export function paginator<T extends JsonBodyType>(rows: readonly T[], url: URL): JsonBodyType {
  const { data, page, total, lastPage, path, links, from, to, pageUrl } = paged(rows, url)
  return {
    current_page: page,
    data,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path,
    per_page: PER_PAGE,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to,
    total,
  }
}

// A JsonResource collection over a paginator: the paging numbers move under `meta`.
export function resourceCollection<T extends JsonBodyType>(rows: readonly T[], url: URL): JsonBodyType {
  const { data, page, total, lastPage, path, links, from, to, pageUrl } = paged(rows, url)
  return {
    data,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page > 1 ? pageUrl(page - 1) : null,
      next: page < lastPage ? pageUrl(page + 1) : null,
    },
    meta: { current_page: page, from, last_page: lastPage, links, path, per_page: PER_PAGE, to, total },
  }
}
