import { formatCount, formatMoney } from '@/domain/format'
import { formatTrend, trendOf, type Trend } from '@/domain/trends'
import type { DashboardStats, SeriesPoint } from '@/schemas/dashboard'

interface StatCardsProps {
  stats: DashboardStats
  /** The series as shown (already cut to a custom window), so each trend matches its chart. */
  loans: readonly SeriesPoint[]
  members: readonly SeriesPoint[]
  kyc: readonly SeriesPoint[]
}

const TREND_STYLE: Record<Trend['direction'], { className: string; arrow: string }> = {
  up: { className: 'text-green-800', arrow: '▲' },
  down: { className: 'text-red-700', arrow: '▼' },
  flat: { className: 'text-gray-700', arrow: '►' },
}

export function StatCards({ stats, loans, members, kyc }: StatCardsProps) {
  // DESIGN section 5: each card's trend comes from its own series, never from sample data.
  const cards = [
    { title: 'Active Members', value: formatCount(stats.active_members), trend: trendOf(members) },
    { title: 'Pending Loans', value: formatCount(stats.pending_loans), trend: trendOf(loans) },
    { title: 'Pending KYC', value: formatCount(stats.pending_kyc), trend: trendOf(kyc) },
    // SQL SUM over no approved loans is NULL: that is a volume of zero, not an unknown one.
    { title: 'Loan Volume', value: formatMoney(stats.loan_volume ?? 0), trend: trendOf(loans) },
  ]
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <div key={card.title} className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-gray-700">{card.title}</dt>
          <dd className="mt-1 text-2xl font-semibold break-words text-gray-900">{card.value}</dd>
          {card.trend && (
            <dd className={`mt-1 text-sm ${TREND_STYLE[card.trend.direction].className}`}>
              <span aria-hidden="true">{TREND_STYLE[card.trend.direction].arrow} </span>
              {formatTrend(card.trend)}
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}
