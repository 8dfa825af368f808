import { format } from 'date-fns'
import { parseCalendarDay } from '@/domain/calendar-day'
import { formatDate } from '@/domain/format'
import type { DashboardFilter } from '@/domain/dashboard-range'

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
  if (day) return format(day, 'MMM dd')
  const month = monthOf(period)
  return month ? format(month, 'MMM yyyy') : period
}

/** Table label: `Mar 03, 2025`, `Week of Mar 03, 2025` (weekly periods are the week's Monday), `Mar 2025`. */
export function longPeriodLabel(period: string, filter: DashboardFilter): string {
  if (parseCalendarDay(period)) return filter === 'weekly' ? `Week of ${formatDate(period)}` : formatDate(period)
  const month = monthOf(period)
  return month ? format(month, 'MMMM yyyy') : period
}
