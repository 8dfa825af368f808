import { useMemo } from 'react'
import { BarChart, type BarSeries } from '@/components/charts/BarChart'
import { ChartDataTable } from '@/components/charts/ChartDataTable'
import { LineChart, type LineSeries } from '@/components/charts/LineChart'
import type { DashboardFilter, DateWindow } from '@/domain/dashboard-range'
import type { SeriesPoint } from '@/schemas/dashboard'
import { Panel } from './Panel'
import { chartPeriodCaption, longPeriodLabel, shortPeriodLabel } from './period-label'
import { formatCount } from '@/domain/format'

interface ActivityChartsProps {
  filter: DashboardFilter
  /** The dates a custom range or 'Last 7 Days' keeps; null when the periods are shown as sent. */
  dateWindow: DateWindow | null
  custom: boolean
  loans: readonly SeriesPoint[]
  members: readonly SeriesPoint[]
  kyc: readonly SeriesPoint[]
}

/**
 * The two time series panels. The line chart's x axis follows the new-members periods; KYC values are
 * matched by period so that two series of different lengths never slide against each other.
 */
export function ActivityCharts({ filter, dateWindow, custom, loans, members, kyc }: ActivityChartsProps) {
  const caption = (periods: readonly string[]) => chartPeriodCaption(filter, periods, dateWindow, custom)
  const loanLabels = useMemo(() => loans.map((point) => shortPeriodLabel(point.period)), [loans])
  const loanSeries = useMemo<BarSeries[]>(
    () => [{ label: 'Loan applications', values: loans.map((point) => point.total), colour: 'green' }],
    [loans],
  )

  const periods = useMemo(() => unionOfPeriods(members, kyc), [members, kyc])
  const memberValues = useMemo(() => valuesAt(periods, members), [periods, members])
  const kycValues = useMemo(() => valuesAt(periods, kyc), [periods, kyc])
  const lineLabels = useMemo(() => periods.map(shortPeriodLabel), [periods])
  const lineSeries = useMemo<LineSeries[]>(
    () => [
      { label: 'New members', values: memberValues, colour: 'blue', pointStyle: 'circle' },
      { label: 'KYC submissions', values: kycValues, colour: 'orange', dashed: true, pointStyle: 'triangle' },
    ],
    [memberValues, kycValues],
  )

  return (
    <>
      <Panel title="Loan Applications" period={caption(loans.map((point) => point.period))}>
        <BarChart
          labels={loanLabels}
          series={loanSeries}
          ariaLabel="Bar chart of loan applications per period. The numbers follow in a table."
        />
        <ChartDataTable
          caption="Loan applications per period"
          rowHeader="Period"
          columns={['Loan applications']}
          rows={loans.map((point) => ({
            label: longPeriodLabel(point.period, filter),
            values: [formatCount(point.total)],
          }))}
        />
      </Panel>
      <Panel title="New Members and KYC Submissions" period={caption(periods)}>
        <LineChart
          labels={lineLabels}
          series={lineSeries}
          ariaLabel="Line chart of new members and KYC submissions per period. The numbers follow in a table."
        />
        <ChartDataTable
          caption="New members and KYC submissions per period"
          rowHeader="Period"
          columns={['New members', 'KYC submissions']}
          rows={periods.map((period, index) => ({
            label: longPeriodLabel(period, filter),
            values: [formatCount(memberValues[index] ?? 0), formatCount(kycValues[index] ?? 0)],
          }))}
        />
      </Panel>
    </>
  )
}

function unionOfPeriods(...series: (readonly SeriesPoint[])[]): string[] {
  return [...new Set(series.flatMap((points) => points.map((point) => point.period)))].sort()
}

// A period missing from one series had nothing in it: the API leaves empty buckets out of GROUP BY results.
function valuesAt(periods: readonly string[], series: readonly SeriesPoint[]): number[] {
  const totals = new Map(series.map((point) => [point.period, point.total]))
  return periods.map((period) => totals.get(period) ?? 0)
}
