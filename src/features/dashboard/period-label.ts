import { parseCalendarDay } from '@/domain/calendar-day'
import type { WindowBucket } from '@/domain/dashboard-buckets'
import { formatWindowDates } from '@/domain/dashboard-labels'
import type { DashboardFilter, DateWindow } from '@/domain/dashboard-range'
import { formatDate, formatMonth, formatMonthDay } from '@/domain/format'

/** The three series of `dashboard-stats`, as the page names and draws them. */
export const DASHBOARD_SERIES = [
  { title: 'Loan Applications', noun: 'loan applications', colour: 'green', key: 'loan_applications_chart' },
  { title: 'New Members', noun: 'new members', colour: 'blue', key: 'new_members_chart' },
  { title: 'KYC Submissions', noun: 'KYC submissions', colour: 'orange', key: 'kyc_applications_chart' },
] as const

/** The bucket size, named: a chart's title says `per day`, its caption `Daily`. */
export const BUCKET_NAMES: Record<DashboardFilter, { per: string; cadence: string; unfinished: string }> = {
  daily: { per: 'per day', cadence: 'Daily', unfinished: 'today' },
  weekly: { per: 'per week', cadence: 'Weekly, Monday to Sunday', unfinished: 'this week' },
  monthly: { per: 'per month', cadence: 'Monthly', unfinished: 'this month' },
}

/** Axis label: `Mar 03` for a day or a week (its Monday), `Mar 2025` for a month. */
export function shortBucketLabel(bucket: WindowBucket, filter: DashboardFilter): string {
  const first = parseCalendarDay(bucket.from)
  if (!first) return bucket.period
  return filter === 'monthly' ? formatMonth(first) : formatMonthDay(first)
}

/**
 * Table label: `Mar 03, 2025`, `Week of Mar 03, 2025`, `March 2025`, with `(so far)` on a bucket
 * that is still running and `(partly outside the window)` on one the window cuts.
 */
export function longBucketLabel(bucket: WindowBucket, filter: DashboardFilter): string {
  const first = parseCalendarDay(bucket.from)
  const name = !first
    ? bucket.period
    : filter === 'monthly'
      ? formatMonth(first, { long: true })
      : filter === 'weekly'
        ? `Week of ${formatDate(bucket.from)}`
        : formatDate(bucket.from)
  return `${name}${bucket.unfinished ? ' (so far)' : ''}${bucket.partial ? ' (partly outside the window)' : ''}`
}

/**
 * What a chart covers and how to read it: `Daily, Nov 12 - Nov 25, 2026. The outlined bar is today,
 * so far.` A series that does not reach back to the window's first day says where it starts.
 */
export function chartCaption(
  filter: DashboardFilter,
  dateWindow: DateWindow,
  buckets: readonly WindowBucket[],
): string {
  const names = BUCKET_NAMES[filter]
  const parts = [`${names.cadence}, ${formatWindowDates(dateWindow)}.`]
  const first = buckets[0]
  if (!first) parts.push('No figures for this window.')
  else if (first.from > dateWindow.from) parts.push(`The figures start on ${formatDate(first.from)}.`)
  if (buckets.some((bucket) => bucket.partial)) {
    parts.push(`A ${filter === 'weekly' ? 'week' : 'month'} the window cuts is counted whole.`)
  }
  if (buckets.at(-1)?.unfinished) parts.push(`The outlined bar is ${names.unfinished}, so far.`)
  return parts.join(' ')
}
