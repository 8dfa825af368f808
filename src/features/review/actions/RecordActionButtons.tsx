import { useCurrentRole } from '@/features/session/use-current-user'
import { ACTION_LABEL, isDestructive } from '@/domain/action-labels'
import { allowedActions, type EntityActions, type StatusEntity } from '@/domain/status-machines'
import { useShortcuts } from '@/components/keyboard/use-shortcuts'
import { Button } from '@/components/ui/Button'
import { ACTION_KEY } from '@/domain/shortcuts'

interface RecordActionButtonsProps<E extends StatusEntity> {
  entity: E
  status: string
  onAction: (action: EntityActions[E]) => void
  busy?: boolean
  size?: 'sm' | 'md'
  /** Names the record for screen readers when many rows carry the same buttons. */
  recordLabel?: string
  /** The screen's one set of actions (a details screen): each has its key, e.g. `v` for Verify. */
  shortcuts?: boolean
}

/** The buttons the status machine and the permission matrix allow, and nothing else. */
export function RecordActionButtons<E extends StatusEntity>({
  entity,
  status,
  onAction,
  busy = false,
  size = 'sm',
  recordLabel,
  shortcuts = false,
}: RecordActionButtonsProps<E>) {
  const role = useCurrentRole()
  const actions = allowedActions(entity, status, role)
  // A key opens the same confirmation as its button, and only while that button is shown and enabled.
  const keyed = shortcuts ? actions.filter((action) => ACTION_KEY[action]) : []
  useShortcuts(
    Object.fromEntries(keyed.map((action) => [ACTION_KEY[action], () => onAction(action)])),
    keyed.length > 0 && !busy,
  )
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          size={size}
          variant={isDestructive(action) ? 'danger' : action === 'edit' ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => onAction(action)}
          aria-label={recordLabel ? `${ACTION_LABEL[action]} ${recordLabel}` : undefined}
          aria-keyshortcuts={shortcuts ? ACTION_KEY[action] : undefined}
          title={shortcuts && ACTION_KEY[action] ? `${ACTION_LABEL[action]} (${ACTION_KEY[action]})` : undefined}
        >
          {ACTION_LABEL[action]}
        </Button>
      ))}
    </>
  )
}
