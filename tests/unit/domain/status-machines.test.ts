import type { Role } from '@/domain/permissions'
import {
  actionEndpoint,
  actionSlots,
  allowedActions,
  nextStatus,
  type LoanAction,
  type MemberAction,
} from '@/domain/status-machines'

const ROLES: (Role | null)[] = ['admin', 'viewer', null]
const STATUSES = ['pending', 'verified', 'approved', 'active', 'rejected', 'suspended', 'inactive', 'review', 'mystery']

/** DESIGN section 4 crossed with SPEC section 6, spelled out per status for each role. */
const REVIEW_EXPECTED: Record<string, Record<Role, LoanAction[]>> = {
  pending: { admin: ['reject'], viewer: ['verify', 'reject'] },
  verified: { admin: ['approve', 'reject'], viewer: ['reject'] },
}

const MEMBER_EXPECTED: Record<string, Record<Role, MemberAction[]>> = {
  pending: { admin: ['edit', 'reject'], viewer: ['verify', 'reject'] },
  verified: { admin: ['approve', 'edit'], viewer: [] },
  approved: { admin: ['edit', 'suspend'], viewer: ['suspend'] },
  active: { admin: ['edit', 'suspend'], viewer: ['suspend'] },
  suspended: { admin: ['reactivate'], viewer: [] },
  rejected: { admin: ['edit'], viewer: [] },
  inactive: { admin: ['edit'], viewer: [] },
  review: { admin: ['edit'], viewer: [] },
  mystery: { admin: ['edit'], viewer: [] },
}

const grid = STATUSES.flatMap((status) => ROLES.map((role) => ({ status, role })))

describe.each(['loan', 'kyc'] as const)('%s machine', (entity) => {
  it.each(grid)('$status for $role', ({ status, role }) => {
    const expected = role ? (REVIEW_EXPECTED[status]?.[role] ?? []) : []
    expect(allowedActions(entity, status, role)).toEqual(expected)
  })

  it.each([
    ['verify', 'verified'],
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const)('%s leads to %s', (action, status) => {
    expect(nextStatus(entity, action)).toBe(status)
    expect(actionEndpoint(entity, action)).toBe(action)
  })
})

describe('member machine', () => {
  it.each(grid)('$status for $role', ({ status, role }) => {
    const expected = role ? (MEMBER_EXPECTED[status]?.[role] ?? []) : []
    expect(allowedActions('member', status, role)).toEqual(expected)
  })

  it.each([
    ['verify', 'verified', 'verify_membership'],
    ['approve', 'active', 'approve'],
    ['reactivate', 'active', 'approve'],
    ['suspend', 'suspended', 'suspend'],
    ['reject', 'rejected', 'reject'],
  ] as const)('%s leads to %s through the %s endpoint', (action, status, endpoint) => {
    expect(nextStatus('member', action)).toBe(status)
    expect(actionEndpoint('member', action)).toBe(endpoint)
  })

  it('leaves the status as it is on edit', () => {
    expect(nextStatus('member', 'edit')).toBeNull()
  })

  it('keeps the display order verify, approve, reactivate, edit, suspend, reject', () => {
    // No single role reaches every action; their union shows the order.
    const order: MemberAction[] = ['verify', 'approve', 'reactivate', 'edit', 'suspend', 'reject']
    const admin = allowedActions('member', 'pending', 'admin')
    expect(admin).toEqual(order.filter((action) => admin.includes(action)))
  })
})

describe('invariants over every entity, status and role', () => {
  const entities = ['loan', 'kyc', 'member'] as const
  const all = entities.flatMap((entity) => grid.map((cell) => ({ entity, ...cell })))

  it.each(all)('$entity $status for $role', ({ entity, status, role }) => {
    const actions: string[] = allowedActions(entity, status, role)
    // Two people see every approval: a viewer never approves or edits, an admin never verifies.
    const forbidden = { admin: ['verify'], viewer: ['approve', 'reactivate', 'edit'] }
    if (role === null) expect(actions).toEqual([])
    else for (const action of forbidden[role]) expect(actions).not.toContain(action)
    // An unknown status offers nothing but the member edit.
    if (status === 'mystery') expect(actions.filter((action) => action !== 'edit')).toEqual([])
  })

  it('reads statuses case-insensitively', () => {
    expect(allowedActions('loan', ' Verified ', 'admin')).toEqual(['approve', 'reject'])
    expect(allowedActions('member', 'SUSPENDED', 'admin')).toEqual(['reactivate'])
  })
})

describe('actionSlots', () => {
  it('gives each action a row may offer its own slot, in display order, sharing only between exclusive neighbours', () => {
    expect(actionSlots('loan', 'admin')).toEqual([['approve'], ['reject']])
    expect(actionSlots('loan', 'viewer')).toEqual([['verify'], ['reject']])
    expect(actionSlots('member', 'admin')).toEqual([['approve', 'reactivate'], ['edit'], ['suspend', 'reject']])
    expect(actionSlots('member', 'viewer')).toEqual([['verify', 'suspend'], ['reject']])
    expect(actionSlots('kyc', null)).toEqual([])
  })

  it('holds every allowed action of every status in exactly one slot, never two in one', () => {
    for (const entity of ['loan', 'kyc', 'member'] as const) {
      for (const role of ROLES) {
        const slots = actionSlots(entity, role)
        for (const status of STATUSES) {
          const allowed = allowedActions(entity, status, role)
          for (const slot of slots) expect(slot.filter((action) => allowed.includes(action)).length).toBeLessThan(2)
          expect(allowed.every((action) => slots.flat().includes(action))).toBe(true)
        }
      }
    }
  })
})
