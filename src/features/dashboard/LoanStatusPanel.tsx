import { useId } from 'react'
import { KIND_WORDS } from '@/domain/dashboard-figures'
import { countOf } from '@/domain/dashboard-labels'
import { formatCount } from '@/domain/format'
import type { DashboardStats } from '@/schemas/dashboard'
import { dashboardListLink } from './dashboard-links'
import { FigureLink } from './FigureLink'
import { loanStatusShares, type LoanStatusShare } from './loan-status'
import { Panel } from './Panel'

// Bar fills reach at least 3:1 against both the white panel and the grey track (WCAG 1.4.11).
const FILL: Record<LoanStatusShare['label'], string> = {
  Pending: 'bg-amber-700',
  Verified: 'bg-sky-700',
  Approved: 'bg-green-700',
  Rejected: 'bg-red-700',
}

export function LoanStatusPanel({ stats }: { stats: DashboardStats }) {
  const total = stats.total_loans
  return (
    <Panel title="Loan Status">
      <ul className="space-y-3">
        {loanStatusShares(stats).map((share) => (
          <StatusBar key={share.label} share={share} total={total} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-gray-700">Share of all {formatCount(total)} loan applications.</p>
    </Panel>
  )
}

function StatusBar({ share, total }: { share: LoanStatusShare; total: number }) {
  const labelId = useId()
  const summary = `${formatCount(share.count)} of ${formatCount(total)} (${share.percent}%)`
  const status = share.label.toLowerCase()
  return (
    <li>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium text-gray-900">
          {share.label}
        </span>
        <span className="text-gray-700">
          <FigureLink
            to={dashboardListLink('loans', { status })}
            label={`${countOf(share.count, KIND_WORDS.loans.records)} ${status}: open the list`}
          >
            {formatCount(share.count)}
          </FigureLink>{' '}
          of {formatCount(total)} ({share.percent}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share.percent}
        aria-valuetext={summary}
        className="h-3 w-full overflow-hidden rounded-full bg-gray-200 print:h-2"
      >
        <div className={`h-full rounded-full ${FILL[share.label]}`} style={{ width: `${share.percent}%` }} />
      </div>
    </li>
  )
}
