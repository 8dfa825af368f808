import { useMemo, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { dashboardQueries } from '@/api/dashboard/dashboard.queries'
import { LoadingBar } from '@/components/ui/LoadingBar'
import { PageTitle } from '@/components/ui/PageTitle'
import { customWindow, filterForRange, presetWindow, type DashboardRange } from '@/domain/dashboard-range'
import { DashboardContent } from './DashboardContent'
import { DashboardError } from './DashboardError'
import { DashboardSkeleton } from './DashboardSkeleton'
import { RangeControls } from './RangeControls'

export interface DashboardSearch {
  range: DashboardRange
  from?: string | undefined
  to?: string | undefined
}

interface DashboardScreenProps {
  search: DashboardSearch
  onSearchChange: (search: DashboardSearch) => void
}

export function DashboardScreen({ search, onSearchChange }: DashboardScreenProps) {
  const { range, from, to } = search
  const filter = filterForRange(range)
  // Switching range keeps the last figures on screen until the new ones arrive, instead of a skeleton
  // flash. A failure the loader already met is shown at once rather than asked (and refused) again on mount.
  const query = useQuery({ ...dashboardQueries.stats(filter), placeholderData: keepPreviousData, retryOnMount: false })
  const dateWindow = useMemo(
    () => (range === 'custom' ? customWindow(from, to) : presetWindow(range, new Date())),
    [range, from, to],
  )
  // While a new range loads, the figures on screen are the last range's: they keep that range's
  // cadence, window and captions until the new figures replace them, never the new range's labels.
  const requested = useMemo(() => ({ filter, dateWindow, custom: range === 'custom' }), [filter, dateWindow, range])
  const [shown, setShown] = useState(requested)
  const arrived = query.data !== undefined && !query.isPlaceholderData
  if (arrived && shown !== requested) setShown(requested)
  const onScreen = arrived ? requested : shown

  return (
    <>
      <PageTitle
        actions={
          <RangeControls
            range={range}
            from={from}
            to={to}
            onSelectRange={(next) => onSearchChange({ range: next })}
            onApplyCustom={(nextFrom, nextTo) => onSearchChange({ range: 'custom', from: nextFrom, to: nextTo })}
          />
        }
      >
        Dashboard
      </PageTitle>
      <p role="status" className="sr-only">
        {query.isPlaceholderData ? 'Loading...' : ''}
      </p>
      {query.isPlaceholderData && <LoadingBar label="Loading the dashboard" className="-mt-2 mb-1 rounded-full" />}
      {query.isError ? (
        <DashboardError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data ? (
        <DashboardContent
          stats={query.data}
          filter={onScreen.filter}
          dateWindow={onScreen.dateWindow}
          custom={onScreen.custom}
          updating={query.isPlaceholderData}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </>
  )
}
