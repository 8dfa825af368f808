import { getResponse } from 'msw'
import { memoryBrowser } from './memory-browser'

type Browser = ReturnType<typeof memoryBrowser>

const admin = { email: 'admin@sacco.co.bw', password: 'password' }

/**
 * A tab of `browser`: a fresh copy of the mock's modules, as a page loads them, joined to the
 * browser's shared state. `call` sends a request through this tab's own handlers with what a browser
 * sends: the XSRF-TOKEN cookie, which every tab reads from the one document.cookie, echoed back.
 */
async function openTab(browser: Browser, cookies: { xsrf: string }) {
  vi.resetModules()
  const { store } = await import('@mocks/state/store')
  const controls = await import('@mocks/controls')
  const { handlers } = await import('@mocks/handlers')
  await store.attachShared(browser.tab())
  await store.ready()
  async function call(path: string, { method = 'GET', json }: { method?: string; json?: unknown } = {}) {
    const headers = new Headers({ Accept: 'application/json' })
    if (json !== undefined) headers.set('Content-Type', 'application/json')
    if (method !== 'GET') headers.set('X-XSRF-TOKEN', cookies.xsrf)
    const body = json === undefined ? undefined : JSON.stringify(json)
    const response = await getResponse(handlers, new Request(`http://localhost:3000${path}`, { method, headers, body }))
    if (!response) throw new Error(`No handler answered ${path}`)
    const xsrf = response.headers.getSetCookie().find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    if (xsrf) cookies.xsrf = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length).split(';')[0] ?? '')
    return response
  }
  return { store, controls, call }
}

// The test files of a worker share their modules: the next file must not inherit a tab's copy of the
// mock, joined to this file's browser, in place of the one process-wide server the tests run against.
afterAll(() => vi.resetModules())

async function twoTabs() {
  const browser = memoryBrowser()
  const cookies = { xsrf: '' }
  const first = await openTab(browser, cookies)
  const second = await openTab(browser, cookies)
  return { browser, cookies, first, second }
}

async function signIn(tab: Awaited<ReturnType<typeof openTab>>): Promise<void> {
  await tab.call('/sanctum/csrf-cookie')
  expect((await tab.call('/api/login', { method: 'POST', json: admin })).status).toBe(204)
}

describe('the mock server the tabs of a browser share', () => {
  it("signs a second tab in with the first tab's login, and shows it the first tab's changes", async () => {
    const { first, second } = await twoTabs()
    await signIn(first)
    expect((await second.call('/api/user')).status).toBe(200)

    const loan = first.store.db.loans.all().find((candidate) => candidate.status === 'pending')
    if (!loan) throw new Error('no pending loan')
    const rejected = await first.call(`/api/loan-application2s/${loan.id}/reject`, {
      method: 'POST',
      json: { status: 'rejected', notes: 'Rejected in the first tab' },
    })
    expect(rejected.status).toBe(200)
    const seen = (await (await second.call(`/api/loan-application2s/${loan.id}`)).json()) as Record<string, unknown>
    expect(seen).toMatchObject({ status: 'rejected', notes: 'Rejected in the first tab' })

    // A logout in the second tab ends the browser's session for the first too.
    expect((await second.call('/api/logout', { method: 'POST' })).status).toBe(204)
    expect((await first.call('/api/user')).status).toBe(401)
  })

  it('counts the requests of both tabs against one throttle, even when they arrive at once', async () => {
    const { first, second } = await twoTabs()
    await signIn(first)
    await first.controls.setMockControls({ rateLimit: 15 })
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => [first.call('/api/user'), second.call('/api/user')]).flat(),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(15)
    expect(statuses.filter((status) => status === 429)).toHaveLength(9)
  })

  it('applies a failure injected in one tab to the requests of the other, and tells its QA panel', async () => {
    const { first, second } = await twoTabs()
    await signIn(first)
    const heard = vi.fn()
    second.controls.subscribeMockControls(heard)
    await first.controls.addFailure({ group: 'loans.list', mode: 503 })
    expect((await second.call('/api/loan-application2s')).status).toBe(503)
    expect(second.controls.getMockControls().failures).toEqual([{ group: 'loans.list', mode: 503 }])
    // Heard without a request of its own, so its panel and request budget follow.
    await vi.waitFor(() => expect(heard).toHaveBeenCalled())
  })

  it('expires the session of every tab, and a reset in one tab reseeds the other', async () => {
    const { first, second } = await twoTabs()
    await signIn(first)
    await second.controls.expireSession()
    expect((await first.call('/api/user')).status).toBe(401)
    expect(first.controls.isSessionExpired()).toBe(true)

    await signIn(second)
    const loan = second.store.db.loans.all().find((candidate) => candidate.status === 'pending')
    if (!loan) throw new Error('no pending loan')
    await second.call(`/api/loan-application2s/${loan.id}/reject`, { method: 'POST', json: {} })
    const before = first.store.db.seedState.seededAt
    await first.controls.resetDemoData()
    const seen = (await (await second.call(`/api/loan-application2s/${loan.id}`)).json()) as { status: string }
    expect(seen.status).toBe('pending')
    expect(second.store.db.seedState.seededAt).toBeGreaterThanOrEqual(before)
    expect(second.store.db.seedState).toEqual(first.store.db.seedState)
  })

  it('creates a new pending loan application that every tab lists first', async () => {
    const { first, second } = await twoTabs()
    await signIn(first)
    const before = first.store.db.loans.size
    const arrived = await first.controls.newApplicationArrives()
    expect(arrived).toMatchObject({ id: before + 1, status: 'pending', notes: null })
    expect(arrived.created_at).toBe(arrived.updated_at)
    const list = (await (await second.call('/api/loan-application2s')).json()) as { data: { id: number }[] }
    expect(list.data[0]?.id).toBe(arrived.id)
  })
})

