import { approvalRate, KIND_WORDS, WINDOW_STATUSES, windowStatusLabel } from '@/domain/dashboard-figures'
import { countOf, describeWindow, formatWindowDates } from '@/domain/dashboard-labels'

describe('dashboard figures', () => {
  it('counts received records by the statuses each machine has, and names them', () => {
    expect(WINDOW_STATUSES.loans).toEqual(['pending', 'verified', 'approved', 'rejected'])
    expect(WINDOW_STATUSES.kyc).toEqual(['pending', 'verified', 'approved', 'rejected'])
    expect(WINDOW_STATUSES.members.map((status) => windowStatusLabel('members', status))).toEqual([
      'Pending',
      'Verified',
      // The member list's `approved` filter also matches `active`.
      'Approved (active)',
      'Rejected',
      'Suspended',
      'Inactive',
    ])
    expect(windowStatusLabel('loans', 'approved')).toBe('Approved')
  })

  it('rates approvals over the decided records only', () => {
    expect(approvalRate(10, 5)).toBe(67)
    expect(approvalRate(1, 0)).toBe(100)
    expect(approvalRate(0, 3)).toBe(0)
    expect(approvalRate(0, 0)).toBeNull()
  })

  it('counts in the singular for one', () => {
    expect(countOf(1, KIND_WORDS.loans.records)).toBe('1 loan application')
    expect(countOf(1200, KIND_WORDS.kyc.records)).toBe('1,200 KYC records')
    expect(countOf(0, KIND_WORDS.members.records)).toBe('0 member registrations')
  })

  it('says which days it covers, the year once when both ends share it', () => {
    expect(describeWindow({ from: '2026-11-12', to: '2026-11-25' })).toBe('14 days: Nov 12 - Nov 25, 2026')
    expect(describeWindow({ from: '2026-12-20', to: '2027-01-02' })).toBe('14 days: Dec 20, 2026 - Jan 02, 2027')
    expect(describeWindow({ from: '2026-11-25', to: '2026-11-25' })).toBe('1 day: Nov 25, 2026')
    expect(formatWindowDates({ from: '2026-08-01', to: '2026-09-15' })).toBe('Aug 01 - Sep 15, 2026')
  })
})
