import { can, type Resource, type Role } from '@/domain/permissions'

interface NavigationItem {
  to: string
  label: string
  exact: boolean
  /** The screen is offered to whoever may view this resource. */
  resource: Resource
}

const primaryNavigation = [
  { to: '/', label: 'Dashboard', exact: true, resource: 'dashboard' },
  { to: '/loans', label: 'Loan Applications', exact: false, resource: 'loans' },
  { to: '/kyc', label: 'KYC Verifications', exact: false, resource: 'kyc' },
  { to: '/users', label: 'Registered Members', exact: false, resource: 'users' },
] as const satisfies readonly NavigationItem[]

/** Only the screens the role may view: a link to a screen that would answer 403 is a dead end. */
export function navigationFor(role: Role | null) {
  return primaryNavigation.filter((item) => can(role, item.resource, 'view'))
}
