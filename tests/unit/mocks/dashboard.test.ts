import { mockDb, resetMockApi, signInForTest } from '@mocks/node'
import { call, json } from './support'

interface Stats {
  active_members: number
  pending_loans: number
  approved_loans: number
  rejected_loans: number
  total_loans: number
  pending_kyc: number
  verified_Kyc: number
  newUsersToday: number
  loan_volume: string
  loan_applications_chart: { period: string; total: number }[]
  new_members_chart: { period: string; total: number }[]
  kyc_applications_chart: { period: string; total: number }[]
  channels: { whatsapp: number; facebook: number; web: number }
}

const stats = async (filter = 'daily'): Promise<Stats> =>
  json<Stats>(await call(`/api/dashboard-stats?filter=${filter}`))

describe('mock API dashboard', () => {
  beforeEach(async () => {
    resetMockApi({ now: new Date('2025-03-05T12:00:00Z') })
    await signInForTest('admin')
  })

  it('counts from the live data', async () => {
    const body = await stats()
    const loans = mockDb().loans.all()
    expect(body.total_loans).toBe(loans.length)
    expect(body.pending_loans).toBe(loans.filter((loan) => loan.status === 'pending').length)
    expect(body.active_members).toBe(
      mockDb()
        .members.all()
        .filter((member) => ['active', 'approved'].includes(member.status)).length,
    )
    expect(body.verified_Kyc).toBe(
      mockDb()
        .kyc.all()
        .filter((record) => record.status === 'verified').length,
    )
    expect(body.newUsersToday).toBeGreaterThan(0)
    expect(body.loan_volume).toMatch(/^\d+\.\d{2}$/)
    expect(body.channels.whatsapp + body.channels.facebook + body.channels.web).toBe(loans.length)
  })

  it('moves the numbers when a loan is approved', async () => {
    const before = await stats()
    const loan = mockDb()
      .loans.all()
      .find((candidate) => candidate.status === 'verified')
    if (!loan) throw new Error('no verified loan')
    expect((await call(`/api/loan-application2s/${loan.id}/approve`, { json: { status: 'approved' } })).status).toBe(
      200,
    )
    const after = await stats()
    expect(after.approved_loans).toBe(before.approved_loans + 1)
    expect(Number(after.loan_volume)).toBeCloseTo(
      Number(before.loan_volume) + Number(loan.amount_applied_for_in_numeric),
      2,
    )
  })

  it('builds daily, weekly and monthly series ending now', async () => {
    const daily = await stats('daily')
    expect(daily.loan_applications_chart).toHaveLength(60)
    expect(daily.loan_applications_chart.at(-1)?.period).toBe('2025-03-05')
    expect(daily.new_members_chart.at(-1)?.total).toBeGreaterThan(0)

    const weekly = await stats('weekly')
    expect(weekly.kyc_applications_chart).toHaveLength(12)
    // 2025-03-05 is a Wednesday; its week starts on Monday 2025-03-03.
    expect(weekly.kyc_applications_chart.at(-1)?.period).toBe('2025-03-03')
    expect(weekly.kyc_applications_chart[0]?.period).toBe('2024-12-16')

    const monthly = await stats('monthly')
    expect(monthly.new_members_chart.map((point) => point.period)).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ])
  })

  it('counts a member created today in the last daily bucket', async () => {
    const before = (await stats()).new_members_chart.at(-1)?.total ?? 0
    await call('/api/memberships', {
      json: {
        name: 'Neo',
        surname: 'Tau',
        gender: 'other',
        date_of_birth: '2000-01-01',
        email_address: 'neo.tau@x.bw',
        cell_number: '71234567',
      },
    })
    const after = await stats()
    expect(after.new_members_chart.at(-1)?.total).toBe(before + 1)
  })

  it('defaults to daily and refuses unknown filters', async () => {
    expect((await json<Stats>(await call('/api/dashboard-stats'))).loan_applications_chart).toHaveLength(60)
    expect((await call('/api/dashboard-stats?filter=yearly')).status).toBe(422)
  })
})
