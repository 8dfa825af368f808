import { useCurrentRole } from '@/api/auth/use-current-user'
import { ACTION_LABEL, isDestructive } from '@/domain/action-labels'
import { allowedActions, type EntityActions, type StatusEntity } from '@/domain/status-machines'
import { Button } from '@/components/ui/Button'

interface RecordActionButtonsProps<E extends StatusEntity> {
  entity: E
  status: string
  onAction: (action: EntityActions[E]) => void
  busy?: boolean
  size?: 'sm' | 'md'
  /** Names the record for screen readers when many rows carry the same buttons. */
  recordLabel?: string
}

/** The buttons the status machine and the permission matrix allow, and nothing else. */
export function RecordActionButtons<E extends StatusEntity>({
  entity,
  status,
  onAction,
  busy = false,
  size = 'sm',
  recordLabel,
}: RecordActionButtonsProps<E>) {
  const role = useCurrentRole()
  const actions = allowedActions(entity, status, role)
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
        >
          {ACTION_LABEL[action]}
        </Button>
      ))}
    </>
  )
}
