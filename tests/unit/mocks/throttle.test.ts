import { applyUrlControls, getMockControls, setMockControls } from '@mocks/controls'
import { signInForTest } from '@mocks/node'
import { call, json } from './support'

// Laravel's throttle:api as the QA control `rateLimit` plays it: a window of one minute from the
// first request, per signed-in user, 429 with Retry-After past the limit.
describe('the mock rate limit (throttle:api)', () => {
  afterEach(() => vi.useRealTimers())

  it('answers 429 "Too Many Attempts." with Retry-After past the limit, until the minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'))
    await signInForTest('admin')
    setMockControls({ rateLimit: 3 })
    const answers = [await call('/api/user'), await call('/api/loan-application2s'), await call('/api/kyc-1s')]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.map((answer) => answer.headers.get('X-RateLimit-Remaining'))).toEqual(['2', '1', '0'])
    expect(answers[0]?.headers.get('X-RateLimit-Limit')).toBe('3')

    vi.setSystemTime(new Date('2026-03-02T08:00:20Z'))
    const refused = await call('/api/user')
    expect(refused.status).toBe(429)
    expect(await json(refused)).toEqual({ message: 'Too Many Attempts.' })
    expect(refused.headers.get('Retry-After')).toBe('40')
    expect(refused.headers.get('X-RateLimit-Remaining')).toBe('0')
    // A refused request does not count: the window still ends a minute after it began.
    vi.setSystemTime(new Date('2026-03-02T08:00:59Z'))
    expect((await call('/api/user')).headers.get('Retry-After')).toBe('1')
    vi.setSystemTime(new Date('2026-03-02T08:01:00Z'))
    expect((await call('/api/user')).status).toBe(200)
  })

  it('counts per user, leaves the CSRF cookie route out, and counts a 401 but not a 419', async () => {
    await signInForTest('viewer')
    setMockControls({ rateLimit: 1 })
    expect((await call('/sanctum/csrf-cookie')).status).toBe(204)
    expect((await call('/api/logout', { method: 'POST', xsrf: 'wrong' })).status).toBe(419)
    expect((await call('/api/user')).status).toBe(200)
    expect((await call('/api/user')).status).toBe(429)
    // Another user (here a guest, counted by client) has a budget of their own; their 401 counts.
    expect((await call('/api/user', { credentials: 'omit' })).status).toBe(401)
    expect((await call('/api/user', { credentials: 'omit' })).status).toBe(429)
  })

  it('is off by default and set from the URL', async () => {
    await signInForTest('admin')
    expect(getMockControls().rateLimit).toBe(0)
    expect((await call('/api/user')).headers.get('X-RateLimit-Limit')).toBeNull()
    const cleaned = applyUrlControls('http://localhost:3000/users?mock.rateLimit=60')
    expect(cleaned.href).toBe('http://localhost:3000/users')
    expect(getMockControls().rateLimit).toBe(60)
    expect((await call('/api/user')).headers.get('X-RateLimit-Remaining')).toBe('59')
  })

  it('ignores a rate limit that is not a whole number of requests', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    setMockControls({ rateLimit: 5 })
    setMockControls({ rateLimit: -1 })
    setMockControls({ rateLimit: 1.5 })
    expect(getMockControls().rateLimit).toBe(5)
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
