import { parseCalendarDay } from './calendar-day'
import { formatDays, formatIsoDay } from './format'
import { parseTimestamp } from './timestamp'

/*
 * How long a record has waited (DESIGN section 12): age comes from `created_at` and is counted in
 * calendar days, as the lists' `to_date` filter counts them, so 'past the service level' on a card
 * and the list it opens agree. The service level is `VITE_REVIEW_SLA_DAYS` (config.ts, default 7).
 */

function localDay(value: string | Date): Date | null {
  const date = value instanceof Date ? value : (parseCalendarDay(value) ?? parseTimestamp(value))
  return date && !Number.isNaN(date.getTime()) ? new Date(date.getFullYear(), date.getMonth(), date.getDate()) : null
}

/**
 * Whole calendar days from the day a record was created to today: 0 for today, 1 for yesterday.
 * Null when there is no valid `created_at`; never negative (a clock a little ahead of ours).
 */
export function ageInDays(createdAt: string | Date | null | undefined, now: Date): number | null {
  const created = createdAt ? localDay(createdAt) : null
  const today = localDay(now)
  if (!created || !today) return null
  // Rounded: a day across a change to or from summer time is 23 or 25 hours long.
  return Math.max(0, Math.round((today.getTime() - created.getTime()) / 86_400_000))
}

/** The statuses of a record that waits for a decision: Pending, and 'Verified - awaiting approval'. */
const AWAITING_DECISION = new Set(['pending', 'verified'])

export function isAwaitingDecision(status: string | undefined): boolean {
  return status !== undefined && AWAITING_DECISION.has(status)
}

/** A record is past the service level once it has waited more days than the service level allows. */
export function isPastServiceLevel(ageDays: number, serviceLevelDays: number): boolean {
  return ageDays > serviceLevelDays
}

/**
 * The last creation day that is past the service level today (`YYYY-MM-DD`): a list asked for
 * `status=pending&to_date=` this day holds exactly the records past it.
 */
export function serviceLevelCutoff(now: Date, serviceLevelDays: number): string {
  return formatIsoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - serviceLevelDays - 1))
}

/** `today`, `1 day`, `12 days`. */
export function formatAge(days: number): string {
  return days === 0 ? 'today' : formatDays(days)
}
