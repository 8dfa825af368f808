/* The buckets of the API's series that a dashboard window overlaps, and how each meets it. */
import { calendarDayOf, parseCalendarDay } from './calendar-day'
import { shiftDay, type DashboardFilter, type DateWindow } from './dashboard-range'

/** One bar of a series as the dashboard draws it: the days it counts, and how it meets the window. */
export interface WindowBucket {
  period: string
  total: number
  /** The bucket's first and last day. */
  from: string
  to: string
  /** It holds today (or later): its total is what it has so far, not a whole bucket's. */
  unfinished: boolean
  /** It also counts days outside the window (a week or month cut by the window's ends). */
  partial: boolean
}

const MONTH = /^(\d{4})-(\d{2})$/

/** The days a period covers: a day, the week starting on that Monday, or a month (`YYYY-MM`). */
function bucketDays(period: string, filter: DashboardFilter): DateWindow | null {
  const month = MONTH.exec(period)
  if (month) {
    const first = new Date(Number(month[1]), Number(month[2]) - 1, 1)
    return { from: calendarDayOf(first), to: calendarDayOf(new Date(first.getFullYear(), first.getMonth() + 1, 0)) }
  }
  const day = parseCalendarDay(period)
  if (!day) return null
  if (filter === 'weekly') return { from: period, to: calendarDayOf(shiftDay(day, 6)) }
  if (filter === 'monthly') return bucketDays(period.slice(0, 7), filter)
  return { from: period, to: period }
}

/** The period after this one in the form the series uses (`2025-04` after `2025-03`), or null past a broken one. */
function nextPeriod(period: string, filter: DashboardFilter): string | null {
  const month = MONTH.exec(period) ?? (filter === 'monthly' ? MONTH.exec(period.slice(0, 7)) : null)
  if (!month) {
    const day = parseCalendarDay(period)
    return day ? calendarDayOf(shiftDay(day, filter === 'weekly' ? 7 : 1)) : null
  }
  const next = calendarDayOf(new Date(Number(month[1]), Number(month[2]), 1))
  return period.length === 7 ? next.slice(0, 7) : next
}

/**
 * The buckets of a series that overlap the window, oldest first. A bucket the API left out between two
 * it sent had nothing in it (GROUP BY drops empty groups) and is drawn as 0; before the first bucket
 * it sent nothing is assumed, so a window older than the series shows only what the series covers.
 */
export function bucketsInWindow(
  series: readonly { period: string; total: number }[],
  filter: DashboardFilter,
  window: DateWindow,
  today: Date,
): WindowBucket[] {
  const totals = new Map<string, number>()
  for (const point of series) if (bucketDays(point.period, filter)) totals.set(point.period, point.total)
  const periods = [...totals.keys()].sort()
  const last = periods.at(-1)
  const todayIso = calendarDayOf(today)
  const buckets: WindowBucket[] = []
  for (let period = periods[0] ?? null; period !== null && last !== undefined && period <= last;) {
    const days = bucketDays(period, filter)
    if (days && days.to >= window.from && days.from <= window.to) {
      buckets.push({
        period,
        total: totals.get(period) ?? 0,
        ...days,
        unfinished: days.to >= todayIso,
        partial: days.from < window.from || days.to > window.to,
      })
    }
    period = nextPeriod(period, filter)
  }
  return buckets
}
