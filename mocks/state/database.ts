import { defaultSeedSizes, seedTables, DEFAULT_SEED } from '../seed'
import type { SeededTables, SeedScenario, SeedSizes } from '../seed'
import type { KycRecord, LoanRecord, MemberRecord } from '../types'

// One table of records keyed by auto-increment id. It remembers which rows changed since the
// seed, so the browser can persist only those and rebuild the rest from the seed. Every write
// forgets the views derived from the rows (sorted lists), so a cached list is never stale.
export class Table<T extends { id: number }> {
  private readonly rows = new Map<number, T>()
  private readonly changedIds = new Set<number>()
  private lastId = 0
  private views = new Map<string, readonly T[]>()

  constructor(
    rows: readonly T[],
    private readonly onChange: () => void,
  ) {
    this.load(rows)
  }

  // Seeded rows: not changes, so they are not persisted.
  load(rows: readonly T[]): void {
    for (const row of rows) this.put(row)
  }

  all(): T[] {
    return [...this.rows.values()]
  }

  get(id: number): T | undefined {
    return this.rows.get(id)
  }

  get size(): number {
    return this.rows.size
  }

  // A selection of the rows (filtered and sorted for a list query), computed once per key until
  // the next write, so paging through it costs a slice, not a filter and sort of every row.
  view(key: string, compute: (rows: T[]) => readonly T[]): readonly T[] {
    const cached = this.views.get(key)
    if (cached) return cached
    const rows = compute(this.all())
    this.views.set(key, rows)
    return rows
  }

  insert(build: (id: number) => T): T {
    const row = build(this.lastId + 1)
    this.put(row)
    this.markChanged(row.id)
    return row
  }

  update(id: number, changes: Partial<T>): T {
    const row = this.rows.get(id)
    if (!row) throw new Error(`No row ${id}`)
    const updated = { ...row, ...changes }
    this.rows.set(id, updated)
    this.written()
    this.markChanged(id)
    return updated
  }

  save(row: T): T {
    if (!this.rows.has(row.id)) throw new Error(`No row ${row.id}`)
    this.rows.set(row.id, row)
    this.written()
    this.markChanged(row.id)
    return row
  }

  changed(): T[] {
    return [...this.changedIds].flatMap((id) => this.rows.get(id) ?? [])
  }

  restore(rows: readonly T[]): void {
    for (const row of rows) {
      this.put(row)
      this.changedIds.add(row.id)
    }
  }

  private put(row: T): void {
    this.rows.set(row.id, row)
    this.lastId = Math.max(this.lastId, row.id)
    this.written()
  }

  private written(): void {
    if (this.views.size > 0) this.views = new Map()
  }

  private markChanged(id: number): void {
    this.changedIds.add(id)
    this.onChange()
  }
}

export interface SeedState {
  // ISO instant every seeded date is relative to.
  anchor: string
  // Wall-clock time (ms) when the data was seeded; the mock clock runs on from the anchor.
  seededAt: number
  seed: number
  sizes: SeedSizes
  scenario: SeedScenario
}

export interface RecordedNotification {
  endpoint: string
  entity: 'loans' | 'kyc' | 'members'
  recordId: number
  body: unknown
  receivedAt: string
}

export interface StoredFile {
  bytes: Uint8Array
  type: string
}

/** What of the database a write changed: one table, or the recorded notify calls. */
export type DatabasePart = 'members' | 'loans' | 'kyc' | 'notifications'

export class Database {
  readonly members: Table<MemberRecord>
  readonly loans: Table<LoanRecord>
  readonly kyc: Table<KycRecord>
  readonly notifications: RecordedNotification[] = []
  // Uploaded documents live in this page's memory only: after a reload, and in another tab, their
  // paths serve generated files.
  readonly uploads = new Map<string, StoredFile>()

  constructor(
    readonly seedState: SeedState,
    private readonly onChange: (part: DatabasePart) => void,
    // Tables seeded ahead (in steps, in the browser); otherwise the seed is built here at once.
    tables: SeededTables = seedTables(seedOptionsOf(seedState)),
  ) {
    this.members = new Table(tables.members, () => onChange('members'))
    this.loans = new Table(tables.loans, () => onChange('loans'))
    this.kyc = new Table(tables.kyc, () => onChange('kyc'))
  }

  now(): Date {
    return new Date(new Date(this.seedState.anchor).getTime() + (Date.now() - this.seedState.seededAt))
  }

  recordNotification(notification: RecordedNotification): void {
    this.notifications.push(notification)
    this.onChange('notifications')
  }
}

export function seedOptionsOf(seedState: SeedState) {
  return { now: new Date(seedState.anchor), seed: seedState.seed, scenario: seedState.scenario, ...seedState.sizes }
}

export interface DatabaseOptions {
  now?: Date
  seed?: number
  sizes?: Partial<SeedSizes>
  scenario?: SeedScenario
}

export function freshSeedState(options: DatabaseOptions = {}): SeedState {
  return {
    anchor: (options.now ?? new Date()).toISOString(),
    seededAt: Date.now(),
    seed: options.seed ?? DEFAULT_SEED,
    sizes: { ...defaultSeedSizes, ...options.sizes },
    scenario: options.scenario ?? 'demo',
  }
}

// Whether two seed states build the same rows on the same clock.
export function sameSeed(one: SeedState, other: SeedState): boolean {
  return (
    one.anchor === other.anchor &&
    one.seededAt === other.seededAt &&
    one.seed === other.seed &&
    one.scenario === other.scenario &&
    one.sizes.members === other.sizes.members &&
    one.sizes.loans === other.sizes.loans &&
    one.sizes.kyc === other.sizes.kyc
  )
}
