const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar day (`YYYY-MM-DD`: Laravel's date casts, `<input type="date">`, daily periods) as local
 * midnight of that same day, or null when it is not one (`2025-02-30`, a month, a timestamp).
 * `new Date('1990-07-04')` would mean midnight UTC, which is still July 3 west of Greenwich.
 */
export function parseCalendarDay(value: string): Date | null {
  const parts = CALENDAR_DAY.exec(value.trim())
  if (!parts) return null
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const date = new Date(year, month - 1, day)
  const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return sameDay ? date : null
}

export function isCalendarDay(value: string): boolean {
  return parseCalendarDay(value) !== null
}

/** From after To. Calendar days compare correctly as strings; a range missing either end is not inverted. */
export function isInvertedRange(from: string | undefined, to: string | undefined): boolean {
  return Boolean(from && to && from > to)
}

/**
 * The calendar day a local Date falls on, `YYYY-MM-DD`. Kept here without date-fns: the dashboard's
 * route works out its window with it in the entry chunk, which every page loads.
 */
export function calendarDayOf(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}

/** `07` for 7: a month, day, hour or minute as dates print them. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0')
}
