import { useState, type ReactNode } from 'react'
import type { ReviewRecord } from '@/api/records/record-resource'
import { useRecordsInTransition } from '@/api/records/status-transition'
import { LazyTransitionDialog, usePreloadedTransitionDialog } from '@/features/records/actions/LazyTransitionDialog'
import type { EntityActions } from '@/domain/status-machines'
import { useBulkSelection } from './bulk/use-bulk-selection'
import { RecordList, type RecordListProps } from './RecordList'
import { usePreloadedRecordDetailsModal } from '@/features/records/detail/LazyRecordDetailsModal'
import { REVIEW_LIST_VIEWS } from './views/list-views'
import { RecordRowActions } from '@/features/records/actions/RecordRowActions'

/** The entities whose lists only review: their every action is a status call. */
type ReviewEntity = 'loan' | 'kyc'
type ReviewAction = EntityActions[ReviewEntity]

interface ReviewListProps<T extends ReviewRecord> extends Omit<RecordListProps<T>, 'rowActions'> {
  entity: ReviewEntity
  /** Names a row for screen readers on its buttons, e.g. 'loan application 12'. */
  recordLabel: (row: T) => string
  /** Names the record in its confirmation, e.g. `loanSubject`. */
  recordSubject: (row: T) => string
  /** The entity's optimistic transition, e.g. `useStatusTransition(loanResource, 'list')`. */
  onTransition: (request: { record: T; action: ReviewAction; reason?: string }) => void
  /** The read-only details modal of View. */
  renderDetails: (row: T, onClose: () => void) => ReactNode
}

/**
 * A list of records under review (loans, KYC): the record list plus each row's View and the status
 * actions the machine and the role allow, each confirmed in a dialog before it is sent.
 */
export function ReviewList<T extends ReviewRecord>({
  entity,
  recordLabel,
  recordSubject,
  onTransition,
  renderDetails,
  ...listProps
}: ReviewListProps<T>) {
  const inTransition = useRecordsInTransition(listProps.list.resource.key)
  const bulk = useBulkSelection(listProps.list, recordLabel)
  const [viewing, setViewing] = useState<T | null>(null)
  const [confirming, setConfirming] = useState<{ record: T; action: ReviewAction } | null>(null)
  usePreloadedTransitionDialog()
  usePreloadedRecordDetailsModal()

  return (
    <>
      <RecordList
        {...listProps}
        defaultViews={REVIEW_LIST_VIEWS}
        selection={bulk.selection}
        aboveTable={bulk.aboveTable}
        rowActions={(row) => (
          <RecordRowActions
            entity={entity}
            status={row.status}
            recordLabel={recordLabel(row)}
            busy={inTransition.has(row.id)}
            onView={() => setViewing(row)}
            onAction={(action) => setConfirming({ record: row, action })}
          />
        )}
      />
      {viewing && renderDetails(viewing, () => setViewing(null))}
      {confirming && (
        <LazyTransitionDialog
          entity={entity}
          action={confirming.action}
          subject={recordSubject(confirming.record)}
          onCancel={() => setConfirming(null)}
          onConfirm={(reason) => {
            // Optimistic: the dialog closes and the badge changes at once; a failure rolls back with a toast.
            onTransition({ ...confirming, reason })
            setConfirming(null)
          }}
        />
      )}
    </>
  )
}
