import { useId } from 'react'
import { countOf } from '@/domain/dashboard-labels'
import { formatCount, formatMoney } from '@/domain/format'
import type { DashboardStats } from '@/schemas/dashboard'
import { ChannelsPanel } from './ChannelsPanel'
import { dashboardListLink } from './dashboard-links'
import { FigureLink } from './FigureLink'
import { LoanStatusPanel } from './LoanStatusPanel'

const APPROVED_LOANS = ['approved loan application', 'approved loan applications'] as const

const CARD = 'min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm print:p-2 print:shadow-none'

/**
 * The counts `dashboard-stats` gives over every record, whatever the window: said once, in the
 * section's title, and compared with nothing (a trend needs two windows counted the same way).
 */
export function AllTimeFigures({ stats }: { stats: DashboardStats }) {
  const headingId = useId()
  const approvedLoans = dashboardListLink('loans', { status: 'approved' })
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        All time
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4 print:grid-cols-4 print:gap-2">
        <dl className={`${CARD} flex flex-col gap-3`}>
          <div>
            <dt className="text-sm text-gray-700">Active Members</dt>
            <dd className="text-2xl">
              <FigureLink
                to={dashboardListLink('members', { status: 'approved' })}
                label={`${formatCount(stats.active_members)} active members: open the list`}
              >
                {formatCount(stats.active_members)}
              </FigureLink>
            </dd>
          </div>
          <div>
            {/* SQL SUM over no approved loans is NULL: that is a volume of zero, not an unknown one. */}
            <dt className="text-sm text-gray-700">Loan Volume, approved</dt>
            <dd className="text-xl font-semibold break-words text-gray-900">{formatMoney(stats.loan_volume ?? 0)}</dd>
            <dd className="text-xs text-gray-700">
              The amounts of all{' '}
              <FigureLink
                to={approvedLoans}
                label={`The ${countOf(stats.approved_loans, APPROVED_LOANS)} it adds up: open the list`}
              >
                {formatCount(stats.approved_loans)}
              </FigureLink>{' '}
              approved loans
            </dd>
          </div>
        </dl>
        <LoanStatusPanel stats={stats} />
        <div className="md:col-span-2 print:col-span-2">
          <ChannelsPanel channels={stats.channels} />
        </div>
      </div>
    </section>
  )
}
