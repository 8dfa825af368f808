import { can, isRole, type PermissionAction, type Resource, type Role } from '@/domain/permissions'

const ROLES: (Role | null | undefined)[] = ['admin', 'viewer', null, undefined]
const RESOURCES: Resource[] = ['users', 'loans', 'kyc', 'dashboard']
const ACTIONS: PermissionAction[] = ['view', 'edit', 'suspend', 'approve', 'reject', 'verify']

/**
 * SPEC section 6, written out again here so the test does not share the implementation's table; the
 * dashboard counts as view for both roles (DESIGN section 9, issue 9).
 */
const EXPECTED: Record<Resource, Record<PermissionAction, Role[]>> = {
  users: {
    view: ['admin', 'viewer'],
    edit: ['admin'],
    suspend: ['admin', 'viewer'],
    approve: ['admin'],
    reject: ['admin', 'viewer'],
    verify: ['viewer'],
  },
  loans: {
    view: ['admin', 'viewer'],
    edit: [],
    suspend: [],
    approve: ['admin'],
    reject: ['admin', 'viewer'],
    verify: ['viewer'],
  },
  kyc: {
    view: ['admin', 'viewer'],
    edit: [],
    suspend: [],
    approve: ['admin'],
    reject: ['admin', 'viewer'],
    verify: ['viewer'],
  },
  dashboard: { view: ['admin', 'viewer'], edit: [], suspend: [], approve: [], reject: [], verify: [] },
}

const cases = ROLES.flatMap((role) =>
  RESOURCES.flatMap((resource) =>
    ACTIONS.map((action) => ({
      role,
      resource,
      action,
      allowed: role ? EXPECTED[resource][action].includes(role) : false,
    })),
  ),
)

describe('can', () => {
  it.each(cases)('$role on $resource/$action -> $allowed', ({ role, resource, action, allowed }) => {
    expect(can(role, resource, action)).toBe(allowed)
  })

  it('covers every combination', () => {
    expect(cases).toHaveLength(4 * 4 * 6)
  })

  it('keeps verify and approve with different people', () => {
    for (const resource of RESOURCES) {
      expect(can('viewer', resource, 'approve')).toBe(false)
      expect(can('admin', resource, 'verify')).toBe(false)
    }
  })
})

describe('isRole', () => {
  it.each([
    ['admin', true],
    ['viewer', true],
    ['Admin', false],
    ['', false],
    [null, false],
    ['toString', false],
  ])('%j -> %j', (value, expected) => {
    expect(isRole(value)).toBe(expected)
  })
})
