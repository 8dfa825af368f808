/** A card's change between the last two periods of its own series (DESIGN section 5). */
export interface Trend {
  /** Whole percent, rounded half away from zero so +2.5% and -2.5% round alike. */
  percent: number
  direction: 'up' | 'down' | 'flat'
}

interface Point {
  total: number
}

/**
 * The change from the second-to-last period to the last one, or null when there is no honest
 * basis: fewer than two periods, or a previous period of zero (any rise from 0 is infinite).
 */
export function trendOf(series: readonly Point[]): Trend | null {
  if (series.length < 2) return null
  const previous = series[series.length - 2]?.total
  const last = series[series.length - 1]?.total
  if (previous === undefined || last === undefined) return null
  if (!Number.isFinite(previous) || !Number.isFinite(last) || previous === 0) return null
  const change = ((last - previous) / Math.abs(previous)) * 100
  // `|| 0` turns a -0 from a tiny fall into a plain 0.
  const percent = Math.sign(change) * Math.round(Math.abs(change)) || 0
  const direction = percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat'
  return { percent, direction }
}

/** `+12% from previous period`, `-5% from previous period`, `0% from previous period`. */
export function formatTrend(trend: Trend): string {
  const sign = trend.percent > 0 ? '+' : ''
  return `${sign}${trend.percent}% from previous period`
}
