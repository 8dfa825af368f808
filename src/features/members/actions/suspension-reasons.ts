/** The reasons offered when suspending a member; 'other' asks for the reason in the user's words. */
export const SUSPENSION_REASONS = [
  'Non-payment of contributions',
  'Fraud investigation',
  'Member request',
  'Duplicate registration',
] as const

export const OTHER_REASON = 'other'

export type SuspensionChoice = (typeof SUSPENSION_REASONS)[number] | typeof OTHER_REASON | ''

/** The reason to record, or null while none is given (SPEC section 5: Confirm stays disabled). */
export function suspensionReason(choice: SuspensionChoice, otherText: string): string | null {
  if (choice === '') return null
  if (choice !== OTHER_REASON) return choice
  const text = otherText.trim()
  return text === '' ? null : text
}
