// A list row's dialogs, loaded apart from the list (RecordListScreen): View and an action's confirmation.

import { Link } from '@tanstack/react-router'
import type { ReviewRecord } from '@/api/records/record-resource'
import type { EntityActions, StatusEntity } from '@/domain/status-machines'
import { preloadTransitionDialog } from '../actions/LazyTransitionDialog'
import { RecordActionDialog } from '../actions/RecordActionDialog'
import type { ConfirmedDecision } from '../actions/TransitionDialog'
import { LazyRecordDetailsModal, preloadRecordDetailsModal } from '../detail/LazyRecordDetailsModal'
import type { ReviewEntity } from '../entity'
import { RECORD_LINK_CLASS } from '../queue/record-link'
import { reviewContext } from './review-context'
import { useRecordDetails } from './use-record-details'

/** What the row dialogs load on first use: started while the list is idle, so a click finds them there. */
export function preloadRowDialogParts(): Promise<unknown> {
  return Promise.all([preloadTransitionDialog(), preloadRecordDetailsModal()])
}

/**
 * A row's action, confirmed once the entity's details have loaded: Verify and Approve list the
 * record's checks and documents, the same as on the record screen.
 */
export function RowActionDialog<T extends ReviewRecord>({
  entity,
  record,
  action,
  onClose,
  onConfirm,
}: {
  entity: ReviewEntity<T>
  record: T
  action: EntityActions[StatusEntity]
  onClose: () => void
  onConfirm: (decision: ConfirmedDecision) => void
}) {
  const details = useRecordDetails(entity)
  if (!details) return null
  return (
    <RecordActionDialog
      entity={entity.resource.entity}
      record={record}
      action={action}
      subject={entity.subject(record)}
      Editor={entity.Editor}
      review={reviewContext(entity, details, record)}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  )
}

/** A row's View: the record's fields, read-only, once the entity's details have loaded. */
export function RecordView<T extends ReviewRecord>({
  entity,
  record,
  onClose,
}: {
  entity: ReviewEntity<T>
  record: T
  onClose: () => void
}) {
  const details = useRecordDetails(entity)
  const { texts } = entity
  if (!details) return null
  return (
    <LazyRecordDetailsModal
      title={texts.viewTitle}
      groups={(details.viewFieldGroups ?? details.fieldGroups)(record)}
      onClose={onClose}
      focusClose={Boolean(texts.viewRecordLink)}
      intro={
        texts.viewRecordLink && (
          // In the scrolling body, not the footer: keyboard users reach the body through it and can scroll it.
          <p className="mb-4 text-sm">
            <Link
              to={entity.paths.detail}
              params={{ id: String(record.id) }}
              className={`${RECORD_LINK_CLASS} underline`}
            >
              {texts.viewRecordLink}
            </Link>
          </p>
        )
      }
    />
  )
}
