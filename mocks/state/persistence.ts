import type { RecordedNotification, SeedState } from './database'
import type { MockControls } from './controls-state'
import type { Session } from './sessions'
import type { ThrottleWindow } from './throttle'
import type { KycRecord, LoanRecord, MemberRecord } from '../types'

// What the browser keeps in sessionStorage: the seed parameters (the seeded rows are rebuilt
// from them) plus every row that changed, so even a 5,000-member seed fits the storage quota.
export interface Snapshot {
  version: 1
  seed: SeedState
  changed: { members: MemberRecord[]; loans: LoanRecord[]; kyc: KycRecord[] }
  notifications: RecordedNotification[]
  sessions: Session[]
  // Saved since the rate limit control came; a snapshot from before has neither, which means "off".
  controls: MockControls
  throttle?: Record<string, ThrottleWindow>
}

const STORAGE_KEY = 'sacco-mock-api'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function isSnapshot(value: unknown): value is Snapshot {
  if (!isObject(value) || value.version !== 1) return false
  const { seed, changed, notifications, sessions, controls } = value
  return (
    isObject(seed) &&
    typeof seed.anchor === 'string' &&
    isObject(changed) &&
    Array.isArray(changed.members) &&
    Array.isArray(changed.loans) &&
    Array.isArray(changed.kyc) &&
    Array.isArray(notifications) &&
    Array.isArray(sessions) &&
    isObject(controls) &&
    typeof controls.latencyMs === 'number' &&
    Array.isArray(controls.failures) &&
    (controls.rateLimit === undefined || typeof controls.rateLimit === 'number') &&
    (value.throttle === undefined || isObject(value.throttle))
  )
}

export function readSnapshot(storage: Storage): Snapshot | null {
  const raw = storage.getItem(STORAGE_KEY)
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isSnapshot(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function writeSnapshot(storage: Storage, snapshot: Snapshot): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(snapshot))
  } catch (error) {
    // Over quota: the mock keeps working in memory, only a reload loses the changes.
    console.warn('[mock api] could not save the demo state in sessionStorage', error)
  }
}
