// A Laravel timestamp: `2025-03-01T08:15:30.000000Z` (Eloquent's JSON, microseconds), with an offset
// (`+02:00`), or `2025-03-01 08:15:30` (a raw column, in the API's own zone: read as local time, as
// date-fns' parseISO would). Only these shapes: parseISO's week and ordinal dates cost every page
// 1 KB gzipped for forms Laravel never sends.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/** The instant a Laravel timestamp names, or null when it is not one (or names no real time). */
export function parseTimestamp(value: string): Date | null {
  const parts = TIMESTAMP.exec(value.trim())
  if (!parts) return null
  const field = (index: number) => Number(parts[index] ?? 0)
  const [year, month, day, hours, minutes, seconds] = [field(1), field(2), field(3), field(4), field(5), field(6)]
  const milliseconds = Math.floor(Number(`0.${parts[7] ?? 0}`) * 1000)
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hours > 23 || minutes > 59 || seconds > 59) {
    return null
  }
  const zone = parts[8]
  if (zone === undefined) return new Date(year, month - 1, day, hours, minutes, seconds, milliseconds)
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds, milliseconds)
  return new Date(utc - offsetMinutes(zone) * 60_000)
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** `Z` -> 0, `+02:00` / `+0200` / `+02` -> 120, `-05:30` -> -330. */
function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0))
}
