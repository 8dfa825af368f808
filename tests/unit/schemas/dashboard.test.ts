import { DashboardStatsSchema } from '@/schemas/dashboard'

const counts = {
  active_members: 98,
  pending_loans: '14',
  approved_loans: 60,
  rejected_loans: 12,
  total_loans: 120,
  pending_kyc: 22,
}

describe('DashboardStatsSchema', () => {
  it('reads a full response with numeric strings and channels', () => {
    const stats = DashboardStatsSchema.parse({
      ...counts,
      verified_Kyc: 40,
      newUsersToday: '3',
      loan_volume: '2450000.00',
      loan_applications_chart: [
        { period: '2025-02-28', total: 4 },
        { period: '2025-03-01', total: '6' },
      ],
      new_members_chart: [{ period: '2025-03', total: 11 }],
      kyc_applications_chart: [],
      channels: { whatsapp: 40, facebook: '25', web: 35 },
    })
    expect(stats.pending_loans).toBe(14)
    expect(stats.newUsersToday).toBe(3)
    expect(stats.loan_volume).toBe(2450000)
    expect(stats.loan_applications_chart).toEqual([
      { period: '2025-02-28', total: 4 },
      { period: '2025-03-01', total: 6 },
    ])
    expect(stats.channels).toEqual({ whatsapp: 40, facebook: 25, web: 35 })
  })

  it('defaults missing series to [] and missing optional figures to null', () => {
    const stats = DashboardStatsSchema.parse(counts)
    expect(stats.loan_applications_chart).toEqual([])
    expect(stats.new_members_chart).toEqual([])
    expect(stats.kyc_applications_chart).toEqual([])
    expect(stats.channels).toBeNull()
    expect(stats.verified_Kyc).toBeNull()
    expect(stats.newUsersToday).toBeNull()
    expect(stats.loan_volume).toBeNull()
  })

  it('reads a numeric period as text', () => {
    const stats = DashboardStatsSchema.parse({ ...counts, new_members_chart: [{ period: 2025, total: 1 }] })
    expect(stats.new_members_chart).toEqual([{ period: '2025', total: 1 }])
  })

  it.each([
    ['a shown count is missing', { ...counts, pending_kyc: undefined }],
    ['a series is not an array', { ...counts, loan_applications_chart: { total: 3 } }],
    ['a series total is not a number', { ...counts, new_members_chart: [{ period: '2025-03', total: 'lots' }] }],
    ['channels lack a channel', { ...counts, channels: { whatsapp: 1, facebook: 2 } }],
    ['the body is empty', {}],
  ])('rejects a response where %s', (_case, body) => {
    expect(DashboardStatsSchema.safeParse(body).success).toBe(false)
  })
})
