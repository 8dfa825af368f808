import type { Role } from '../types'

export type Resource = 'users' | 'loans' | 'kyc'
export type Action = 'view' | 'edit' | 'suspend' | 'approve' | 'reject' | 'verify'

// SPEC section 6. Verify is viewer-only and approve admin-only, so two people see every approval.
const matrix: Record<Resource, Record<Action, readonly Role[]>> = {
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
}

export function isAllowed(role: Role | null, resource: Resource, action: Action): boolean {
  return role !== null && matrix[resource][action].includes(role)
}
