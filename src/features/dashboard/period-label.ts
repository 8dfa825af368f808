import { differenceInCalendarDays, differenceInCalendarMonths, isSameDay, isSameWeek, lightFormat } from 'date-fns'
import { parseCalendarDay } from '@/domain/calendar-day'
import { formatDate, formatMonth, formatMonthDay } from '@/domain/format'
import type { DashboardFilter, DateWindow } from '@/domain/dashboard-range'

const MONTH = /^(\d{4})-(\d{2})$/

// Periods are calendar dates or months with no time zone: build local dates from their parts so
// every zone shows the same day or month.
function monthOf(period: string): Date | null {
  const parts = MONTH.exec(period)
  return parts ? new Date(Number(parts[1]), Number(parts[2]) - 1, 1) : null
}

/** Axis label: `Mar 03` for a day or week, `Mar 2025` for a month; anything else as sent. */
export function shortPeriodLabel(period: string): string {
  const day = parseCalendarDay(period)
  if (day) return formatMonthDay(day)
  const month = monthOf(period)
  return month ? formatMonth(month) : period
}

/** Table label: `Mar 03, 2025`, `Week of Mar 03, 2025` (weekly periods are the week's Monday), `Mar 2025`. */
export function longPeriodLabel(period: string, filter: DashboardFilter): string {
  if (parseCalendarDay(period)) return filter === 'weekly' ? `Week of ${formatDate(period)}` : formatDate(period)
  const month = monthOf(period)
  return month ? formatMonth(month, { long: true }) : period
}

const UNITS: Record<DashboardFilter, { cadence: string; unit: string }> = {
  daily: { cadence: 'Daily', unit: 'day' },
  weekly: { cadence: 'Weekly', unit: 'week' },
  monthly: { cadence: 'Monthly', unit: 'month' },
}

const count = (n: number, unit: string) => (n === 1 ? `last ${unit}` : `last ${n} ${unit}s`)

/**
 * What a chart covers, from the periods the server sent (or the days a window keeps):
 * 'Daily, last 7 days', 'Weekly, last 12 weeks', 'Monthly, last 12 months', or a custom range's dates.
 */
export function chartPeriodCaption(
  filter: DashboardFilter,
  periods: readonly string[],
  window: DateWindow | null,
  custom: boolean,
): string {
  const { cadence, unit } = UNITS[filter]
  if (window && custom) return `${cadence}, ${formatDate(window.from)} to ${formatDate(window.to)}`
  const span = window ? { first: window.from, last: window.to } : { first: periods[0], last: periods.at(-1) }
  if (span.first === undefined || span.last === undefined) return cadence
  const n = periodsBetween(span.first, span.last, filter)
  return n === null ? cadence : `${cadence}, ${count(n, unit)}`
}

function periodsBetween(first: string, last: string, filter: DashboardFilter): number | null {
  const [start, end] = [parseCalendarDay(first) ?? monthOf(first), parseCalendarDay(last) ?? monthOf(last)]
  if (!start || !end) return null
  if (filter === 'monthly') return differenceInCalendarMonths(end, start) + 1
  const days = differenceInCalendarDays(end, start)
  return filter === 'weekly' ? Math.floor(days / 7) + 1 : days + 1
}

export type RunningPeriod = 'today' | 'this week' | 'this month'

/** The latest period when it has not ended yet (it holds today): its total is not a full period's. */
export function runningPeriod(
  lastPeriod: string | undefined,
  filter: DashboardFilter,
  today: Date,
): RunningPeriod | null {
  if (lastPeriod === undefined) return null
  if (filter === 'monthly') return lastPeriod === lightFormat(today, 'yyyy-MM') ? 'this month' : null
  const day = parseCalendarDay(lastPeriod)
  if (!day) return null
  if (filter === 'weekly') return isSameWeek(day, today, { weekStartsOn: 1 }) ? 'this week' : null
  return isSameDay(day, today) ? 'today' : null
}
