import { Database, freshSeedState, sameSeed, seedOptionsOf } from './database'
import type { DatabaseOptions, SeedState, Table } from './database'
import { seedTablesInSteps } from '../seed'
import type { SeededTables, SeedSizes } from '../seed'
import { prepareListRows } from '../domain/list-query'
import { noSessions, SessionTable } from './sessions'
import type { SessionState } from './sessions'
import { noControls } from './controls-state'
import type { MockControls } from './controls-state'
import { partNames, validParts } from './persistence'
import type { PartName, Revisions, SharedParts, SharedStorage } from './persistence'
import { Throttle } from './throttle'
import type { ThrottleWindow } from './throttle'

const dataParts: readonly PartName[] = ['seed', 'members', 'loans', 'kyc', 'notifications']

/**
 * The one instance of the mock server's state, shared by the handlers, the QA controls and the test
 * helpers. In the browser each tab runs a copy of the server, and the copies behave as one, as a
 * Laravel server behaves for every tab of a browser: its state lives in shared storage
 * (persistence.ts), and each request and each QA change is a turn (`transaction`) that no other tab
 * interleaves with, which starts by taking in what the other tabs wrote and ends by writing back what
 * it changed. In Node (tests) there is one process, one copy, and no storage.
 */
class MockStore {
  private database: Database
  // The seed in place, or the one being put in place in steps.
  private seedState: SeedState
  private sessionTable: SessionTable
  private throttleTable: Throttle
  private currentControls: MockControls = noControls
  private sessionCookie: string | null = null
  private shared: SharedStorage | null = null
  // The revision of each part this copy holds, and the parts it changed since.
  private revisions: Revisions = {}
  private readonly dirty = new Set<PartName>()
  private readonly listeners = new Set<() => void>()
  // In the browser a new seed is built in steps between other work; until it is in place every
  // request waits for it. Node (tests) seeds at once, so a reset is visible on the next line.
  private seedInSteps = false
  private seeding: Promise<void> = Promise.resolve()
  private pendingSizes: SeedSizes | null = null
  private refreshAsked = false

