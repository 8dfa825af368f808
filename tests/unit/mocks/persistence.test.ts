import type { Session } from '@mocks/state/sessions'

// A reload in the browser: a fresh copy of the mock's modules picks its state up from the tab's
// sessionStorage. Simulated with vi.resetModules() and an in-memory Storage.
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length(): number {
    return this.items.size
  }
  clear(): void {
    this.items.clear()
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
}

async function freshModules() {
  vi.resetModules()
  const { store } = await import('@mocks/state/store')
  const controls = await import('@mocks/controls')
  return { store, controls }
}

describe('mock API persistence in sessionStorage', () => {
  it('restores data changes, sessions, notifications and controls after a reload', async () => {
    const storage = new MemoryStorage()
    const first = await freshModules()
    first.store.attachStorage(storage)
    const loan = first.store.db.loans.all().find((candidate) => candidate.status === 'pending')
    if (!loan) throw new Error('no pending loan')
    first.store.db.loans.update(loan.id, { status: 'rejected' })
    const session: Session = first.store.sessions.start()
    first.controls.setMockControls({ latencyMs: 300, failures: [{ group: 'loans.*', mode: 'network' }], rateLimit: 2 })
    first.store.throttle.attempt('user:1', 2, Date.now())
    first.store.throttle.attempt('user:1', 2, Date.now())
    first.store.flush()
    const anchor = first.store.db.seedState.anchor

    const second = await freshModules()
    expect(second.store).not.toBe(first.store)
    second.store.attachStorage(storage)
    expect(second.store.db.seedState.anchor).toBe(anchor)
    expect(second.store.db.loans.get(loan.id)?.status).toBe('rejected')
    expect(second.store.db.loans.size).toBe(first.store.db.loans.size)
    expect(second.store.sessions.find(session.id)).toEqual(session)
    expect(second.controls.getMockControls()).toEqual({
      latencyMs: 300,
      failures: [{ group: 'loans.*', mode: 'network' }],
      rateLimit: 2,
    })
    // A reload does not give a throttled user a fresh minute.
    expect(second.store.throttle.attempt('user:1', 2, Date.now())).toMatchObject({ allowed: false })
  })

  it('reads a snapshot saved before the rate limit control as rate limit off', async () => {
    const storage = new MemoryStorage()
    const first = await freshModules()
    first.store.attachStorage(storage)
    first.controls.setMockControls({ latencyMs: 10 })
    const key = storage.key(0) ?? ''
    const saved = JSON.parse(storage.getItem(key) ?? '{}') as { controls: Record<string, unknown>; throttle?: unknown }
    delete saved.controls.rateLimit
    delete saved.throttle
    storage.setItem(key, JSON.stringify(saved))
    const second = await freshModules()
    second.store.attachStorage(storage)
    expect(second.controls.getMockControls()).toEqual({ latencyMs: 10, failures: [], rateLimit: 0 })
  })

  it('keeps a 5,000-member seed small in storage by saving only changed rows', async () => {
    const storage = new MemoryStorage()
    const { store, controls } = await freshModules()
    store.attachStorage(storage)
    controls.applyUrlControls('http://localhost:3000/?mock.members=5000')
    const saved = storage.getItem(storage.key(0) ?? '') ?? ''
    expect(saved.length).toBeLessThan(10_000)
    const again = await freshModules()
    again.store.attachStorage(storage)
    expect(again.store.db.members.size).toBe(5000)
  })

  it('in the browser, seeds in steps: the old data serves until the new seed and its restored changes are in place', async () => {
    const storage = new MemoryStorage()
    const first = await freshModules()
    first.store.attachStorage(storage)
    first.controls.applyUrlControls('http://localhost:3000/?mock.members=5000')
    first.store.db.members.update(3, { surname: 'Seakgosing' })
    first.store.flush()
    const expected = first.store.db.members.all()

    const { store, controls } = await freshModules()
    store.attachStorage(storage, { seedInSteps: true })
    expect(controls.describeSeed()).toBe('Seeding 5,000 members, 130 loan applications and 100 KYC records...')
    await store.ready()
    expect(controls.describeSeed()).toBe('Seeded 5,000 members, 130 loan applications and 100 KYC records.')
    expect(store.db.members.all()).toEqual(expected)
    expect(store.db.members.get(3)?.surname).toBe('Seakgosing')
  })

  it('ignores a corrupt snapshot', async () => {
    const storage = new MemoryStorage()
    storage.setItem('sacco-mock-api', '{not json')
    const { store } = await freshModules()
    store.attachStorage(storage)
    expect(store.db.members.size).toBeGreaterThanOrEqual(150)
  })
})
