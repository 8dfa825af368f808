import { useMemo } from 'react'
import { BarChart, type BarSeries } from '@/components/charts/BarChart'
import { ChartDataTable } from '@/components/charts/ChartDataTable'
import type { SeriesColour } from '@/components/charts/chart-theme'
import { bucketsInWindow } from '@/domain/dashboard-buckets'
import type { DashboardFilter, DateWindow } from '@/domain/dashboard-range'
import { formatCount } from '@/domain/format'
import type { DashboardStats, SeriesPoint } from '@/schemas/dashboard'
import { Panel } from './Panel'
import { BUCKET_NAMES, chartCaption, DASHBOARD_SERIES, longBucketLabel, shortBucketLabel } from './period-label'

interface ActivityChartsProps {
  stats: DashboardStats
  filter: DashboardFilter
  dateWindow: DateWindow
  today: Date
}

/** The three series of `dashboard-stats`, each cut to the buckets that overlap the window. */
export function ActivityCharts({ stats, filter, dateWindow, today }: ActivityChartsProps) {
  return DASHBOARD_SERIES.map(({ key, ...series }) => (
    <SeriesChart key={key} {...series} series={stats[key]} filter={filter} dateWindow={dateWindow} today={today} />
  ))
}

interface SeriesChartProps extends Omit<ActivityChartsProps, 'stats'> {
  title: string
  noun: string
  colour: SeriesColour
  series: readonly SeriesPoint[]
}

function SeriesChart({ title, noun, colour, series, filter, dateWindow, today }: SeriesChartProps) {
  // Memoised so a chart redraws only when its figures or the window change.
  const buckets = useMemo(() => bucketsInWindow(series, filter, dateWindow, today), [series, filter, dateWindow, today])
  const labels = useMemo(() => buckets.map((bucket) => shortBucketLabel(bucket, filter)), [buckets, filter])
  const bars = useMemo<BarSeries[]>(
    () => [
      {
        label: title,
        values: buckets.map((bucket) => bucket.total),
        colour,
        hollow: buckets.map((bucket) => bucket.unfinished),
      },
    ],
    [buckets, colour, title],
  )
  const per = BUCKET_NAMES[filter].per
  return (
    <Panel title={`${title} ${per}`} period={chartCaption(filter, dateWindow, buckets)}>
      <BarChart
        labels={labels}
        series={bars}
        ariaLabel={`Bar chart of ${noun} ${per}. The numbers follow in a table.`}
        className="h-56 print:h-44"
      />
      <ChartDataTable
        caption={`${title} ${per}`}
        rowHeader="Period"
        columns={[title]}
        rows={buckets.map((bucket) => ({
          label: longBucketLabel(bucket, filter),
          values: [formatCount(bucket.total)],
        }))}
      />
    </Panel>
  )
}
