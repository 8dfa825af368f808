import { Database, freshSeedState, seedOptionsOf } from './database'
import type { DatabaseOptions, SeedState, Table } from './database'
import { seedTablesInSteps } from '../seed'
import type { SeededTables, SeedSizes } from '../seed'
import { prepareListRows } from '../domain/list-query'
import { SessionTable } from './sessions'
import { noControls } from './controls-state'
import type { MockControls } from './controls-state'
import { readSnapshot, writeSnapshot } from './persistence'
import { Throttle } from './throttle'
import type { Snapshot } from './persistence'

// The one instance of the mock server's state, shared by the handlers, the QA controls and the
// test helpers. In the browser it is mirrored to sessionStorage so it survives a reload.
class MockStore {
  private database: Database
  private sessionTable: SessionTable
  private throttleTable: Throttle
  private currentControls: MockControls = noControls
  private storage: Storage | null = null
  private dirty = false
  private readonly listeners = new Set<() => void>()
  // In the browser a new seed is built in steps between other work; until it is in place every
  // request waits for it. Node (tests) seeds at once, so a reset is visible on the next line.
  private seedInSteps = false
  private seeding: Promise<void> = Promise.resolve()
  private pendingSizes: SeedSizes | null = null

  constructor() {
    this.database = new Database(freshSeedState(), this.touch)
    this.sessionTable = new SessionTable([], this.touch, this.notify)
    this.throttleTable = new Throttle({}, this.touch)
  }

  get db(): Database {
    return this.database
  }

  get sessions(): SessionTable {
    return this.sessionTable
  }

  get throttle(): Throttle {
    return this.throttleTable
  }

  get controls(): MockControls {
    return this.currentControls
  }

  setControls(controls: MockControls): void {
    this.currentControls = controls
    this.touch()
    this.flush()
    for (const listener of this.listeners) listener()
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  // The sizes being seeded in steps right now, if any.
  get seedingSizes(): SeedSizes | null {
    return this.pendingSizes
  }

  // Resolves once the data being seeded, if any, is in place.
  ready(): Promise<void> {
    return this.seeding
  }

  // New demo data; sessions and controls stay, so a reset does not sign the tester out.
  resetData(options: DatabaseOptions = {}): void {
    this.replaceDatabase(freshSeedState(options), () => {})
  }

  resetAll(options: DatabaseOptions = {}): void {
    this.sessionTable = new SessionTable([], this.touch, this.notify)
    this.throttleTable = new Throttle({}, this.touch)
    this.currentControls = noControls
    this.resetData(options)
    for (const listener of this.listeners) listener()
  }

  // Loads the tab's saved state, if any, and saves every later change there.
  attachStorage(storage: Storage, { seedInSteps = false } = {}): void {
    this.storage = storage
    this.seedInSteps = seedInSteps
    const snapshot = readSnapshot(storage)
    if (snapshot) this.restore(snapshot)
  }

  private readonly notify = (): void => {
    for (const listener of this.listeners) listener()
  }

  readonly touch = (): void => {
    this.dirty = true
  }

  flush(): void {
    if (!this.dirty || !this.storage) return
    this.dirty = false
    writeSnapshot(this.storage, {
      version: 1,
      seed: this.database.seedState,
      changed: {
        members: this.database.members.changed(),
        loans: this.database.loans.changed(),
        kyc: this.database.kyc.changed(),
      },
      notifications: this.database.notifications,
      sessions: this.sessionTable.list(),
      controls: this.currentControls,
      throttle: this.throttleTable.snapshot(),
    })
  }

  private restore(snapshot: Snapshot): void {
    this.sessionTable = new SessionTable(snapshot.sessions, this.touch, this.notify)
    this.throttleTable = new Throttle(snapshot.throttle ?? {}, this.touch)
    this.currentControls = { ...noControls, ...snapshot.controls }
    this.replaceDatabase(snapshot.seed, (database) => {
      database.members.restore(snapshot.changed.members)
      database.loans.restore(snapshot.changed.loans)
      database.kyc.restore(snapshot.changed.kyc)
      database.notifications.push(...snapshot.notifications)
    })
  }

  private replaceDatabase(seedState: SeedState, fill: (database: Database) => void): void {
    const install = (database: Database): void => {
      fill(database)
      this.database = database
      if (this.pendingSizes === seedState.sizes) this.pendingSizes = null
      this.touch()
      this.flush()
      for (const listener of this.listeners) listener()
    }
    if (!this.seedInSteps) {
      install(new Database(seedState, this.touch))
      return
    }
    this.pendingSizes = seedState.sizes
    for (const listener of this.listeners) listener()
    // A later reset replaces an earlier one still under way: each waits for the one before it.
    this.seeding = this.seeding.then(async () => {
      const tables = await seedTablesInSteps(seedOptionsOf(seedState), handBack)
      const database = new Database(seedState, this.touch, { members: [], loans: [], kyc: [] })
      const steps = loadInSteps(database, tables)
      while (!steps.next().done) await handBack()
      install(database)
    })
  }
}

const LOAD_STEP = 5_000

function* fillInSteps<T extends { id: number }>(table: Table<T>, rows: readonly T[]): Generator<void> {
  for (let start = 0; start < rows.length; start += LOAD_STEP) {
    table.load(rows.slice(start, start + LOAD_STEP))
    yield
  }
}

// Fills the tables and prepares their unfiltered lists a slice at a time: with 100,000 members
// either done at once would block the tab for longer than a frame budget allows.
function* loadInSteps(database: Database, tables: SeededTables): Generator<void> {
  yield* fillInSteps(database.members, tables.members)
  yield* fillInSteps(database.loans, tables.loans)
  yield* fillInSteps(database.kyc, tables.kyc)
  yield* prepareListRows(database.members, tables.members, LOAD_STEP)
  yield* prepareListRows(database.loans, tables.loans, LOAD_STEP)
  yield* prepareListRows(database.kyc, tables.kyc, LOAD_STEP)
}

// A macrotask, not a microtask: input, rendering and the app's own work run in between.
const handBack = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

export const store = new MockStore()
