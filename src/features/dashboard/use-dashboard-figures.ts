import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query'
import { dashboardFigureQueries, figureListsKey, retryFailedFigures } from '@/api/dashboard/dashboard-figures'
import type { FigureKind, ReviewStatus } from '@/domain/dashboard-figures'
import { previousWindow, type DateWindow } from '@/domain/dashboard-range'
import { serviceLevelCutoff } from '@/domain/queue-age'
import { reviewSlaDays } from '@/config'

/*
 * Each card asks for its own counts with a fixed set of `useQuery` calls (no `useQueries`, whose
 * observer would weigh on the framework chunk that every page loads). Identical keys are one query,
 * so a figure drawn twice is asked for once.
 */

/** One count on the page: a list's total, undefined while it loads. */
export interface Figure {
  value: number | undefined
  error: Error | null
}

interface PageResult {
  data?: { total: number }
  error: Error | null
}

function figureOf(result: PageResult): Figure {
  return { value: result.data?.total, error: result.error }
}

/** A card's Try again: every failed count of that kind, asked again. */
export function useRetryFailed(kind: FigureKind): { retry: () => void; retrying: boolean } {
  const queryClient = useQueryClient()
  const retrying = useIsFetching({ queryKey: figureListsKey(kind) }) > 0
  return { retry: () => void retryFailedFigures(queryClient, kind), retrying }
}

/** The oldest record waiting in a queue: undefined while it loads, null when none is waiting. */
export interface OldestRecord {
  id: number
  createdAt: string | null
}

export interface QueueHealth {
  kind: FigureKind
  pending: Figure
  pastServiceLevel: Figure
  oldest: OldestRecord | null | undefined
  oldestError: Error | null
  /** The last creation day past the service level: the list's `to_date`. */
  cutoff: string
}

/**
 * A queue's health (DESIGN section 12): pending now, how many of those wait past the service level,
 * and the oldest. The list is newest first, so the oldest is the last record of the last page: page 1
 * says which page that is, and is that page when there is only one.
 */
export function useQueueHealth(kind: FigureKind, today: Date): QueueHealth {
  const cutoff = serviceLevelCutoff(today, reviewSlaDays)
  const pending = useQuery(dashboardFigureQueries.pendingNow(kind))
  const pastServiceLevel = useQuery(dashboardFigureQueries.pastServiceLevel(kind, cutoff))
  const lastPage = pending.data?.lastPage ?? 1
  const lastPageQuery = useQuery({ ...dashboardFigureQueries.oldestPending(kind, lastPage), enabled: lastPage > 1 })
  const holder = lastPage > 1 ? lastPageQuery : pending
  const last = holder.data?.items.at(-1)
  return {
    kind,
    cutoff,
    pending: figureOf(pending),
    pastServiceLevel: figureOf(pastServiceLevel),
    oldest: holder.data ? (last ? { id: last.id, createdAt: last.created_at } : null) : undefined,
    oldestError: holder.error,
  }
}

export interface WindowCounts extends Record<ReviewStatus, Figure> {
  received: Figure
  /** Received in the previous window of the same length: the trend's base. */
  previous: Figure
}

/**
 * What a kind received in a window (DESIGN section 13), by the status each has now (the review
 * statuses every kind has; `useStatusCount` for a kind's others), and in the window before it.
 */
export function useWindowCounts(kind: FigureKind, dateWindow: DateWindow): WindowCounts {
  const queries = dashboardFigureQueries
  const received = useQuery(queries.received(kind, dateWindow, 'foreground'))
  const previous = useQuery(queries.received(kind, previousWindow(dateWindow)))
  const pending = useQuery(queries.receivedWithStatus(kind, dateWindow, 'pending'))
  const verified = useQuery(queries.receivedWithStatus(kind, dateWindow, 'verified'))
  const approved = useQuery(queries.receivedWithStatus(kind, dateWindow, 'approved'))
  const rejected = useQuery(queries.receivedWithStatus(kind, dateWindow, 'rejected'))
  return {
    received: figureOf(received),
    previous: figureOf(previous),
    pending: figureOf(pending),
    verified: figureOf(verified),
    approved: figureOf(approved),
    rejected: figureOf(rejected),
  }
}

/** Received in a window and now in a status only some kinds have (a member's `suspended`). */
export function useStatusCount(kind: FigureKind, dateWindow: DateWindow, status: string): Figure {
  return figureOf(useQuery(dashboardFigureQueries.receivedWithStatus(kind, dateWindow, status)))
}

export interface LoanVolume {
  /** BWP summed over the approved loans' amounts; undefined while loading or when there are too many. */
  amount: number | undefined
  /** More approved loans than the pages the dashboard reads to add them up. */
  tooMany: boolean
  error: Error | null
}

/**
 * The loan volume sums the amounts on the approved loans' pages. The first page is the approved count's
 * own; a second costs one more request. Past that, adding up here would cost a range change more than
 * its share of the budget, and the page says so instead (the Approved list's export sums them).
 */
export const VOLUME_MAX_PAGES = 2

export function useLoanVolume(dateWindow: DateWindow): LoanVolume {
  const first = useQuery(dashboardFigureQueries.approvedLoans(dateWindow, 1))
  const lastPage = first.data?.lastPage ?? 1
  const tooMany = lastPage > VOLUME_MAX_PAGES
  const second = useQuery({ ...dashboardFigureQueries.approvedLoans(dateWindow, 2), enabled: lastPage === 2 })
  const pages = lastPage === 2 ? [first.data, second.data] : [first.data]
  const error = first.error ?? (lastPage === 2 ? second.error : null)
  if (tooMany || pages.some((page) => page === undefined)) return { amount: undefined, tooMany, error }
  const amount = pages
    .flatMap((page) => page?.items ?? [])
    .reduce((sum, loan) => sum + (loan.amount_applied_for_in_numeric ?? 0), 0)
  return { amount, tooMany, error }
}
