import type { Prng } from './prng'
import { DAY_MS, startOfUtcDay, toDateColumn, toMidnightTimestamp, toSqlTimestamp, toTimestamp } from '../time'

// When a seeded record was created: the first few today (so "new today" counts and the daily
// chart's last bar are never empty), the rest spread over ~13 months, denser towards now.
export function createdAt(prng: Prng, now: Date, index: number): Date {
  if (index < 3) {
    const sinceMidnight = now.getTime() - startOfUtcDay(now).getTime()
    return new Date(now.getTime() - Math.floor(prng.next() * sinceMidnight))
  }
  const days = Math.pow(prng.next(), 1.6) * 400
  return new Date(now.getTime() - Math.floor(days * DAY_MS))
}

export function laterThan(prng: Prng, start: Date, now: Date): Date {
  return new Date(start.getTime() + Math.floor(prng.next() * (now.getTime() - start.getTime())))
}

export interface StampStyle {
  timestamp(date: Date): string
  dateColumn(day: string): string
}

// Most rows serialise the Carbon way; some older rows come out of raw queries or `datetime` casts.
export function stampStyle(prng: Prng): StampStyle {
  const legacyTimestamps = prng.chance(0.08)
  const midnightDates = prng.chance(0.1)
  return {
    timestamp: (date) => (legacyTimestamps ? toSqlTimestamp(date) : toTimestamp(date)),
    dateColumn: (day) => (midnightDates ? toMidnightTimestamp(day) : day),
  }
}

export function dayOf(date: Date): string {
  return toDateColumn(date)
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// The notes line the console appends, e.g. "Approved on Mar 01, 2025 14:05": in the local time of the
// browser that wrote it, as the console writes and reads its lines (a line names no zone), so a seeded
// decision never reads as made before the record was created.
export function noteLine(verb: string, date: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0')
  const day = `${months[date.getMonth()] ?? ''} ${pad(date.getDate())}, ${date.getFullYear()}`
  return `${verb} on ${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

// Spreads `count` records over the statuses, guaranteeing each status appears at least once.
export function statusFor<S extends string>(prng: Prng, index: number, weights: readonly (readonly [S, number])[]): S {
  const forced = weights[index]
  if (forced) return forced[0]
  let roll = prng.next() * weights.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [status, weight] of weights) {
    roll -= weight
    if (roll < 0) return status
  }
  const last = weights[weights.length - 1]
  if (!last) throw new Error('statusFor() needs weights')
  return last[0]
}
