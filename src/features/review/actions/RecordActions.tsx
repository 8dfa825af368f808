import { useState, type ComponentType } from 'react'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { useRecordsInTransition, useStatusTransition } from '@/features/review/actions/use-status-transition'
import { allowedActions, isReviewDecision, type EntityActions, type StatusEntity } from '@/domain/status-machines'
import { useCurrentRole } from '@/features/session/use-current-user'
import type { ActAndAdvance } from './AdvanceCheckbox'
import { usePreloadedTransitionDialog } from './LazyTransitionDialog'
import { RecordActionButtons } from './RecordActionButtons'
import { RecordActionDialog, type RecordEditorProps } from './RecordActionDialog'
import type { ReviewContext } from './TransitionDialog'

interface RecordActionsProps<T extends ReviewRecord> {
  resource: DefinedResource<T>
  record: T
  /** Names the record in the confirmation. */
  subject: string
  Editor?: ComponentType<RecordEditorProps<T>>
  /** In a queue with a record after this one: the dialog offers to open it once the action is sent. */
  advance?: ActAndAdvance
  /** The record's checks and documents, which Verify and Approve list. */
  review?: ReviewContext
  /** An action was chosen: is the record still where the screen shows it? */
  onActionChosen?: () => void
}

/**
 * The actions of a record screen: the buttons the machine and the role allow, each with its key, and
 * the dialog of the one chosen. The transition lives here, not in the dialog, so it outlives the
 * dialog that started it.
 */
export function RecordActions<T extends ReviewRecord>({
  resource,
  record,
  subject,
  Editor,
  advance,
  review,
  onActionChosen,
}: RecordActionsProps<T>) {
  const [chosen, setChosen] = useState<EntityActions[StatusEntity] | null>(null)
  // A dialog for an action the record no longer allows (a colleague moved it on meanwhile) closes.
  const allowed = allowedActions(resource.entity, record.status, useCurrentRole())
  if (chosen && !allowed.includes(chosen)) setChosen(null)
  const transition = useStatusTransition(resource, 'detail', { subject: () => subject })
  const busy = useRecordsInTransition(resource.key).has(record.id)
  usePreloadedTransitionDialog()

  return (
    <>
      <RecordActionButtons
        entity={resource.entity}
        status={record.status}
        onAction={(action) => {
          setChosen(action)
          onActionChosen?.()
        }}
        busy={busy}
        size="md"
        shortcuts
      />
      {chosen && (
        <RecordActionDialog
          entity={resource.entity}
          record={record}
          action={chosen}
          subject={subject}
          Editor={Editor}
          advance={advance}
          busy={busy}
          review={review}
          onClose={() => setChosen(null)}
          onConfirm={(decision) => {
            if (busy || chosen === 'edit') return
            void transition({ record, action: chosen, ...decision })
            if (advance?.checked && isReviewDecision(chosen)) advance.after()
          }}
        />
      )}
    </>
  )
}
