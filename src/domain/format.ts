import { calendarDayOf, parseCalendarDay, twoDigits } from './calendar-day'
import { parseTimestamp } from './timestamp'

/** What every screen shows for a value the record does not have. */
export const NOT_AVAILABLE = 'N/A'

/** The text itself, or 'N/A' when it is missing or blank. */
export function textOrNotAvailable(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_AVAILABLE
}

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** `1,234`: the same en-US grouping as money (SPEC section 9), for plain counts. */
export function formatCount(value: number): string {
  return COUNT.format(value)
}

/** `1 day`, `14 days`: a length of time in whole days. */
export function formatDays(days: number): string {
  return days === 1 ? '1 day' : `${formatCount(days)} days`
}

/** `1 record`, `0 records`, `4 KYC records`: the noun agrees with the count. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

// signDisplay 'negative' keeps a value that rounds to zero from showing as "-0".
const MONEY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' })

/** `BWP 25,000`: en-US grouping, rounded to whole pula (SPEC section 9). */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE
  return `BWP ${MONEY.format(value)}`
}

// Shaped like a calendar day: parsed as one (an impossible day shows N/A rather than a shifted date).
const CALENDAR_DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/

/** A Date to display; a calendar date is that day in every time zone (see parseCalendarDay). */
function toDisplayDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (!value) return null
  if (CALENDAR_DAY_SHAPE.test(value.trim())) return parseCalendarDay(value)
  return parseTimestamp(value)
}

// English month names as date-fns' 'MMM' and 'MMMM' print them, without date-fns' format: that one
// brings the whole English locale to every screen (about 5 KB gzipped). The numbers by hand too: these
// formats load with the entry chunk, and date-fns' lightFormat (its pattern parser) weighed 1 KB there.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

function monthName(date: Date, long: boolean): string {
  const name = MONTHS[date.getMonth()] ?? ''
  return long ? name : name.slice(0, 3)
}

/** `Jul 04`: a day of a year shown elsewhere (chart axes). */
export function formatMonthDay(date: Date): string {
  return `${monthName(date, false)} ${twoDigits(date.getDate())}`
}

/** `Jul 1990`, or `July 1990` when `long`. */
export function formatMonth(date: Date, { long = false } = {}): string {
  return `${monthName(date, long)} ${date.getFullYear()}`
}

/** `Jul 04, 1990`; timestamps in the user's own time zone; 'N/A' when there is nothing valid to show. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDisplayDate(value)
  return date ? `${formatMonthDay(date)}, ${date.getFullYear()}` : NOT_AVAILABLE
}

/** `2025-03-01` for a spreadsheet (the same day the screen shows); '' when there is no valid date. */
export function formatIsoDay(value: string | Date | null | undefined): string {
  const date = toDisplayDate(value)
  return date ? calendarDayOf(date) : ''
}

/** `25000.5` for a spreadsheet: no currency, no grouping; '' when there is no amount. */
export function formatPlainNumber(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value)
}

/** `Mar 01, 2025 14:05` in the user's own time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDisplayDate(value)
  return date ? `${formatDate(date)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : NOT_AVAILABLE
}

/**
 * The avatar letters: the first letters of the first and the last word, uppercased ('NS' for 'Naledi S.
 * Sebego'); one word gives one letter, no name 'U'. The SPEC's letter of every word overflowed the
 * circle for a name of three or four words.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/)
  const ends = [words[0], words[1] && words.at(-1)]
  return ends.map((word) => Array.from((word ?? '').toUpperCase())[0] ?? '').join('') || 'U'
}

/** `additional_info` -> `Additional info`. */
export function statusLabel(status: string): string {
  const words = status.trim().replaceAll('_', ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
