import type { Role } from './permissions'
import { actionOrder, allowedActions, type CallAction, type EntityActions, type StatusEntity } from './status-machines'

/** What a bulk action would do to a selection: the records it applies to, and those it skips. */
export interface BulkPlan<T, E extends StatusEntity> {
  action: CallAction<E>
  targets: T[]
  skipped: T[]
}

/**
 * One plan per action that at least one selected record allows for this role and status, in the
 * status machine's order. Records an action does not apply to are skipped, never sent: unlike a
 * 'select all' that hands every record to the action and lets the server refuse.
 */
export function bulkPlans<T extends { status: string }, E extends StatusEntity>(
  entity: E,
  role: Role | null | undefined,
  selected: readonly T[],
): BulkPlan<T, E>[] {
  const allowedFor: Set<EntityActions[E]>[] = selected.map(
    (record) => new Set(allowedActions(entity, record.status, role)),
  )
  // Edit is a form, not a status call: it has no bulk form.
  const actions = actionOrder(entity).filter(
    (action): action is CallAction<E> => action !== 'edit' && allowedFor.some((allowed) => allowed.has(action)),
  )
  return actions.map((action) => ({
    action,
    targets: selected.filter((_, index) => allowedFor[index]?.has(action)),
    skipped: selected.filter((_, index) => !allowedFor[index]?.has(action)),
  }))
}

/** Which rows a Shift-click selects: every row from the last one clicked to this one, inclusive. */
export function rangeBetween<Id>(order: readonly Id[], anchor: Id, target: Id): Id[] {
  const from = order.indexOf(anchor)
  const to = order.indexOf(target)
  if (from === -1 || to === -1) return [target]
  const [start, end] = from <= to ? [from, to] : [to, from]
  return order.slice(start, end + 1)
}
