import { useMemo } from 'react'
import { periodsInWindow, type DashboardFilter, type DateWindow } from '@/domain/dashboard-range'
import type { DashboardStats } from '@/schemas/dashboard'
import { ActivityCharts } from './ActivityCharts'
import { ChannelsPanel } from './ChannelsPanel'
import { LoanStatusPanel } from './LoanStatusPanel'
import { StatCards } from './StatCards'

interface DashboardContentProps {
  stats: DashboardStats
  filter: DashboardFilter
  /** The dates a custom range or 'Last 7 Days' covers; null shows every period the server sent. */
  dateWindow: DateWindow | null
  custom: boolean
  /** The previous range's figures, shown while the new ones load. */
  updating: boolean
}

export function DashboardContent({ stats, filter, dateWindow, custom, updating }: DashboardContentProps) {
  // Memoised so the charts only redraw when the figures or the window change.
  const loans = useMemo(() => periodsInWindow(stats.loan_applications_chart, dateWindow), [stats, dateWindow])
  const members = useMemo(() => periodsInWindow(stats.new_members_chart, dateWindow), [stats, dateWindow])
  const kyc = useMemo(() => periodsInWindow(stats.kyc_applications_chart, dateWindow), [stats, dateWindow])
  return (
    <div className={`space-y-6 transition-opacity ${updating ? 'opacity-60' : ''}`} aria-busy={updating || undefined}>
      <StatCards stats={stats} filter={filter} loans={loans} members={members} kyc={kyc} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ActivityCharts
          filter={filter}
          dateWindow={dateWindow}
          custom={custom}
          loans={loans}
          members={members}
          kyc={kyc}
        />
        <LoanStatusPanel stats={stats} />
        <ChannelsPanel channels={stats.channels} />
      </div>
    </div>
  )
}
