import type { EntityActions, StatusEntity } from './status-machines'

type AnyAction = EntityActions[StatusEntity]

/** The choice that asks for the reason in the user's own words. */
export const OTHER_REASON = 'other'

/** What a dialog asks when an action needs a reason: its legend and the reasons offered before 'Other'. */
export interface ReasonQuestion {
  legend: string
  reasons: readonly string[]
}

/** Why a member is suspended (SPEC section 2: Suspend User offers reasons including 'other'). */
export const SUSPENSION_REASONS = [
  'Non-payment of contributions',
  'Fraud investigation',
  'Member request',
  'Duplicate registration',
] as const

/** Why a record is rejected (DESIGN section 10: Reject asks for a reason like Suspend), per entity. */
export const REJECTION_REASONS: Record<StatusEntity, readonly string[]> = {
  loan: ['Incomplete application', 'Documents unreadable', 'Affordability below threshold', 'Duplicate application'],
  kyc: [
    'Documents unreadable',
    'Omang does not match the documents',
    'Proof of residence out of date',
    'Incomplete application',
  ],
  member: [
    'Documents unreadable',
    'Omang does not match the documents',
    'Incomplete application',
    'Duplicate registration',
  ],
}

/** Reject and Suspend say why (it goes into the notes line): the reasons offered, or null for other actions. */
export function reasonQuestion(entity: StatusEntity, action: AnyAction): ReasonQuestion | null {
  if (action === 'suspend') return { legend: 'Reason for suspension', reasons: SUSPENSION_REASONS }
  if (action === 'reject') return { legend: 'Reason for rejection', reasons: REJECTION_REASONS[entity] }
  return null
}

/** The reason to record, or null while none is given (SPEC section 5: Confirm stays disabled). */
export function chosenReason(choice: string, otherText: string): string | null {
  if (choice === '') return null
  if (choice !== OTHER_REASON) return choice
  const text = otherText.trim()
  return text === '' ? null : text
}
