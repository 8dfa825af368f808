import { formatCount, formatMoney } from '@/domain/format'
import { formatTrend, trendOf, type Trend } from '@/domain/trends'
import type { DashboardFilter } from '@/domain/dashboard-range'
import type { DashboardStats, SeriesPoint } from '@/schemas/dashboard'
import { runningPeriod } from './period-label'

interface StatCardsProps {
  stats: DashboardStats
  filter: DashboardFilter
  /** The series as shown (already cut to a custom window), so each trend matches its chart. */
  loans: readonly SeriesPoint[]
  members: readonly SeriesPoint[]
  kyc: readonly SeriesPoint[]
}

interface CardTrend {
  direction: Trend['direction']
  text: string
}

const TREND_STYLE: Record<Trend['direction'], { className: string; arrow: string }> = {
  up: { className: 'text-green-800', arrow: '▲' },
  down: { className: 'text-red-700', arrow: '▼' },
  flat: { className: 'text-gray-700', arrow: '►' },
}

/** What a running period's total counts, for one and for any other number: '1 new member', '0 new members'. */
type Noun = readonly [one: string, many: string]
const NEW_MEMBERS: Noun = ['new member', 'new members']
const APPLICATIONS: Noun = ['application', 'applications']
const SUBMISSIONS: Noun = ['submission', 'submissions']

export function StatCards({ stats, filter, loans, members, kyc }: StatCardsProps) {
  const today = new Date()
  // DESIGN section 5: each card's trend comes from its own series, never from sample data. A series
  // whose latest period is still running would show a fall to nothing each morning: it says what the
  // period holds so far instead.
  const trend = (series: readonly SeriesPoint[], [one, many]: Noun): CardTrend | null => {
    const running = runningPeriod(series.at(-1)?.period, filter, today)
    if (running) {
      const total = series.at(-1)?.total ?? 0
      return { direction: 'flat', text: `${formatCount(total)} ${total === 1 ? one : many} so far ${running}` }
    }
    const change = trendOf(series)
    return change && { direction: change.direction, text: formatTrend(change) }
  }
  const cards = [
    { title: 'Active Members', value: formatCount(stats.active_members), trend: trend(members, NEW_MEMBERS) },
    { title: 'Pending Loans', value: formatCount(stats.pending_loans), trend: trend(loans, APPLICATIONS) },
    { title: 'Pending KYC', value: formatCount(stats.pending_kyc), trend: trend(kyc, SUBMISSIONS) },
    // SQL SUM over no approved loans is NULL: that is a volume of zero, not an unknown one.
    { title: 'Loan Volume', value: formatMoney(stats.loan_volume ?? 0), trend: trend(loans, APPLICATIONS) },
  ]
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map((card) => (
        <div key={card.title} className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-gray-700">{card.title}</dt>
          <dd className="mt-1 text-2xl font-semibold break-words text-gray-900">{card.value}</dd>
          {/* The API's counts are totals over every record, whatever the range the charts show. */}
          <dd className="text-xs text-gray-700">All time</dd>
          {card.trend && (
            <dd className={`mt-1 text-sm ${TREND_STYLE[card.trend.direction].className}`}>
              <span aria-hidden="true">{TREND_STYLE[card.trend.direction].arrow} </span>
              {card.trend.text}
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}
