import { bulkPlans, rangeBetween } from '@/domain/bulk-actions'

const records = ['pending', 'verified', 'approved', 'rejected', 'pending'].map((status, id) => ({ id, status }))

describe('bulkPlans', () => {
  it('offers each action some selected record allows, with the records it touches and skips', () => {
    const plans = bulkPlans('loan', 'viewer', records)
    expect(plans.map((plan) => [plan.action, plan.targets.map((r) => r.id), plan.skipped.map((r) => r.id)])).toEqual([
      ['verify', [0, 4], [1, 2, 3]],
      ['reject', [0, 1, 4], [2, 3]],
    ])
  })

  it('follows the role: an admin approves, never verifies', () => {
    expect(bulkPlans('kyc', 'admin', records).map((plan) => plan.action)).toEqual(['approve', 'reject'])
  })

  it('never offers Edit, and offers nothing to a user without a role', () => {
    const members = [{ status: 'active' }, { status: 'pending' }]
    expect(bulkPlans('member', 'admin', members).map((plan) => plan.action)).not.toContain('edit')
    expect(bulkPlans('member', null, members)).toEqual([])
  })
})

describe('rangeBetween', () => {
  it('takes every row between the anchor and the target, either way round', () => {
    expect(rangeBetween([5, 6, 7, 8], 6, 8)).toEqual([6, 7, 8])
    expect(rangeBetween([5, 6, 7, 8], 8, 5)).toEqual([5, 6, 7, 8])
  })

  it('takes only the target when the anchor is no longer shown', () => {
    expect(rangeBetween([5, 6, 7], 99, 6)).toEqual([6])
  })
})
