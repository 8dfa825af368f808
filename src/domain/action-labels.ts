import type { EntityActions, StatusEntity } from './status-machines'

type AnyAction = EntityActions[StatusEntity]

export const ACTION_LABEL: Record<AnyAction, string> = {
  verify: 'Verify',
  approve: 'Approve',
  reject: 'Reject',
  suspend: 'Suspend',
  reactivate: 'Reactivate',
  edit: 'Edit',
}

const ENTITY_TITLE: Record<StatusEntity, string> = { loan: 'Loan Application', kyc: 'KYC', member: 'Member' }

/** Modal titles: 'Approve Member', 'Verify KYC', 'Reject Loan Application'; the spec's 'Suspend User'. */
export function actionDialogTitle(entity: StatusEntity, action: AnyAction): string {
  if (entity === 'member' && action === 'suspend') return 'Suspend User'
  if (entity === 'member' && action === 'edit') return 'Edit User'
  return `${ACTION_LABEL[action]} ${ENTITY_TITLE[entity]}`
}

/** The Confirm button's text; the spec names the suspension's 'Confirm Suspension'. */
export function confirmLabel(entity: StatusEntity, action: AnyAction): string {
  return entity === 'member' && action === 'suspend' ? 'Confirm Suspension' : ACTION_LABEL[action]
}

export function isDestructive(action: AnyAction): boolean {
  return action === 'reject' || action === 'suspend'
}
