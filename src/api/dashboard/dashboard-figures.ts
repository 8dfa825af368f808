import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { FigureKind } from '@/domain/dashboard-figures'
import type { DateWindow } from '@/domain/dashboard-range'
import { kycResource } from '../kyc/kyc.api'
import { loanResource } from '../loans/loans.api'
import { memberResource } from '../members/members.api'
import type { Paged } from '@/schemas/laravel'
import { priorityOf } from '../query-priority'
import type { RequestPriority } from '../request-scheduler'

/** The list filters a figure is counted with; the same filters open the list whose total it is. */
export interface FigureFilters {
  status?: string
  from_date?: string
  to_date?: string
}

const RESOURCES = { loans: loanResource, kyc: kycResource, members: memberResource }

/** What the dashboard reads of any record on a figure's page: the oldest one's age and where it opens. */
export interface FigureRecord {
  id: number
  created_at: string | null
}

/**
 * Window figures change only when a record arrives or moves, and a move made here invalidates every
 * list (api/records/status-transition.ts): a range seen a minute ago is shown again without asking.
 */
const WINDOW_STALE_MS = 5 * 60_000

interface FigureOptions {
  priority?: RequestPriority
  staleTime?: number
}

/**
 * A list page's query as a figure: through the request scheduler at the given priority (background
 * unless it is a first figure), and with no placeholder, so a figure never shows the previous
 * window's count under the new window's name.
 */
function asFigure<O extends object>(options: O, { priority = 'background', staleTime }: FigureOptions) {
  // An undefined staleTime would override the client's default rather than fall back to it.
  return {
    ...options,
    meta: { priority },
    placeholderData: undefined,
    ...(staleTime === undefined ? {} : { staleTime }),
  }
}

/**
 * One figure: a page of the kind's list with those filters, under the list's own query key and
 * fetched as the list fetches it (the resource factory's), so the list a figure opens finds the same
 * page already in the cache. The figure is the page's `total`; of its records the dashboard reads
 * only what every kind has, which keeps one type for the three kinds.
 */
function figurePage(kind: FigureKind, filters: FigureFilters, page: number, options: FigureOptions = {}) {
  const resource = RESOURCES[kind]
  const params = { page, ...filters }
  const figure = queryOptions({
    queryKey: resource.keys.list(params),
    queryFn: ({ signal, meta }): Promise<Paged<FigureRecord>> => resource.fetchPage(params, signal, priorityOf(meta)),
  })
  return asFigure(figure, options)
}

const inWindow = (dateWindow: DateWindow, status?: string): FigureFilters => ({
  status,
  from_date: dateWindow.from,
  to_date: dateWindow.to,
})

/**
 * The dashboard's queries (DESIGN section 13). What the page shows first (what waits now, what came
 * in in the window) goes in the foreground; everything else uses spare budget.
 */
export const dashboardFigureQueries = {
  /** Waiting now: `status=pending`. Its `last_page` also says where the oldest one is. */
  pendingNow: (kind: FigureKind) => figurePage(kind, { status: 'pending' }, 1, { priority: 'foreground' }),
  /** The page holding the oldest pending record: the list is newest first, so its last page. */
  oldestPending: (kind: FigureKind, lastPage: number) => figurePage(kind, { status: 'pending' }, lastPage),
  /** Pending and created on or before the service level's cutoff day. */
  pastServiceLevel: (kind: FigureKind, cutoff: string) => figurePage(kind, { status: 'pending', to_date: cutoff }, 1),
  /** Received in a window; the current window's count is a first figure, a base is background work. */
  received: (kind: FigureKind, dateWindow: DateWindow, priority: RequestPriority = 'background') =>
    figurePage(kind, inWindow(dateWindow), 1, { priority, staleTime: WINDOW_STALE_MS }),
  /** Received in a window and now in that status. */
  receivedWithStatus: (kind: FigureKind, dateWindow: DateWindow, status: string) =>
    figurePage(kind, inWindow(dateWindow, status), 1, { staleTime: WINDOW_STALE_MS }),
  /** A page of the loans approved among those received in a window, whose amounts make the loan volume. */
  approvedLoans: (dateWindow: DateWindow, page: number) =>
    asFigure(loanResource.queries.list({ page, ...inWindow(dateWindow, 'approved') }), { staleTime: WINDOW_STALE_MS }),
}

/** Every list query of a kind, the dashboard's counts among them. */
export function figureListsKey(kind: FigureKind) {
  return RESOURCES[kind].keys.lists()
}

/** A card's Try again: the kind's counts that failed, asked again (one request each). */
export function retryFailedFigures(queryClient: QueryClient, kind: FigureKind): Promise<void> {
  return queryClient.refetchQueries({
    queryKey: figureListsKey(kind),
    predicate: (query) => query.state.status === 'error',
  })
}
