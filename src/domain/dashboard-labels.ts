import { parseCalendarDay } from './calendar-day'
import type { Noun } from './dashboard-figures'
import { windowDays, type DateWindow } from './dashboard-range'
import { formatCount, formatDate, formatDays, formatMonthDay } from './format'

/* How the dashboard says its window and its counts. */

/** `Nov 12 - Nov 25, 2026`; `Dec 20, 2025 - Jan 02, 2026` across a year; `Nov 25, 2026` for one day. */
export function formatWindowDates(window: DateWindow): string {
  if (window.from === window.to) return formatDate(window.from)
  const from = parseCalendarDay(window.from)
  const sameYear = from !== null && window.from.slice(0, 4) === window.to.slice(0, 4)
  return `${sameYear ? formatMonthDay(from) : formatDate(window.from)} - ${formatDate(window.to)}`
}

/** What a window's figures cover, as the page says it: `14 days: Nov 12 - Nov 25, 2026`. */
export function describeWindow(window: DateWindow): string {
  return `${formatDays(windowDays(window))}: ${formatWindowDates(window)}`
}

/** A count of records of one kind: `1 loan application`, `12 loan applications`. */
export function countOf(count: number, [one, many]: Noun): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`
}
