import { formatCount, formatDays } from './format'

/**
 * A window's change against its base: the previous window of the same length, counted the same way
 * (DESIGN section 13). Whole percent, rounded half away from zero so +2.5% and -2.5% round alike.
 */
export interface Trend {
  percent: number
  direction: 'up' | 'down' | 'flat'
}

/** The change from `previous` to `current`, or null when the base is 0 (any rise from nothing is infinite). */
export function windowChange(current: number, previous: number): Trend | null {
  if (!Number.isFinite(previous) || !Number.isFinite(current) || previous <= 0) return null
  const change = ((current - previous) / previous) * 100
  // `|| 0` turns a -0 from a tiny fall into a plain 0.
  const percent = Math.sign(change) * Math.round(Math.abs(change)) || 0
  return { percent, direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat' }
}

/** The window a trend compares with: `the previous 14 days`, and for one day `the previous day`. */
export function previousWindowName(days: number): string {
  return days === 1 ? 'the previous day' : `the previous ${formatDays(days)}`
}

/**
 * The change with its base, in three parts so the base count can be a link of its own:
 * `+35% vs the previous 14 days: 23 vs ` `17` ``. With no base (nothing in the previous window) there
 * is no percentage, only the two counts: `4 vs ` `0` ` in the previous 14 days`.
 */
export function windowChangeParts(current: number, previous: number, days: number): [string, string, string] {
  const trend = windowChange(current, previous)
  const base = previousWindowName(days)
  const counts = `${formatCount(current)} vs `
  if (!trend) return [counts, formatCount(previous), ` in ${base}`]
  return [`${trend.percent > 0 ? '+' : ''}${trend.percent}% vs ${base}: ${counts}`, formatCount(previous), '']
}

/** `+35% vs the previous 14 days: 23 vs 17`, or `4 vs 0 in the previous 14 days`. */
export function formatWindowChange(current: number, previous: number, days: number): string {
  return windowChangeParts(current, previous, days).join('')
}
