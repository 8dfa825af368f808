import * as z from 'zod/mini'
import type * as core from 'zod/v4/core'

/**
 * Zod pieces for JSON as Laravel really sends it (DESIGN section 3). Every nullable piece turns a
 * missing key into `null`, so the output types have one "absent" value. Objects built from these
 * strip unknown keys (zod's default), which is how paginator extras like `links` are ignored.
 *
 * Written with `zod/mini`, as is every schema in src/: classic zod anywhere in the build would add
 * ~10-18 KB gzipped to the login route (DESIGN section 8), since tree-shaking is per build, not per chunk.
 */

/** Mini's spelling of `z.preprocess`: turn the raw value into what `schema` checks. */
function preprocess<T extends core.$ZodType>(prepare: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(prepare), schema)
}

/** A JSON object: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const DIGITS = /^\d+$/
const DECIMAL = /^-?\d+(\.\d+)?$/

// Some database drivers and API Resources hand integers over as numeric strings.
function digitsToNumber(value: unknown): unknown {
  return typeof value === 'string' && DIGITS.test(value.trim()) ? Number(value) : value
}

function decimalToNumber(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value
}

/** A primary or foreign key: a positive integer, or the same as a string of digits. */
export const integerId = preprocess(digitsToNumber, z.int().check(z.positive()))

/** A non-negative integer such as a page number or a count, possibly as a string of digits. */
export const count = preprocess(digitsToNumber, z.int().check(z.nonnegative()))

/** A text column. Numbers become strings because codes such as branch_code may be integer columns. */
export const nullableText = preprocess(
  (value) => (typeof value === 'number' ? String(value) : (value ?? null)),
  z.nullable(z.string()),
)

/** A decimal column: Laravel casts these to strings such as "25000.00". Non-numeric text is rejected. */
export const decimal = preprocess(decimalToNumber, z.number())

export const nullableDecimal = preprocess((value) => decimalToNumber(value ?? null), z.nullable(z.number()))

const TRUE_WORDS = new Set(['1', 'true', 'yes'])
const FALSE_WORDS = new Set(['0', 'false', 'no'])

function toBoolean(value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (value === 1) return true
  if (value === 0) return false
  if (typeof value !== 'string') return value
  const word = value.trim().toLowerCase()
  // A nullable string column left blank in a form arrives as "": nobody answered.
  if (word === '') return null
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return value
}

/** A flag stored as tinyint or text: true/false, 0/1, "0"/"1", "yes"/"no", "true"/"false". */
export const laravelBoolean = preprocess(toBoolean, z.nullable(z.boolean()))

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?$/
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** Minutes east of UTC for a `Z`, `+02:00` or `-0500` suffix; no suffix means UTC (Laravel's default zone). */
function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)))
}

/** The UTC instant of the given parts, or null when they name no real moment (Feb 30, 25:00). */
function utcInstant(parts: readonly number[]): Date | null {
  const [year = NaN, month = NaN, day = NaN, hours = 0, minutes = 0, seconds = 0] = parts
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds))
  const roundTrip = [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ]
  return parts.every((part, index) => part === roundTrip[index]) ? date : null
}

function toIsoTimestamp(value: string): string | null {
  const match = DATE_TIME.exec(value.trim())
  if (!match) return null
  const date = utcInstant(match.slice(1, 7).map(Number))
  if (!date) return null
  // Microseconds (".000000") are cut to the milliseconds a Date can hold.
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3))
  return new Date(date.getTime() + millis - offsetMinutes(match[8]) * 60_000).toISOString()
}

function toCalendarDate(value: string): string | null {
  const match = DATE_PREFIX.exec(value.trim())
  if (!match || !utcInstant(match.slice(1, 4).map(Number))) return null
  return `${match[1]}-${match[2]}-${match[3]}`
}

/**
 * A timestamp column: `2025-03-01T08:15:30.000000Z`, or `2025-03-01 08:15:30` which Laravel means as UTC.
 * Output is the ISO instant `2025-03-01T08:15:30.000Z`, shown later in the user's own zone.
 */
export const timestamp = z.pipe(
  z.nullish(z.string()),
  z.transform((value, ctx) => {
    if (value === undefined || value === null) return null
    const iso = toIsoTimestamp(value)
    if (iso === null) {
      ctx.issues.push({ code: 'custom', message: 'Invalid timestamp', input: value })
      return z.NEVER
    }
    return iso
  }),
)

/**
 * A date column (birth dates, expiry): `1990-07-04`, or the same at midnight as a timestamp. Output is
 * the calendar day `1990-07-04` exactly as written: converting through a zone would move it a day.
 */
export const calendarDate = z.pipe(
  z.nullish(z.string()),
  z.transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === '') return null
    const day = toCalendarDate(value)
    if (day === null) {
      ctx.issues.push({ code: 'custom', message: 'Invalid date', input: value })
      return z.NEVER
    }
    return day
  }),
)

/** A status column, compared case-insensitively everywhere, so normalised once here. */
export const statusText = z.string().check(z.trim(), z.toLowerCase(), z.minLength(1))

/** A single record, bare or wrapped by an API Resource as `{data: record, ...}`. */
export function record<T extends core.$ZodType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => (isObject(value) && isObject(value.data) ? value.data : value)),
    schema,
  )
}

export interface Paged<T> {
  items: T[]
  page: number
  lastPage: number
  total: number
}

/**
 * A page of a list: the plain paginator (`data, current_page, last_page, total` at the top level) or a
 * resource collection (the same numbers under `meta`). Both come out as `{items, page, lastPage, total}`.
 */
export function paged<T extends core.$ZodType>(item: T) {
  const body = z.object({ data: z.array(item), current_page: count, last_page: count, total: count })
  return z.pipe(
    preprocess((value) => (isObject(value) && isObject(value.meta) ? { ...value, ...value.meta } : value), body),
    z.transform((page): Paged<core.output<T>> => ({
      items: page.data,
      page: page.current_page,
      lastPage: page.last_page,
      total: page.total,
    })),
  )
}
