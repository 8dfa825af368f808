import { useEffect, useMemo, useState } from 'react'
import { keepPreviousData, useIsFetching, useQuery } from '@tanstack/react-query'
import { dashboardQueries } from '@/api/dashboard/dashboard.queries'
import { useRequestWaitSeconds } from '@/features/session/use-request-wait'
import { LoadingBar } from '@/components/ui/LoadingBar'
import { PageTitle } from '@/components/ui/PageTitle'
import { parseCalendarDay } from '@/domain/calendar-day'
import { dashboardWindow, seriesFilterFor, windowStanding, type DashboardRange } from '@/domain/dashboard-range'
import { describeWindow } from '@/domain/dashboard-labels'
import { formatDateTime, formatIsoDay } from '@/domain/format'
import { ActivityCharts } from './ActivityCharts'
import { AllTimeFigures } from './AllTimeFigures'
import { DashboardError } from './DashboardError'
import { DashboardSkeleton } from './DashboardSkeleton'
import { ExportFiguresButton } from './ExportFiguresButton'
import { QueueHealthCards } from './QueueHealthCards'
import { RangeControls } from './RangeControls'
import { WindowCards } from './WindowCards'
import './dashboard-print.css'

export interface DashboardSearch {
  range: DashboardRange
  from?: string | undefined
  to?: string | undefined
}

interface DashboardScreenProps {
  search: DashboardSearch
  onSearchChange: (search: DashboardSearch) => void
}

/** After the window's dates: what its figures can hold yet. */
const STANDING_NOTE = { past: '', running: ', today so far', ahead: ', not begun yet' } as const

/**
 * Counts held back by the request budget (DESIGN section 9) say so, rather than look stuck. Its own
 * component: it follows every query's fetching, which the rest of the page need not re-render for.
 */
function BudgetWait() {
  const seconds = useRequestWaitSeconds('background')
  const waiting = useIsFetching({ predicate: (query) => query.meta?.priority === 'background' }) > 0
  if (seconds === null || !waiting) return null
  return <p className="text-sm text-gray-700 print:hidden">Some figures wait for the request budget ({seconds} s).</p>
}

/** When the page was last printed (or shown), for the printed page's header. */
function usePrintTime(): Date {
  const [printedAt, setPrintedAt] = useState(() => new Date())
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date())
    window.addEventListener('beforeprint', stamp)
    return () => window.removeEventListener('beforeprint', stamp)
  }, [])
  return printedAt
}

/** Today at local midnight, the same object all day: windows and ages are counted in calendar days. */
function useToday(): Date {
  const day = formatIsoDay(new Date())
  return useMemo(() => parseCalendarDay(day) ?? new Date(), [day])
}

export function DashboardScreen({ search, onSearchChange }: DashboardScreenProps) {
  const { range, from, to } = search
  const today = useToday()
  const dateWindow = useMemo(() => dashboardWindow({ range, from, to }, today), [range, from, to, today])
  const filter = seriesFilterFor(dateWindow, today)
  // A change of series keeps the last charts on screen until the new ones arrive, instead of a skeleton
  // flash. A failure the loader already met is shown at once rather than asked (and refused) again on mount.
  const stats = useQuery({ ...dashboardQueries.stats(filter), placeholderData: keepPreviousData, retryOnMount: false })
  // While other buckets load, the charts on screen keep the window and bucket size they were drawn for.
  const requested = useMemo(() => ({ filter, dateWindow }), [filter, dateWindow])
  const [shown, setShown] = useState(requested)
  const arrived = stats.data !== undefined && !stats.isPlaceholderData
  if (arrived && shown !== requested) setShown(requested)
  const charted = arrived ? requested : shown

  const view = useMemo(() => ({ today, dateWindow, filter }), [today, dateWindow, filter])
  const printedAt = usePrintTime()

  return (
    <div data-dashboard className="space-y-6 print:space-y-3">
      <div>
        <PageTitle
          actions={
            <div className="flex flex-wrap items-end gap-3 print:hidden">
              <RangeControls
                range={range}
                from={from}
                to={to}
                onSelectRange={(next) => onSearchChange({ range: next })}
                onApplyCustom={(nextFrom, nextTo) => onSearchChange({ range: 'custom', from: nextFrom, to: nextTo })}
              />
              <ExportFiguresButton view={view} />
            </div>
          }
        >
          Dashboard
        </PageTitle>
        <p className="-mt-3 text-base font-medium text-gray-900">
          {dateWindow
            ? `${describeWindow(dateWindow)}${STANDING_NOTE[windowStanding(dateWindow, today)]}`
            : 'Choose the From and To dates of the custom range, then Filter.'}
        </p>
        <p className="hidden text-xs text-gray-700 print:block">Printed {formatDateTime(printedAt)}</p>
        <BudgetWait />
      </div>
      <p role="status" className="sr-only">
        {stats.isPlaceholderData ? 'Loading...' : ''}
      </p>
      {stats.isPlaceholderData && (
        <LoadingBar label="Loading the dashboard" className="-mt-4 rounded-full print:hidden" />
      )}
      <QueueHealthCards today={today} />
      {dateWindow && <WindowCards dateWindow={dateWindow} />}
      {stats.isError ? (
        <DashboardError error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : stats.data ? (
        <div
          className={`space-y-6 transition-opacity print:space-y-3 ${stats.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={stats.isPlaceholderData || undefined}
        >
          {charted.dateWindow && (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 print:grid-cols-3 print:gap-2">
              <ActivityCharts
                stats={stats.data}
                filter={charted.filter}
                dateWindow={charted.dateWindow}
                today={today}
              />
            </div>
          )}
          <AllTimeFigures stats={stats.data} />
        </div>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  )
}
