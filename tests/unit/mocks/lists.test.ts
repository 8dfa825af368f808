import { mockDb, resetMockApi, signInForTest } from '@mocks/node'
import { call, json } from './support'

interface PlainPage {
  data: { id: number; status: string; created_at: string; surname: string; name?: string; first_names?: string }[]
  current_page: number
  last_page: number
  total: number
  per_page: number
  from: number | null
  to: number | null
  links: { url: string | null; label: string; active: boolean }[]
  next_page_url: string | null
}

interface ResourcePage {
  data: { id: number; status: string }[]
  links: { first: string; last: string; prev: string | null; next: string | null }
  meta: {
    current_page: number
    last_page: number
    total: number
    per_page: number
    from: number | null
    to: number | null
  }
}

const day = (timestamp: string): string => timestamp.slice(0, 10)

describe('mock API lists', () => {
  beforeEach(async () => {
    resetMockApi({ now: new Date('2025-03-01T10:00:00Z') })
    await signInForTest('admin')
  })

  it('pages loans as a plain Laravel paginator, 15 per page', async () => {
    const page = await json<PlainPage>(await call('/api/loan-application2s'))
    expect(page.data).toHaveLength(15)
    expect(page).toMatchObject({ current_page: 1, per_page: 15, from: 1, to: 15, total: mockDb().loans.size })
    expect(page.last_page).toBe(Math.ceil(mockDb().loans.size / 15))
    expect(page.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false })
    expect(page.next_page_url).toBe('http://localhost:3000/api/loan-application2s?page=2')
    // latest() first
    const times = page.data.map((loan) =>
      Date.parse(loan.created_at.replace(' ', 'T') + (loan.created_at.includes('T') ? '' : 'Z')),
    )
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('pages members as a plain paginator and KYC under meta', async () => {
    const members = await json<PlainPage>(await call('/api/memberships?page=2'))
    expect(members.current_page).toBe(2)
    expect(members.data).toHaveLength(15)
    expect(members.from).toBe(16)

    const kyc = await json<ResourcePage>(await call('/api/kyc-1s?page=2'))
    expect(kyc.data).toHaveLength(15)
    expect(kyc.meta).toMatchObject({ current_page: 2, per_page: 15, from: 16, to: 30, total: mockDb().kyc.size })
    expect(kyc.links.prev).toBe('http://localhost:3000/api/kyc-1s?page=1')
    expect('current_page' in kyc).toBe(false)
  })

  it('returns an empty page past the end with the real last_page, and page 1 for junk', async () => {
    const past = await json<PlainPage>(await call('/api/memberships?page=999'))
    expect(past.data).toEqual([])
    expect(past.current_page).toBe(999)
    expect(past.last_page).toBe(Math.ceil(mockDb().members.size / 15))
    expect(past.from).toBeNull()
    expect((await json<PlainPage>(await call('/api/memberships?page=abc'))).current_page).toBe(1)
  })

  it('filters by status; the member filter "approved" also matches "active"', async () => {
    const pending = await json<PlainPage>(await call('/api/loan-application2s?status=pending'))
    expect(pending.total).toBe(
      mockDb()
        .loans.all()
        .filter((loan) => loan.status === 'pending').length,
    )
    expect(pending.data.every((loan) => loan.status === 'pending')).toBe(true)

    const approved = await json<PlainPage>(await call('/api/memberships?status=approved'))
    const expected = mockDb()
      .members.all()
      .filter((member) => member.status === 'approved' || member.status === 'active')
    expect(approved.total).toBe(expected.length)
    expect(new Set(approved.data.map((member) => member.status))).toEqual(new Set(['approved', 'active']))

    const kyc = await json<ResourcePage>(await call('/api/kyc-1s?status=verified'))
    expect(kyc.data.every((record) => record.status === 'verified')).toBe(true)
    expect((await json<PlainPage>(await call('/api/memberships?status='))).total).toBe(mockDb().members.size)
  })

  it('searches case- and accent-insensitively across names, ids and numbers', async () => {
    const bySurname = await json<PlainPage>(await call('/api/memberships?search=MOLEFE'))
    expect(bySurname.total).toBeGreaterThan(0)
    expect(bySurname.data.every((member) => JSON.stringify(member).toLowerCase().includes('molefe'))).toBe(true)

    const accent = await json<PlainPage>(await call(`/api/memberships?search=${encodeURIComponent('tshepo')}`))
    expect(accent.data.some((member) => member.name === 'Tšhepo')).toBe(true)

    const member = mockDb().members.get(20)
    const byOmang = await json<PlainPage>(await call(`/api/memberships?search=${member?.omang_number ?? ''}`))
    expect(byOmang.data.map((row) => row.id)).toEqual([20])

    const loan = mockDb().loans.get(30)
    const byMemberId = await json<PlainPage>(await call(`/api/loan-application2s?search=${loan?.member_id ?? ''}`))
    expect(byMemberId.data.map((row) => row.id)).toContain(30)

    const fullName = await json<ResourcePage>(
      await call(
        `/api/kyc-1s?search=${encodeURIComponent(`${mockDb().kyc.get(5)?.name ?? ''} ${mockDb().kyc.get(5)?.surname ?? ''}`)}`,
      ),
    )
    expect(fullName.data.map((row) => row.id)).toContain(5)
  })

  it('filters on created_at with inclusive from_date and to_date', async () => {
    const page = await json<PlainPage>(await call('/api/memberships?from_date=2025-02-01&to_date=2025-02-28'))
    const expected = mockDb()
      .members.all()
      .filter((member) => day(member.created_at) >= '2025-02-01' && day(member.created_at) <= '2025-02-28')
    expect(page.total).toBe(expected.length)
    expect(page.total).toBeGreaterThan(0)
    expect(
      page.data.every((member) => day(member.created_at) >= '2025-02-01' && day(member.created_at) <= '2025-02-28'),
    ).toBe(true)

    const oneDay = day(mockDb().loans.get(10)?.created_at ?? '')
    const sameDay = await json<PlainPage>(await call(`/api/loan-application2s?from_date=${oneDay}&to_date=${oneDay}`))
    expect(sameDay.data.map((loan) => loan.id)).toContain(10)
  })

  it('combines filters', async () => {
    const page = await json<PlainPage>(
      await call('/api/loan-application2s?status=approved&from_date=2024-12-01&search=loan'),
    )
    expect(page.data.every((loan) => loan.status === 'approved' && day(loan.created_at) >= '2024-12-01')).toBe(true)
  })

  it('rejects invalid dates and reversed ranges with 422', async () => {
    const invalid = await call('/api/memberships?from_date=03/01/2025')
    expect(invalid.status).toBe(422)
    expect(await json(invalid)).toEqual({
      message: 'The from date field must be a valid date.',
      errors: { from_date: ['The from date field must be a valid date.'] },
    })
    const reversed = await call('/api/kyc-1s?from_date=2025-02-10&to_date=2025-02-01')
    expect(reversed.status).toBe(422)
  })

  it('shows single records bare, or wrapped in data for KYC, and 404s unknown ids', async () => {
    expect(await json(await call('/api/loan-application2s/3'))).toMatchObject({ id: 3 })
    expect(await json(await call('/api/memberships/3'))).toMatchObject({ id: 3 })
    expect(await json(await call('/api/kyc-1s/3'))).toMatchObject({ data: { id: 3 } })
    const missing = await call('/api/memberships/99999')
    expect(missing.status).toBe(404)
    expect(await json(missing)).toEqual({ message: 'No query results for model [App\\Models\\Membership] 99999' })
  })
})
