import type { QueryClient } from '@tanstack/react-query'
import { dashboardFigureQueries } from '@/api/dashboard/dashboard-figures'
import { dashboardQueries } from '@/api/dashboard/dashboard.queries'
import { downloadTextFile } from '@/components/download'
import { toCsv } from '@/domain/csv'
import { bucketsInWindow } from '@/domain/dashboard-buckets'
import { approvalRate, FIGURE_KINDS, KIND_WORDS, WINDOW_STATUSES, windowStatusLabel } from '@/domain/dashboard-figures'
import { previousWindow, windowDays, type DashboardFilter, type DateWindow } from '@/domain/dashboard-range'
import { formatDays, formatIsoDay, formatPlainNumber } from '@/domain/format'
import { ageInDays, serviceLevelCutoff } from '@/domain/queue-age'
import { previousWindowName } from '@/domain/trends'
import { windowChange } from '@/domain/trends'
import { reviewSlaDays } from '@/config'
import { loanStatusShares } from './loan-status'
import { BUCKET_NAMES, DASHBOARD_SERIES, longBucketLabel } from './period-label'
import { VOLUME_MAX_PAGES } from './use-dashboard-figures'

/** What the page shows: its day, its window and the bucket size of its series. */
export interface DashboardView {
  today: Date
  dateWindow: DateWindow | null
  filter: DashboardFilter
}

const HEADER = ['Section', 'Figure', 'Value', 'From', 'To']

type Row = [section: string, figure: string, value: number | null | undefined, from: string, to: string]

/**
 * Every figure on the page, one a row, spreadsheet-ready (DESIGN section 6: plain numbers, dates
 * `yyyy-mm-dd`): what it is, its value, and the days it covers (only the last day for what waits
 * now; the day of the export for an all-time count). The figures come from the same queries the page
 * draws, so the file says what the page says; any the page has not loaded yet are asked for first.
 */
export async function dashboardFigureRows(queryClient: QueryClient, view: DashboardView): Promise<string[][]> {
  const { today, dateWindow, filter } = view
  const now = formatIsoDay(today)
  const page = queryClient.ensureQueryData.bind(queryClient)
  const queries = dashboardFigureQueries
  const rows: Row[] = []

  const cutoff = serviceLevelCutoff(today, reviewSlaDays)
  for (const kind of FIGURE_KINDS) {
    const title = KIND_WORDS[kind].title
    const [pending, past] = await Promise.all([
      page(queries.pendingNow(kind)),
      page(queries.pastServiceLevel(kind, cutoff)),
    ])
    const last = (pending.lastPage > 1 ? await page(queries.oldestPending(kind, pending.lastPage)) : pending).items.at(
      -1,
    )
    rows.push(['Waiting now', `${title}: pending`, pending.total, '', now])
    rows.push([
      'Waiting now',
      `${title}: oldest waiting (days)`,
      last ? ageInDays(last.created_at, today) : null,
      '',
      now,
    ])
    rows.push(['Waiting now', `${title}: waiting more than ${formatDays(reviewSlaDays)}`, past.total, '', cutoff])
  }

  if (dateWindow) {
    const base = previousWindow(dateWindow)
    const section = 'Received in the window'
    rows.unshift(['Window', 'Days', windowDays(dateWindow), dateWindow.from, dateWindow.to])
    for (const kind of FIGURE_KINDS) {
      const title = KIND_WORDS[kind].title
      const [received, previous, ...statuses] = await Promise.all([
        page(queries.received(kind, dateWindow)),
        page(queries.received(kind, base)),
        ...WINDOW_STATUSES[kind].map((status) => page(queries.receivedWithStatus(kind, dateWindow, status))),
      ])
      const total = (status: string) => statuses[WINDOW_STATUSES[kind].indexOf(status)]?.total ?? 0
      rows.push([section, `${title}: received`, received.total, dateWindow.from, dateWindow.to])
      rows.push([
        section,
        `${title}: received in ${previousWindowName(windowDays(dateWindow))}`,
        previous.total,
        base.from,
        base.to,
      ])
      rows.push([
        section,
        `${title}: change (%)`,
        windowChange(received.total, previous.total)?.percent,
        dateWindow.from,
        dateWindow.to,
      ])
      WINDOW_STATUSES[kind].forEach((status, index) => {
        const label = windowStatusLabel(kind, status).toLowerCase()
        rows.push([section, `${title}: ${label} now`, statuses[index]?.total, dateWindow.from, dateWindow.to])
      })
      rows.push([
        section,
        `${title}: approval rate (%)`,
        approvalRate(total('approved'), total('rejected')),
        dateWindow.from,
        dateWindow.to,
      ])
    }
    rows.push([
      section,
      'Loan Applications: loan volume, approved (BWP)',
      await loanVolume(page, dateWindow),
      dateWindow.from,
      dateWindow.to,
    ])
  }

  const stats = await page(dashboardQueries.stats(filter))
  if (dateWindow) {
    for (const { title, key } of DASHBOARD_SERIES) {
      for (const bucket of bucketsInWindow(stats[key], filter, dateWindow, today)) {
        rows.push([
          `${title} ${BUCKET_NAMES[filter].per}`,
          longBucketLabel(bucket, filter),
          bucket.total,
          bucket.from,
          bucket.to,
        ])
      }
    }
  }
  rows.push(['All time', 'Active Members', stats.active_members, '', now])
  rows.push(['All time', 'Loan Volume, approved (BWP)', stats.loan_volume ?? 0, '', now])
  for (const share of loanStatusShares(stats))
    rows.push(['All time', `Loan Status: ${share.label}`, share.count, '', now])
  if (stats.channels) {
    rows.push(['All time', 'Channels: WhatsApp', stats.channels.whatsapp, '', now])
    rows.push(['All time', 'Channels: Facebook', stats.channels.facebook, '', now])
    rows.push(['All time', 'Channels: Web', stats.channels.web, '', now])
  }
  return rows.map(([section, figure, value, from, to]) => [section, figure, formatPlainNumber(value), from, to])
}

/** The window's approved loan volume as the page adds it up, or nothing when there are too many pages. */
async function loanVolume(page: QueryClient['ensureQueryData'], dateWindow: DateWindow): Promise<number | null> {
  const first = await page(dashboardFigureQueries.approvedLoans(dateWindow, 1))
  if (first.lastPage > VOLUME_MAX_PAGES) return null
  const rest = first.lastPage > 1 ? [await page(dashboardFigureQueries.approvedLoans(dateWindow, 2))] : []
  return [first, ...rest]
    .flatMap((loans) => loans.items)
    .reduce((sum, loan) => sum + (loan.amount_applied_for_in_numeric ?? 0), 0)
}

/** `Dashboard figures 2026-11-12 to 2026-11-25.csv` */
export async function exportDashboardFigures(queryClient: QueryClient, view: DashboardView): Promise<void> {
  const rows = await dashboardFigureRows(queryClient, view)
  const span = view.dateWindow ? ` ${view.dateWindow.from} to ${view.dateWindow.to}` : ''
  downloadTextFile(toCsv(HEADER, rows), `Dashboard figures${span}.csv`, 'text/csv;charset=utf-8')
}
