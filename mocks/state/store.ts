import { Database, freshSeedState } from './database'
import type { DatabaseOptions } from './database'
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

  constructor() {
    this.database = new Database(freshSeedState(), this.touch)
    this.sessionTable = new SessionTable([], this.touch)
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

  // New demo data; sessions and controls stay, so a reset does not sign the tester out.
  resetData(options: DatabaseOptions = {}): void {
    this.database = new Database(freshSeedState(options), this.touch)
    this.touch()
    this.flush()
  }

  resetAll(options: DatabaseOptions = {}): void {
    this.sessionTable = new SessionTable([], this.touch)
    this.throttleTable = new Throttle({}, this.touch)
    this.currentControls = noControls
    this.resetData(options)
    for (const listener of this.listeners) listener()
  }

  // Loads the tab's saved state, if any, and saves every later change there.
  attachStorage(storage: Storage): void {
    this.storage = storage
    const snapshot = readSnapshot(storage)
    if (snapshot) this.restore(snapshot)
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
    this.database = restoreDatabase(snapshot, this.touch)
    this.sessionTable = new SessionTable(snapshot.sessions, this.touch)
    this.throttleTable = new Throttle(snapshot.throttle ?? {}, this.touch)
    this.currentControls = { ...noControls, ...snapshot.controls }
  }
}

function restoreDatabase(snapshot: Snapshot, onChange: () => void): Database {
  const database = new Database(snapshot.seed, onChange)
  database.members.restore(snapshot.changed.members)
  database.loans.restore(snapshot.changed.loans)
  database.kyc.restore(snapshot.changed.kyc)
  database.notifications.push(...snapshot.notifications)
  return database
}

export const store = new MockStore()
