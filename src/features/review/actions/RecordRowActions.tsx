import { Button, PHONE_TARGET } from '@/components/ui/Button'
import { ACTION_LABEL } from '@/domain/action-labels'
import type { Role } from '@/domain/permissions'
import { actionSlots, allowedActions, type EntityActions, type StatusEntity } from '@/domain/status-machines'

interface RecordRowActionsProps<E extends StatusEntity> {
  entity: E
  status: string
  /** The signed-in role, read once by the list rather than by every row (a query observer each). */
  role: Role | null
  /** Names the row for screen readers, e.g. 'loan application 12'. */
  recordLabel: string
  /** True while an action on this record is under way: its buttons wait (a double click sends one request). */
  busy: boolean
  onView: () => void
  onAction: (action: EntityActions[E]) => void
}

/**
 * A list row's actions: View first, then one slot per action the role may ever take, holding the
 * button when the status machine allows it and an empty space of the same width when it does not,
 * so each action sits at the same place in every row. Row buttons are quiet outlines: the colour of
 * an approval or a rejection belongs to its confirmation dialog.
 */
export function RecordRowActions<E extends StatusEntity>({
  entity,
  status,
  role,
  recordLabel,
  busy,
  onView,
  onAction,
}: RecordRowActionsProps<E>) {
  const allowed = new Set(allowedActions(entity, status, role))
  return (
    // data-row-actions: a tap that misses a button, or lands in an empty slot, is not a click on the row.
    <div data-row-actions className="flex flex-nowrap gap-1 max-sm:flex-wrap max-sm:gap-2">
      <Button size="sm" className={PHONE_TARGET} onClick={onView} aria-label={`View ${recordLabel}`}>
        View
      </Button>
      {actionSlots(entity, role).map((slot) => {
        const action = slot.find((candidate) => allowed.has(candidate))
        return (
          <span key={slot.join('-')} className="grid">
            {/* Every label the slot may hold, invisible and stacked, so the slot is as wide as the widest. */}
            {slot.map((candidate) => (
              <span
                key={candidate}
                aria-hidden="true"
                data-label={ACTION_LABEL[candidate]}
                className={`invisible col-start-1 row-start-1 border px-2 py-1 text-xs font-medium after:content-[attr(data-label)] ${PHONE_TARGET}`}
              />
            ))}
            {action && (
              <Button
                size="sm"
                className={`col-start-1 row-start-1 ${PHONE_TARGET}`}
                disabled={busy}
                onClick={() => onAction(action)}
                aria-label={`${ACTION_LABEL[action]} ${recordLabel}`}
              >
                {ACTION_LABEL[action]}
              </Button>
            )}
          </span>
        )
      })}
    </div>
  )
}
