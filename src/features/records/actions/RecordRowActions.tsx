import { RecordActionButtons } from './RecordActionButtons'
import { Button } from '@/components/ui/Button'
import type { EntityActions, StatusEntity } from '@/domain/status-machines'

interface RecordRowActionsProps<E extends StatusEntity> {
  entity: E
  status: string
  /** Names the row for screen readers, e.g. 'loan application 12'. */
  recordLabel: string
  /** True while an action on this record is under way: its buttons wait (a double click sends one request). */
  busy: boolean
  onView: () => void
  onAction: (action: EntityActions[E]) => void
}

/** A list row's actions: View, then what the status machine and the role allow. */
export function RecordRowActions<E extends StatusEntity>({
  entity,
  status,
  recordLabel,
  busy,
  onView,
  onAction,
}: RecordRowActionsProps<E>) {
  return (
    <>
      <Button size="sm" onClick={onView} aria-label={`View ${recordLabel}`}>
        View
      </Button>
      <RecordActionButtons entity={entity} status={status} onAction={onAction} busy={busy} recordLabel={recordLabel} />
    </>
  )
}