  constructor() {
    this.seedState = freshSeedState()
    this.database = this.newDatabase(this.seedState)
    this.sessionTable = this.newSessionTable(noSessions)
    this.throttleTable = this.newThrottle({})
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

  /**
   * The `laravel_session` cookie as the browser holds it. The browser has one cookie jar for all its
   * tabs, while MSW keeps one per tab, read once when the tab opens: a sign-in in one tab would not
   * reach another. So the jar is part of the shared state.
   */
  get browserSessionCookie(): string | null {
    return this.sessionCookie
  }

  setBrowserSessionCookie(sessionId: string): void {
    if (sessionId === this.sessionCookie) return
    this.sessionCookie = sessionId
    this.touch('cookie')
  }

  setControls(controls: MockControls): void {
    this.currentControls = controls
    this.touch('controls')
    this.notify()
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
    for (const part of dataParts) this.touch(part)
  }

  resetAll(options: DatabaseOptions = {}): void {
    this.sessionTable = this.newSessionTable(noSessions)
    this.throttleTable = this.newThrottle({})
    this.currentControls = noControls
    this.sessionCookie = null
    for (const part of partNames) this.touch(part)
    this.resetData(options)
    this.notify()
  }

  /**
   * One turn at the server. In the browser no other tab takes one meanwhile: it starts from what
   * they wrote and ends by writing what `work` changed, so two tabs answering at once never lose
   * each other's changes. In Node `work` runs at once.
   */
  transaction<T>(work: () => T | Promise<T>): Promise<T> {
    const shared = this.shared
    if (!shared) return Promise.resolve(work())
    return shared.exclusive(async () => {
      await this.pull(shared)
      try {
        return await work()
      } finally {
        await this.push(shared)
      }
    })
  }

  /** A turn that writes to the tables: after a seed under way, if any, so the rows go into the new data. */
  write<T>(work: () => T): Promise<T> {
    return this.ready().then(() => this.transaction(work))
  }

  /**
   * Joins the browser's shared server: takes in its state, or, in the first tab, makes it this copy's
   * fresh one. The seed is rebuilt in steps afterwards (`ready()`), outside the turn, so other tabs
   * are not held while this one seeds.
   */
  async attachShared(shared: SharedStorage, { seedInSteps = false } = {}): Promise<void> {
    this.seedInSteps = seedInSteps
    await shared.exclusive(async () => {
      const { revisions, parts } = await shared.read({})
      this.revisions = revisions
      const stored = validParts(parts)
      if (stored.seed) {
        void this.apply(stored)
        return
      }
      for (const part of partNames) this.touch(part)
      await this.push(shared)
    })
    this.shared = shared
    shared.onChange(this.refresh)
  }

  private readonly touch = (part: PartName): void => {
    this.dirty.add(part)
  }

  private readonly notify = (): void => {
    for (const listener of this.listeners) listener()
  }

  private newDatabase(seedState: SeedState, tables?: SeededTables): Database {
    return new Database(seedState, this.touch, tables)
  }

  private newSessionTable(state: SessionState): SessionTable {
    return new SessionTable(state, () => this.touch('sessions'), this.notify)
  }

  private newThrottle(windows: Readonly<Record<string, ThrottleWindow>>): Throttle {
    return new Throttle(windows, () => this.touch('throttle'))
  }

  // Another tab changed the server: take it in now, so this tab's QA panel and request budget follow
  // at once rather than at its next request. One refresh waits at a time; it reads everything new.
  private readonly refresh = (): void => {
    const shared = this.shared
    if (this.refreshAsked || !shared) return
    this.refreshAsked = true
    void this.ready().then(() =>
      shared.exclusive(async () => {
        this.refreshAsked = false
        await this.pull(shared)
      }),
    )
  }

  private async pull(shared: SharedStorage): Promise<void> {
    let read: Awaited<ReturnType<SharedStorage['read']>>
    try {
      read = await shared.read(this.revisions)
    } catch (error) {
      console.warn('[mock api] could not read the shared demo state; this tab answers from its own copy', error)
      return
    }
    this.revisions = read.revisions
    await this.apply(validParts(read.parts))
  }

  /**
   * Takes in parts another tab wrote. A new seed (a reset) is rebuilt here, with the changed rows
   * put in once it stands; otherwise the changed rows go into the tables as they are. Resolves when
   * the rows are in place.
   */
  private apply(parts: Partial<SharedParts>): Promise<void> {
    if (parts.controls) this.currentControls = { ...noControls, ...parts.controls }
    if (parts.sessions) this.sessionTable = this.newSessionTable(parts.sessions)
    if (parts.throttle) this.throttleTable = this.newThrottle(parts.throttle)
    if (parts.cookie) this.sessionCookie = parts.cookie.session
    if (parts.controls || parts.sessions) this.notify()
    const fill = (database: Database): void => {
      if (parts.members) database.members.restore(parts.members)
      if (parts.loans) database.loans.restore(parts.loans)
      if (parts.kyc) database.kyc.restore(parts.kyc)
      if (parts.notifications) database.notifications.splice(0, Infinity, ...parts.notifications)
    }
    if (parts.seed && !sameSeed(parts.seed, this.seedState)) this.replaceDatabase(parts.seed, fill)
    else if (parts.members || parts.loans || parts.kyc || parts.notifications) {
      // Onto the tables of a seed still being built, if one is: the rows belong to it.
      this.seeding = this.seeding.then(() => fill(this.database))
    }
    return this.seeding
  }

  private async push(shared: SharedStorage): Promise<void> {
    if (this.dirty.size === 0) return
    const revisions = { ...this.revisions }
    for (const part of this.dirty) revisions[part] = (revisions[part] ?? 0) + 1
    const parts = this.partsNamed(this.dirty)
    this.dirty.clear()
    try {
      await shared.write(parts, revisions)
      this.revisions = revisions
    } catch (error) {
      console.warn('[mock api] could not save the demo state; other tabs and a reload will not see this change', error)
    }
  }

  private partsNamed(names: Iterable<PartName>): Partial<SharedParts> {
    // A reset's seed may still be being built: it has no changed rows yet.
    const fresh = !sameSeed(this.seedState, this.database.seedState)
    const changed = <T extends { id: number }>(table: Table<T>): T[] => (fresh ? [] : table.changed())
    const value: { [Part in PartName]: () => SharedParts[Part] } = {
      seed: () => this.seedState,
      members: () => changed(this.database.members),
      loans: () => changed(this.database.loans),
      kyc: () => changed(this.database.kyc),
      notifications: () => (fresh ? [] : this.database.notifications),
      sessions: () => this.sessionTable.snapshot(),
      cookie: () => ({ session: this.sessionCookie }),
      controls: () => this.currentControls,
      throttle: () => this.throttleTable.snapshot(),
    }
    return Object.fromEntries([...names].map((name) => [name, value[name]()]))
  }

  private replaceDatabase(seedState: SeedState, fill: (database: Database) => void): void {
    this.seedState = seedState
    const install = (database: Database): void => {
      fill(database)
      this.database = database
      if (this.pendingSizes === seedState.sizes) this.pendingSizes = null
      this.notify()
    }
    if (!this.seedInSteps) {
      install(this.newDatabase(seedState))
      return
    }
    this.pendingSizes = seedState.sizes
    this.notify()
    // A later reset replaces an earlier one still under way: each waits for the one before it.
    this.seeding = this.seeding.then(async () => {
      const tables = await seedTablesInSteps(seedOptionsOf(seedState), handBack)
      const database = this.newDatabase(seedState, { members: [], loans: [], kyc: [] })
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