describe('the shared mock server across a reload', () => {
  it('restores data changes, sessions, notifications, controls and throttle counts', async () => {
    const browser = memoryBrowser()
    const cookies = { xsrf: '' }
    const first = await openTab(browser, cookies)
    await signIn(first)
    const loan = first.store.db.loans.all().find((candidate) => candidate.status === 'verified')
    if (!loan) throw new Error('no verified loan')
    await first.call(`/api/loan-application2s/${loan.id}/notifyAdmin`, {
      method: 'POST',
      json: { loan_id: loan.id, param1: 'a', param2: 'b', param3: 'c' },
    })
    await first.controls.setMockControls({
      latencyMs: 300,
      failures: [{ group: 'kyc.*', mode: 'network' }],
      rateLimit: 3,
    })
    await first.call('/api/user')
    await first.call('/api/user')
    const anchor = first.store.db.seedState.anchor

    const reloaded = await openTab(browser, cookies)
    expect(reloaded.store).not.toBe(first.store)
    expect(reloaded.store.db.seedState.anchor).toBe(anchor)
    expect(reloaded.store.db.notifications).toHaveLength(1)
    expect(reloaded.controls.getMockControls()).toEqual({
      latencyMs: 300,
      failures: [{ group: 'kyc.*', mode: 'network' }],
      rateLimit: 3,
    })
    // Still signed in, and a reload does not give a throttled user a fresh minute.
    await reloaded.controls.setMockControls({ latencyMs: 0 })
    expect((await reloaded.call('/api/user')).status).toBe(200)
    expect((await reloaded.call('/api/user')).status).toBe(429)
  })

  it('keeps a 5,000-member seed small in storage by saving only changed rows', async () => {
    const browser = memoryBrowser()
    const cookies = { xsrf: '' }
    const first = await openTab(browser, cookies)
    first.controls.applyUrlControls('http://localhost:3000/?mock.members=5000')
    await first.controls.setMockControls({})
    expect(browser.stored().length).toBeLessThan(10_000)
    const again = await openTab(browser, cookies)
    expect(again.store.db.members.size).toBe(5000)
  })

  it('in the browser, seeds in steps: the old data serves until the new seed and its changes are in place', async () => {
    const browser = memoryBrowser()
    const cookies = { xsrf: '' }
    const first = await openTab(browser, cookies)
    first.controls.applyUrlControls('http://localhost:3000/?mock.members=5000')
    await signIn(first)
    expect(first.store.db.members.get(1)?.status).toBe('pending')
    expect((await first.call('/api/memberships/1/reject', { method: 'POST', json: {} })).status).toBe(200)
    const expected = first.store.db.members.all()

    vi.resetModules()
    const { store } = await import('@mocks/state/store')
    const controls = await import('@mocks/controls')
    await store.attachShared(browser.tab(), { seedInSteps: true })
    expect(controls.describeSeed()).toBe('Seeding 5,000 members, 130 loan applications and 100 KYC records...')
    await store.ready()
    expect(controls.describeSeed()).toBe('Seeded 5,000 members, 130 loan applications and 100 KYC records.')
    expect(store.db.members.all()).toEqual(expected)
    expect(store.db.members.get(1)?.status).toBe('rejected')
  })

  it('ignores a stored part of an unexpected shape', async () => {
    const browser = memoryBrowser()
    const cookies = { xsrf: '' }
    await openTab(browser, cookies)
    browser.corrupt('controls', { latencyMs: 'slow' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const tab = await openTab(browser, cookies)
    expect(tab.controls.getMockControls()).toEqual({ latencyMs: 0, failures: [], rateLimit: 0 })
    expect(tab.store.db.members.size).toBeGreaterThanOrEqual(150)
    expect(warn).toHaveBeenCalledWith('[mock api] ignoring the stored controls: it has an unexpected shape')
  })
})
