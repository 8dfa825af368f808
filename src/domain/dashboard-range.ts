import { calendarDayOf, isCalendarDay, isInvertedRange, parseCalendarDay } from './calendar-day'

/*
 * The dashboard's window: which calendar days its figures cover. Imported by the route in the entry
 * chunk, so it needs nothing but calendar days (no formatting, no date-fns).
 */

/** What `GET /api/dashboard-stats?filter=` accepts: the size of the series' buckets. */
export type DashboardFilter = 'daily' | 'weekly' | 'monthly'

export type PresetRange = 7 | 14 | 30
export type DashboardRange = PresetRange | 'custom'

export const DEFAULT_RANGE: PresetRange = 7

/** The select's choices, in order, with the spec's labels. */
export const DASHBOARD_RANGES: readonly { value: DashboardRange; label: string }[] = [
  { value: 7, label: 'Last 7 Days' },
  { value: 14, label: 'Last 14 Days' },
  { value: 30, label: 'Last 30 Days' },
  { value: 'custom', label: 'Custom Range' },
]

/** The calendar days a figure covers, both ends included (`YYYY-MM-DD`, as `from_date`/`to_date` take them). */
export interface DateWindow {
  from: string
  to: string
}

export type CustomRangeProblem = 'from-after-to' | null

/**
 * Why a custom range cannot be applied as typed. Only an inverted range is a problem: a missing date
 * simply keeps Filter disabled. ISO dates compare correctly as strings.
 */
export function customRangeProblem(from: string, to: string): CustomRangeProblem {
  return isInvertedRange(from, to) ? 'from-after-to' : null
}

/** A custom range that can be applied: both dates set, valid, in order. */
export function customWindow(from: string | undefined, to: string | undefined): DateWindow | null {
  if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to)) return null
  return customRangeProblem(from, to) === null ? { from, to } : null
}

/** The day `days` after (or before) a calendar day, at local midnight: no hour of summer time moves it. */
export function shiftDay(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days)
}

function shiftIsoDay(day: string, days: number): string {
  const date = parseCalendarDay(day)
  return date ? calendarDayOf(shiftDay(date, days)) : day
}

/** 'Last N Days' is the N days ending today, today included (so far). */
export function presetWindow(range: PresetRange, today: Date): DateWindow {
  return { from: calendarDayOf(shiftDay(today, -(range - 1))), to: calendarDayOf(today) }
}

/** The window the dashboard shows for its URL, or null for a custom range not applied yet. */
export function dashboardWindow(
  search: { range: DashboardRange; from?: string | undefined; to?: string | undefined },
  today: Date,
): DateWindow | null {
  return search.range === 'custom' ? customWindow(search.from, search.to) : presetWindow(search.range, today)
}

/** How many days a window holds, both ends included. */
export function windowDays(window: DateWindow): number {
  const [from, to] = [parseCalendarDay(window.from), parseCalendarDay(window.to)]
  if (!from || !to) return 0
  // Rounded: a day across a change to or from summer time is 23 or 25 hours long.
  return Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1
}

/** The window of the same length that ends the day before this one starts: a trend's base. */
export function previousWindow(window: DateWindow): DateWindow {
  const days = windowDays(window)
  return { from: shiftIsoDay(window.from, -days), to: shiftIsoDay(window.from, -1) }
}

/**
 * Where the window stands against today: 'running' while it holds today (its figures still grow),
 * 'ahead' when it has not begun (nothing can be in it yet), 'past' when it has ended.
 */
export function windowStanding(window: DateWindow, today: Date): 'past' | 'running' | 'ahead' {
  const day = calendarDayOf(today)
  if (window.from > day) return 'ahead'
  return window.to >= day ? 'running' : 'past'
}

/**
 * How far back the API's series reach (docs/mock-api-contract.md): 60 days, 12 weeks (from this
 * week's Monday), 12 months (from this month). The finest series that reaches the window's first day
 * is asked for, so 7, 14 and 30 days are drawn day by day.
 */
const DAILY_SPAN_DAYS = 60
const WEEKLY_SPAN_WEEKS = 12

function mondayOf(day: Date): Date {
  return shiftDay(day, -((day.getDay() + 6) % 7))
}

export function seriesFilterFor(window: DateWindow | null, today: Date): DashboardFilter {
  if (window === null || window.from >= calendarDayOf(shiftDay(today, -(DAILY_SPAN_DAYS - 1)))) return 'daily'
  const firstWeek = shiftDay(mondayOf(today), -7 * (WEEKLY_SPAN_WEEKS - 1))
  return window.from >= calendarDayOf(firstWeek) ? 'weekly' : 'monthly'
}
