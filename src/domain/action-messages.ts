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

/** The call a member reactivation makes is the approve call, and its failure reads as one. */
function callVerb(action: AnyAction): string {
  return action === 'reactivate' ? 'approve' : VERB[action]
}

/**
 * The spec's failure text for an action, word for word (SPEC section 8, with DESIGN section 5's fix
 * that the loan details screen names the action that failed). `reason` is the server's message.
 */
export function actionFailureMessage(
  entity: StatusEntity,
  action: AnyAction,
  screen: ActionScreen,
  reason: string,
): string {
  const verb = callVerb(action)
  switch (entity) {
    case 'loan':
      return screen === 'list' ? `Failed to ${verb} loan application` : `Failed to ${verb} loan.`
    case 'kyc':
      return screen === 'list' ? `Failed to ${verb} KYC: ${reason}` : `Failed to ${verb} KYC`
    case 'member':
      if (action === 'suspend' && screen === 'list') return 'Failed to suspend user. Please try again.'
      return screen === 'list' ? `Failed to ${verb} Member: ${reason}` : `Failed to ${verb} Member`
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

export function actionSuccessMessage(entity: StatusEntity, action: AnyAction): string {
  const noun = NOUN[entity]
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${PAST[action]}.`
}

export const NOTIFY_FAILED_MESSAGE = 'Verified, but the notification could not be sent.'
