// Laravel's wire formats for dates. Timestamps carry microseconds (Carbon's default JSON
// serialisation); older rows and raw queries yield the MySQL `Y-m-d H:i:s` form instead.

const pad = (value: number, length = 2): string => String(value).padStart(length, '0')

export const DAY_MS = 86_400_000

export function toDateColumn(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

export function toTimestamp(date: Date): string {
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  return `${toDateColumn(date)}T${time}.${pad(date.getUTCMilliseconds(), 3)}000Z`
}

export function toSqlTimestamp(date: Date): string {
  return toTimestamp(date).slice(0, 19).replace('T', ' ')
}

// A date column cast to `datetime` in the model: the calendar day at midnight UTC.
export function toMidnightTimestamp(day: string): string {
  return `${day}T00:00:00.000000Z`
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?Z?)?$/

// Accepts every form above; SQL timestamps are in the app's time zone, which is UTC.
export function parseWireDate(value: string): Date | null {
  const match = datePattern.exec(value.trim())
  if (!match) return null
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match
  const date = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds)),
  )
  // Reject rollovers such as 2025-02-30, which Date.UTC silently turns into March.
  return date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1 ? date : null
}

/*
 * The API's own time zone (Laravel's `config/app.php` 'timezone'): whereDate() on `created_at` and the
 * dashboard's days, weeks and months fall in it. README asks a deployment for the cooperative's zone,
 * where its staff are, so the days the console shows and the days the API counts are the same days.
 * The mock takes the zone of the browser it runs in (in Node, the process's).
 */

/** The calendar day, in the API's zone, of an instant: `2026-11-30`. */
export function apiDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The first moment of the API's calendar day holding `date`, moved by `days` whole days. */
export function startOfApiDay(date: Date, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}
