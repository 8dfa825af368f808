import { waitFor } from '@testing-library/react'
import {
  applyUrlControls,
  describeSeed,
  expireSession,
  getMockControls,
  newApplicationArrives,
  parseFailures,
  resetDemoData,
  setMockControls,
} from '@mocks/controls'
import { mockDb, resetMockApi, signInForTest } from '@mocks/node'
import { useTestClock } from '../../support/time'
import { toTimestamp } from '@mocks/time'
import { call, json } from './support'

describe('QA controls', () => {
  beforeEach(async () => {
    await signInForTest('admin')
  })

  it('fails a group with 500 by default and leaves other groups alone', async () => {
    setMockControls({ failures: [{ group: 'loans.approve', mode: 500 }] })
    const loan = mockDb()
      .loans.all()
      .find((candidate) => candidate.status === 'verified')
    const failed = await call(`/api/loan-application2s/${loan?.id ?? 0}/approve`, { json: {} })
    expect(failed.status).toBe(500)
    expect(await json(failed)).toEqual({ message: 'Server Error' })
    expect(mockDb().loans.get(loan?.id ?? 0)?.status).toBe('verified')
    expect((await call('/api/loan-application2s')).status).toBe(200)
  })

  it('matches area wildcards and *', async () => {
    setMockControls({ failures: [{ group: 'members.*', mode: 422 }] })
    const invalid = await call('/api/memberships')
    expect(invalid.status).toBe(422)
    expect(await json(invalid)).toEqual({
      message: 'The given data was invalid.',
      errors: { status: ['The given data was invalid.'] },
    })
    expect((await call('/api/kyc-1s')).status).toBe(200)
    setMockControls({ failures: [{ group: '*', mode: 503 }] })
    expect((await call('/api/user')).status).toBe(503)
    setMockControls({ failures: [{ group: 'members.list', mode: 429 }] })
    expect((await call('/api/memberships')).headers.get('retry-after')).toBe('60')
  })

  it('drops the connection for network failures', async () => {
    setMockControls({ failures: [{ group: 'dashboard', mode: 'network' }] })
    await expect(call('/api/dashboard-stats')).rejects.toThrow(TypeError)
  })

  it('answers 200 with a body that breaks the schema for malformed failures', async () => {
    setMockControls({
      failures: parseFailures('kyc.list:malformed,members.list:malformed,dashboard:malformed,loans.show:malformed'),
    })
    const kyc = await call('/api/kyc-1s')
    expect(kyc.status).toBe(200)
    expect(Array.isArray((await json(kyc)).data)).toBe(false)
    expect(Array.isArray((await json(await call('/api/memberships'))).data)).toBe(false)
    expect(typeof (await json(await call('/api/dashboard-stats'))).active_members).not.toBe('number')
    expect(typeof (await json(await call('/api/loan-application2s/1'))).id).not.toBe('number')
  })

  it('adds latency to every call', async () => {
    useTestClock()
    setMockControls({ latencyMs: 120 })
    let answered = false
    const answer = call('/api/user').then((response) => {
      answered = true
      return response
    })
    // The mock has the call once its delay is set; then only the test's clock lets it answer.
    await waitFor(() => expect(vi.getTimerCount()).toBe(1))
    await vi.advanceTimersByTimeAsync(119)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await answer).status).toBe(200)
    expect(getMockControls().latencyMs).toBe(120)
  })

  it('ignores invalid rules and clamps latency', () => {
    setMockControls({
      latencyMs: -5,
      failures: [
        { group: 'nope', mode: 500 },
        { group: 'loans.*', mode: 200 },
        { group: 'auth.user', mode: 'network' },
      ],
    })
    expect(getMockControls()).toEqual({
      latencyMs: 0,
      failures: [{ group: 'auth.user', mode: 'network' }],
      rateLimit: 0,
    })
  })

  it('expires the session: reads get 401, writes 419 until a new CSRF cookie, then 401', async () => {
    expireSession()
    expect((await call('/api/user')).status).toBe(401)
    await signInForTest('admin')
    expireSession()
    expect((await call('/api/logout', { method: 'POST' })).status).toBe(419)
    await call('/sanctum/csrf-cookie')
    expect((await call('/api/logout', { method: 'POST' })).status).toBe(401)
  })

  it('parses URL controls, applies them and returns the URL without them', () => {
    const cleaned = applyUrlControls(
      'http://localhost:3000/loans?page=2&mock.latency=2000&mock.fail=loans.approve,members.*:422,dashboard:network,kyc.list:malformed&search=kagiso',
    )
    expect(cleaned.href).toBe('http://localhost:3000/loans?page=2&search=kagiso')
    expect(getMockControls()).toEqual({
      latencyMs: 2000,
      failures: [
        { group: 'loans.approve', mode: 500 },
        { group: 'members.*', mode: 422 },
        { group: 'dashboard', mode: 'network' },
        { group: 'kyc.list', mode: 'malformed' },
      ],
      rateLimit: 0,
    })
  })

  it('resizes and re-anchors the seed from the URL, and expires the session', async () => {
    applyUrlControls('http://localhost:3000/?mock.members=5000&mock.now=2025-03-01T09:00:00Z&mock.expire=1')
    expect(mockDb().members.size).toBe(5000)
    expect(mockDb().seedState.anchor).toBe('2025-03-01T09:00:00.000Z')
    expect((await call('/api/user')).status).toBe(401)
  })

  it('says what it seeded from the URL', () => {
    applyUrlControls('http://localhost:3000/?mock.members=3000&mock.loans=10')
    expect(mockDb().members.size).toBe(3000)
    expect(describeSeed()).toBe('Seeded 3,000 members, 10 loan applications and 100 KYC records.')
  })

  it('says so when a size is over the cap, and keeps the data it had', () => {
    applyUrlControls('http://localhost:3000/?mock.members=100001&mock.kyc=-1')
    expect(mockDb().members.size).toBe(160)
    expect(describeSeed()).toBe(
      'Seeded 160 members, 130 loan applications and 100 KYC records. ' +
        'mock.members=100001 ignored: at most 100,000 members. ' +
        'mock.kyc=-1 ignored: a whole number from 0 to 20,000 is expected.',
    )
  })

  it('adds the hostile test records only with ?mock.scenario=hostile, and keeps them through a reset', () => {
    expect(mockDb().members.get(2)?.surname).not.toContain('<')
    expect(
      mockDb()
        .loans.all()
        .some((loan) => loan.loan_purpose?.includes('<b>')),
    ).toBe(false)

    applyUrlControls('http://localhost:3000/?mock.scenario=hostile')
    expect(mockDb().members.get(2)?.surname).toBe('<img src=x onerror=alert(1)>')
    expect(mockDb().kyc.get(2)?.name).toBe('"><svg onload=alert(1)>')
    expect(describeSeed()).toBe(
      'Seeded 160 members, 130 loan applications and 100 KYC records. With hostile test records (markup and formulas).',
    )
    resetDemoData()
    expect(mockDb().members.get(2)?.surname).toBe('<img src=x onerror=alert(1)>')

    applyUrlControls('http://localhost:3000/?mock.scenario=demo')
    expect(mockDb().members.get(2)?.surname).not.toContain('<')
  })

  it('says so when the scenario is unknown, and keeps the data it had', () => {
    applyUrlControls('http://localhost:3000/?mock.scenario=evil')
    expect(mockDb().seedState.scenario).toBe('demo')
    expect(describeSeed()).toBe(
      'Seeded 160 members, 130 loan applications and 100 KYC records. mock.scenario=evil ignored: demo or hostile is expected.',
    )
  })

  it('resets the demo data and the injected failures but keeps the session', async () => {
    setMockControls({ failures: [{ group: 'dashboard', mode: 500 }] })
    const loan = mockDb()
      .loans.all()
      .find((candidate) => candidate.status === 'pending')
    await call(`/api/loan-application2s/${loan?.id ?? 0}/reject`, { json: {} })
    expect(mockDb().loans.get(loan?.id ?? 0)?.status).toBe('rejected')
    resetDemoData()
    expect(mockDb().loans.get(loan?.id ?? 0)?.status).toBe('pending')
    expect(getMockControls().failures).toEqual([])
    expect((await call('/api/user')).status).toBe(200)
  })

  it('makes a new pending loan application arrive now, listed first, from the panel, code or the URL', async () => {
    useTestClock()
    const size = mockDb().loans.size
    const arrived = await newApplicationArrives()
    expect(arrived).toMatchObject({ id: size + 1, status: 'pending', notes: null, approvedAt: null })
    expect(arrived.created_at).toBe(toTimestamp(mockDb().now()))
    const member = mockDb()
      .members.all()
      .find((candidate) => candidate.member_id === arrived.member_id)
    expect(member?.status).toMatch(/^(active|approved)$/)
    expect(arrived).toMatchObject({ first_names: member?.name, surname: member?.surname })
    const first = await json<{ data: { id: number }[] }>(await call('/api/loan-application2s'))
    expect(first.data[0]?.id).toBe(arrived.id)
    const pending = await json<{ total: number }>(await call('/api/loan-application2s?status=pending'))

    const cleaned = applyUrlControls('http://localhost:3000/loans?mock.arrive=loan')
    expect(cleaned.href).toBe('http://localhost:3000/loans')
    await waitFor(() => expect(mockDb().loans.size).toBe(size + 2))
    expect(mockDb().loans.get(size + 2)?.status).toBe('pending')
    expect((await json<{ total: number }>(await call('/api/loan-application2s?status=pending'))).total).toBe(
      pending.total + 1,
    )
  })

  it('arrives in the new data when the same URL resets it, and says which arrivals it does not know', async () => {
    applyUrlControls('http://localhost:3000/?mock.loans=10&mock.arrive=loan')
    await waitFor(() => expect(mockDb().loans.size).toBe(11))
    applyUrlControls('http://localhost:3000/?mock.arrive=kyc')
    expect(describeSeed()).toBe(
      'Seeded 160 members, 10 loan applications and 100 KYC records. mock.arrive=kyc ignored: loan is expected.',
    )
  })

  it('resetMockApi clears controls and sessions', async () => {
    setMockControls({ latencyMs: 50, failures: [{ group: '*', mode: 500 }] })
    resetMockApi()
    expect(getMockControls()).toEqual({ latencyMs: 0, failures: [], rateLimit: 0 })
    expect((await call('/api/user')).status).toBe(401)
  })
})
