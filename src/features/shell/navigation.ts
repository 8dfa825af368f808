export const primaryNavigation = [
  { to: '/', label: 'Dashboard', exact: true },
  { to: '/loans', label: 'Loan Applications', exact: false },
  { to: '/kyc', label: 'KYC Verifications', exact: false },
  { to: '/users', label: 'Registered Members', exact: false },
] as const
