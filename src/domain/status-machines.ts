import { can, type PermissionAction, type Resource, type Role } from './permissions'

export type LoanAction = 'verify' | 'approve' | 'reject'
export type KycAction = 'verify' | 'approve' | 'reject'
export type MemberAction = 'verify' | 'approve' | 'reject' | 'suspend' | 'reactivate' | 'edit'

export interface EntityActions {
  loan: LoanAction
  kyc: KycAction
  member: MemberAction
}
export type StatusEntity = keyof EntityActions

/** The actions sent as `POST /{records}/{id}/{segment}`; member edit is a PUT of the whole record instead. */
export type CallAction<E extends StatusEntity> = Exclude<EntityActions[E], 'edit'>

interface Transition {
  /** The statuses the action starts from, or every status but some. */
  from: readonly string[] | { except: readonly string[] }
  /** The status afterwards; null leaves it unchanged. */
  to: string | null
  /** What the role must be allowed to do (SPEC section 6). */
  permission: PermissionAction
}

interface Machine<A extends string> {
  resource: Resource
  /** Display order of the action buttons. */
  order: readonly A[]
  transitions: Record<A, Transition>
}

const REVIEW_TRANSITIONS: Record<LoanAction, Transition> = {
  verify: { from: ['pending'], to: 'verified', permission: 'verify' },
  approve: { from: ['verified'], to: 'approved', permission: 'approve' },
  reject: { from: ['pending', 'verified'], to: 'rejected', permission: 'reject' },
}
const REVIEW_ORDER: readonly LoanAction[] = ['verify', 'approve', 'reject']

/** DESIGN section 4: one machine per entity, which every screen asks instead of its own reading of the spec. */
const MACHINES: { [E in StatusEntity]: Machine<EntityActions[E]> } = {
  loan: { resource: 'loans', order: REVIEW_ORDER, transitions: REVIEW_TRANSITIONS },
  kyc: { resource: 'kyc', order: REVIEW_ORDER, transitions: REVIEW_TRANSITIONS },
  member: {
    resource: 'users',
    order: ['verify', 'approve', 'reactivate', 'edit', 'suspend', 'reject'],
    transitions: {
      verify: { from: ['pending'], to: 'verified', permission: 'verify' },
      approve: { from: ['verified'], to: 'active', permission: 'approve' },
      // Reactivation is the approve call made on a suspended member, so it needs the approve permission.
      reactivate: { from: ['suspended'], to: 'active', permission: 'approve' },
      edit: { from: { except: ['suspended'] }, to: null, permission: 'edit' },
      // Older records say approved where newer ones say active; both mean a member in good standing.
      suspend: { from: ['active', 'approved'], to: 'suspended', permission: 'suspend' },
      reject: { from: ['pending'], to: 'rejected', permission: 'reject' },
    },
  },
}

const REVIEW_ENDPOINTS: Record<LoanAction, string> = { verify: 'verify', approve: 'approve', reject: 'reject' }

const ENDPOINTS: { [E in StatusEntity]: Record<CallAction<E>, string> } = {
  loan: REVIEW_ENDPOINTS,
  kyc: REVIEW_ENDPOINTS,
  member: {
    verify: 'verify_membership',
    approve: 'approve',
    reactivate: 'approve',
    suspend: 'suspend',
    reject: 'reject',
  },
}

function startsFrom(transition: Transition, status: string): boolean {
  const { from } = transition
  return 'except' in from ? !from.except.includes(status) : from.includes(status)
}

/** The actions `role` may take on a record of `entity` in `status`, in display order. */
export function allowedActions<E extends StatusEntity>(
  entity: E,
  status: string,
  role: Role | null | undefined,
): EntityActions[E][] {
  const machine: Machine<EntityActions[E]> = MACHINES[entity]
  const current = status.trim().toLowerCase()
  return machine.order.filter((action) => {
    const transition = machine.transitions[action]
    return startsFrom(transition, current) && can(role, machine.resource, transition.permission)
  })
}

/** Whether some status lets both transitions start. */
function startFromOneStatus(a: Transition, b: Transition): boolean {
  if (!('except' in a.from)) return a.from.some((status) => startsFrom(b, status))
  if (!('except' in b.from)) return b.from.some((status) => startsFrom(a, status))
  return true
}

/**
 * The button slots of a list row for `role`: every action the role may take on some record of
 * `entity`, in display order, so that an action sits at the same place in every row. Neighbours that
 * never apply to the same status share a slot (approve and reactivate, suspend and reject), which
 * keeps a member's row from growing a gap for every action it cannot have.
 */
export function actionSlots<E extends StatusEntity>(entity: E, role: Role | null | undefined): EntityActions[E][][] {
  const machine: Machine<EntityActions[E]> = MACHINES[entity]
  const slots: EntityActions[E][][] = []
  for (const action of machine.order) {
    const transition = machine.transitions[action]
    if (!can(role, machine.resource, transition.permission)) continue
    const last = slots.at(-1)
    if (last && last.every((other) => !startFromOneStatus(machine.transitions[other], transition))) last.push(action)
    else slots.push([action])
  }
  return slots
}

/** Every action of the entity in display order, whatever the status and role. */
export function actionOrder<E extends StatusEntity>(entity: E): readonly EntityActions[E][] {
  const machine: Machine<EntityActions[E]> = MACHINES[entity]
  return machine.order
}

/** The status a successful action leads to; null when it leaves the status as it was (member edit). */
export function nextStatus<E extends StatusEntity>(entity: E, action: EntityActions[E]): string | null {
  const machine: Machine<EntityActions[E]> = MACHINES[entity]
  return machine.transitions[action].to
}

/** The URL segment of the action call, e.g. `verify_membership` for a member verify. */
export function actionEndpoint<E extends StatusEntity>(entity: E, action: CallAction<E>): string {
  const endpoints: Record<CallAction<E>, string> = ENDPOINTS[entity]
  return endpoints[action]
}

/**
 * The decisions a reviewer makes while working a queue (DESIGN section 10): these may open the next
 * record at once (act and advance); Suspend, Reactivate and Edit are about a member in good standing.
 */
export function isReviewDecision(action: EntityActions[StatusEntity]): boolean {
  return action === 'verify' || action === 'approve' || action === 'reject'
}
