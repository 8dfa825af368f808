import type { KycStatus, LoanStatus, MemberStatus } from '../types'

export interface Transition<S extends string> {
  from: readonly S[]
  to: S
}

// DESIGN section 4, enforced by the server so an illegal request gets a 422.
export const loanTransitions = {
  verify: { from: ['pending'], to: 'verified' },
  approve: { from: ['verified'], to: 'approved' },
  reject: { from: ['pending', 'verified'], to: 'rejected' },
} as const satisfies Record<string, Transition<LoanStatus>>

export const kycTransitions = {
  verify: { from: ['pending'], to: 'verified' },
  approve: { from: ['verified'], to: 'approved' },
  reject: { from: ['pending', 'verified'], to: 'rejected' },
} as const satisfies Record<string, Transition<KycStatus>>

// Approve doubles as reactivation: from suspended it also leads to active.
export const memberTransitions = {
  verify: { from: ['pending'], to: 'verified' },
  approve: { from: ['verified', 'suspended'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['active', 'approved'], to: 'suspended' },
} as const satisfies Record<string, Transition<MemberStatus>>

export function allows<S extends string>(transition: Transition<S>, status: S): boolean {
  return transition.from.includes(status)
}
