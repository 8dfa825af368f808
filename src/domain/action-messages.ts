import { ACTION_DONE, recordCount } from './action-labels'
import { statusLabel } from './format'
import type { EntityActions, StatusEntity } from './status-machines'

/** Where an action was started: the lists and the detail screens word their failures differently (SPEC section 8). */
export type ActionScreen = 'list' | 'detail'

type AnyAction = EntityActions[StatusEntity]

const NOUN: Record<StatusEntity, string> = { loan: 'loan application', kyc: 'KYC record', member: 'member' }

const VERB: Record<AnyAction, string> = {
  verify: 'verify',
  approve: 'approve',
  reject: 'reject',
  suspend: 'suspend',
  reactivate: 'reactivate',
  edit: 'edit',
}

/** The confirmation question of an action's modal. */
export function confirmationQuestion(entity: StatusEntity, action: AnyAction): string {
  return `Are you sure you want to ${VERB[action]} this ${NOUN[entity]}?`
}

/** The one confirmation of a bulk action, worded as one record's: 'Are you sure you want to verify 4 loan applications?'. */
export function bulkConfirmationQuestion(entity: StatusEntity, action: AnyAction, count: number): string {
  return `Are you sure you want to ${VERB[action]} ${recordCount(entity, count)}?`
}

/** The call a member reactivation makes is the approve call, and its failure reads as one. */
function callVerb(action: AnyAction): string {
  return action === 'reactivate' ? 'approve' : VERB[action]
}

/**
 * What an action's failure says first, from the spec's texts (SPEC section 8, with DESIGN section 5's
 * fix that the loan details screen names the action that failed): 'Failed to approve loan
 * application'. The spec's `: {reason}` and 'Please try again.' tails are not part of it: a failure
 * names its record after it ('Failed to approve loan application: Oratile Rantao · KM1039') and says
 * the server's reason and what to do on a line of its own, with Retry.
 */
export function actionFailureHeadline(entity: StatusEntity, action: AnyAction, screen: ActionScreen): string {
  const verb = callVerb(action)
  switch (entity) {
    case 'loan':
      return screen === 'list' ? `Failed to ${verb} loan application` : `Failed to ${verb} loan`
    case 'kyc':
      return `Failed to ${verb} KYC`
    case 'member':
      return action === 'suspend' && screen === 'list' ? 'Failed to suspend user' : `Failed to ${verb} Member`
  }
}

const PAST: Record<AnyAction, string> = {
  verify: 'verified',
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  reactivate: 'reactivated',
  edit: 'updated',
}

/** What a confirmed action says, naming its record: 'Verified: Oratile Rantao · KM1039'. */
export function actionDoneMessage(action: Exclude<AnyAction, 'edit'>, subject: string): string {
  return `${ACTION_DONE[action]}: ${subject}`
}

export function actionSuccessMessage(entity: StatusEntity, action: AnyAction): string {
  const noun = NOUN[entity]
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${PAST[action]}.`
}

export const NOTIFY_FAILED_MESSAGE = 'Verified, but the notification could not be sent.'

/** A change the server did not apply because the record had moved on: 'Not applied: ... is already approved'. */
export function notAppliedMessage(subject: string, status: string): string {
  return `Not applied: ${subject} is already ${statusLabel(status).toLowerCase()}`
}
