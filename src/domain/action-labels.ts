import { countOf } from './format'
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

/** What a held action says while Undo can still take it back: 'Verifying: Oratile Rantao · KM1039'. */
export const ACTION_UNDER_WAY: Record<Exclude<AnyAction, 'edit'>, string> = {
  verify: 'Verifying',
  approve: 'Approving',
  reject: 'Rejecting',
  suspend: 'Suspending',
  reactivate: 'Reactivating',
}

/**
 * The decisions held for a few seconds with Undo before they are sent (DESIGN section 12): Verify
 * and Approve, the ones a quick `v` then Enter makes. Reject and Suspend ask for a reason first.
 */
export function isHeldForUndo(action: AnyAction): boolean {
  return action === 'verify' || action === 'approve'
}

export function isDestructive(action: AnyAction): boolean {
  return action === 'reject' || action === 'suspend'
}

/** What an action did, for results: 'Verified 3 of 4'. */
export const ACTION_DONE: Record<Exclude<AnyAction, 'edit'>, string> = {
  verify: 'Verified',
  approve: 'Approved',
  reject: 'Rejected',
  suspend: 'Suspended',
  reactivate: 'Reactivated',
}

const RECORD_NOUN: Record<StatusEntity, [one: string, many: string]> = {
  loan: ['loan application', 'loan applications'],
  kyc: ['KYC record', 'KYC records'],
  member: ['member', 'members'],
}

/** '1 loan application', '4 KYC records'. */
export function recordCount(entity: StatusEntity, count: number): string {
  return countOf(count, ...RECORD_NOUN[entity])
}

/** What came in since a list was shown: '1 new loan application', '3 new KYC records'. */
export function newRecordCount(entity: StatusEntity, count: number): string {
  const [one, many] = RECORD_NOUN[entity]
  return `${count} new ${count === 1 ? one : many}`
}
