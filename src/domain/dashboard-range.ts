import { isCalendarDay, isInvertedRange } from './calendar-day'
/** What `GET /api/dashboard-stats?filter=` accepts. */
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

const PRESET_FILTERS: Record<PresetRange, DashboardFilter> = { 7: 'daily', 14: 'weekly', 30: 'monthly' }

/** SPEC section 7: 7, 14 and 30 days map to daily, weekly and monthly; anything else (custom) is daily. */
export function filterForRange(range: DashboardRange): DashboardFilter {
  return range === 'custom' ? 'daily' : PRESET_FILTERS[range]
}

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

/**
 * The periods a custom window shows: those inside it (inclusive) when the periods are dates. A
 * series whose periods are not dates (months, or anything a server may send) cannot be cut by day,
 * so it is shown whole rather than guessed at.
 */
export function periodsInWindow<T extends { period: string }>(series: readonly T[], window: DateWindow | null): T[] {
  if (window === null || !series.every((point) => isCalendarDay(point.period))) return [...series]
  return series.filter((point) => point.period >= window.from && point.period <= window.to)
}

function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/**
 * The window a preset shows. 'Last 7 Days' asks for daily figures, which the server may send for a
 * longer span, so it keeps the seven days ending today. The weekly and monthly presets are already
 * the server's own aggregation of their span and are shown as sent.
 */
export function presetWindow(range: PresetRange, today: Date): DateWindow | null {
  if (filterForRange(range) !== 'daily') return null
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (range - 1))
  return { from: isoDay(first), to: isoDay(today) }
}
