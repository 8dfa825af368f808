export const ROLES = ['admin', 'viewer'] as const
export type Role = (typeof ROLES)[number]
export type Resource = 'users' | 'loans' | 'kyc' | 'dashboard'
export type PermissionAction = 'view' | 'edit' | 'suspend' | 'approve' | 'reject' | 'verify'

type Grants = Partial<Record<PermissionAction, readonly Role[]>>

const BOTH: readonly Role[] = ['admin', 'viewer']

// Verify is viewer-only and approve admin-only, so every approval has been seen by two people.
const REVIEWED_RECORD: Grants = { view: BOTH, verify: ['viewer'], approve: ['admin'], reject: BOTH }

/**
 * SPEC section 6, verbatim, plus the dashboard, which counts as view for both roles (DESIGN section 9).
 * An action missing from a resource's row is allowed to nobody.
 */
const MATRIX: Record<Resource, Grants> = {
  users: { view: BOTH, edit: ['admin'], suspend: BOTH, approve: ['admin'], reject: BOTH, verify: ['viewer'] },
  loans: REVIEWED_RECORD,
  kyc: REVIEWED_RECORD,
  dashboard: { view: BOTH },
}

export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value)
}

/** Whether `role` may take `action` on `resource`; no role means no permission at all. */
export function can(role: Role | null | undefined, resource: Resource, action: PermissionAction): boolean {
  if (!role) return false
  return MATRIX[resource][action]?.includes(role) ?? false
}
