import type { RecordedNotification, SeedState } from './database'
import type { MockControls } from './controls-state'
import type { SessionState } from './sessions'
import type { ThrottleWindow } from './throttle'
import type { KycRecord, LoanRecord, MemberRecord } from '../types'

/**
 * What the browser keeps of the mock server, shared by every tab, in parts that change apart: the
 * seed parameters (the seeded rows are rebuilt from them), the rows that changed since, per table, so
 * even a 100,000-member seed stays small, the recorded notify calls, the sessions, the browser's
 * session cookie, the QA controls and the throttle's counts. A write rewrites only the parts it changed.
 */
export interface SharedParts {
  seed: SeedState
  members: MemberRecord[]
  loans: LoanRecord[]
  kyc: KycRecord[]
  notifications: RecordedNotification[]
  sessions: SessionState
  // The HttpOnly `laravel_session` cookie as the browser holds it: one jar for all its tabs.
  cookie: { session: string | null }
  controls: MockControls
  throttle: Record<string, ThrottleWindow>
}

export type PartName = keyof SharedParts

export const partNames: readonly PartName[] = [
  'seed',
  'members',
  'loans',
  'kyc',
  'notifications',
  'sessions',
  'cookie',
  'controls',
  'throttle',
]

/** How many times each part was written: a tab reads again only the parts whose count moved. */
export type Revisions = Partial<Record<PartName, number>>

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const isRowList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((row) => isObject(row) && typeof row.id === 'number')

// Written by this code, but possibly by an older build of it: a part that does not have the shape
// expected is left out, and the tab keeps what it has.
const validators: { [Part in PartName]: (value: unknown) => boolean } = {
  seed: (value) =>
    isObject(value) &&
    typeof value.anchor === 'string' &&
    typeof value.seededAt === 'number' &&
    typeof value.seed === 'number' &&
    isObject(value.sizes) &&
    typeof value.scenario === 'string',
  members: isRowList,
  loans: isRowList,
  kyc: isRowList,
  notifications: Array.isArray,
  sessions: (value) => isObject(value) && Array.isArray(value.sessions) && typeof value.expiredUntilLogin === 'boolean',
  cookie: (value) => isObject(value) && (value.session === null || typeof value.session === 'string'),
  controls: (value) =>
    isObject(value) &&
    typeof value.latencyMs === 'number' &&
    Array.isArray(value.failures) &&
    typeof value.rateLimit === 'number',
  throttle: isObject,
}

export function validParts(raw: Partial<Record<PartName, unknown>>): Partial<SharedParts> {
  const parts: Partial<Record<PartName, unknown>> = {}
  for (const name of partNames) {
    const value = raw[name]
    if (value === undefined) continue
    if (validators[name](value)) parts[name] = value
    else console.warn(`[mock api] ignoring the stored ${name}: it has an unexpected shape`)
  }
  return parts as Partial<SharedParts>
}

/**
 * Where the parts live and how tabs take turns: IndexedDB and Web Locks in the browser
 * (`browser-storage.ts`), one object in the unit tests that play several tabs.
 */
export interface SharedStorage {
  /** Runs `work` while no other tab of this browser runs its own. */
  exclusive<T>(work: () => Promise<T>): Promise<T>
  /** Every part's revision, and the value of each part whose revision differs from `known`. */
  read(known: Revisions): Promise<{ revisions: Revisions; parts: Partial<Record<PartName, unknown>> }>
  /** Writes these parts with the revisions, then tells the other tabs. */
  write(parts: Partial<SharedParts>, revisions: Revisions): Promise<void>
  /** `listener` runs when another tab wrote. */
  onChange(listener: () => void): void
}
