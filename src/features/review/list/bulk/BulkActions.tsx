import { useRef, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { errorReason } from '@/api/errors'
import { isHeld, outbox, WriteCancelled } from '@/api/outbox'
import { useOutboxWrites } from '@/features/review/outbox/use-outbox'
import { useStatusTransition } from '@/features/review/actions/use-status-transition'
import { useCurrentUser } from '@/features/session/use-current-user'
import { Button, PHONE_TARGET } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { downloadTextFile } from '@/components/download'
import {
  ACTION_DONE,
  ACTION_LABEL,
  ACTION_UNDER_WAY,
  actionDialogTitle,
  confirmLabel,
  isDestructive,
  isHeldForUndo,
  recordCount,
} from '@/domain/action-labels'
import { bulkConfirmationQuestion } from '@/domain/action-messages'
import { reasonQuestion } from '@/domain/action-reasons'
import { useActionReason } from '../../actions/ReasonChoice'
import type { ReviewContext } from '../../actions/TransitionDialog'
import { documentsSeen, openedDocumentsOf } from '../../documents/opened-documents'
import { bulkPlans, type BulkPlan } from '@/domain/bulk-actions'
import { toCsv } from '@/domain/csv'
import type { Role } from '@/domain/permissions'
import { asksAcknowledgement } from '@/domain/review-checks'
import type { StatusEntity } from '@/domain/status-machines'
import { needingIndividualReview } from './review-screening'
import { BULK_CONCURRENCY, runBulk, type BulkRecordResult } from './run-bulk'
import { FOOT_PANEL, InListFoot } from '../list-foot'

/** What a bulk action's skipped records are told in its confirmation and its results. */
export const NEEDS_INDIVIDUAL_REVIEW = 'need individual review'

interface BulkRun<T> {
  plan: BulkPlan<T, StatusEntity>
  reason?: string
  /** Records left out because a check needs their acknowledgement, one by one. */
  needReview: readonly T[]
  results: BulkRecordResult<T>[] | null
}

/** Where the confirmation of a Verify or Approve stands in looking for records that need review. */
interface Screening<T> {
  checked: number
  /** Null until every target's checks have settled. */
  needReview: T[] | null
}

export interface BulkActionsProps<T extends ReviewRecord> {
  resource: DefinedResource<T>
  role: Role | null | undefined
  selected: readonly T[]
  onClear: () => void
  /** Names a record in results, e.g. 'loan application 46'. */
  recordLabel: (record: T) => string
  /** Names a record in the outbox while its change is unconfirmed: 'Oratile Rantao · KM1039'. */
  subject: (record: T) => string
  /** Each record's checks and documents, once the entity's details have loaded. */
  loadReview?: () => Promise<(record: T) => ReviewContext>
}

/**
 * The bulk bar in the list's foot while rows are selected: '{n} selected', Clear, and one button per action
 * that at least one selected record allows ('Verify 4 of 6'); then one confirmation, a run within
 * the request budget, and a result per record with 'Retry failed' and a CSV of the results.
 */
export function BulkActions<T extends ReviewRecord>({
  resource,
  role,
  selected,
  onClear,
  recordLabel,
  subject,
  loadReview,
}: BulkActionsProps<T>) {
  const { entity } = resource
  const queryClient = useQueryClient()
  const userId = useCurrentUser()?.id ?? null
  // Verify and Approve are held for Undo, as one record's are: the run's one Undo is in its panel.
  const transition = useStatusTransition(resource, 'list', { subject, announce: false, hold: true })
  const [confirming, setConfirming] = useState<BulkPlan<T, StatusEntity> | null>(null)
  const [screening, setScreening] = useState<Screening<T> | null>(null)
  // Each confirmation's screening, so one that was cancelled never reports into the next.
  const screeningRun = useRef(0)
  const reviewOf = useRef<((record: T) => ReviewContext) | null>(null)
  const [run, setRun] = useState<BulkRun<T> | null>(null)
  const plans = bulkPlans(entity, role, selected)
  // Reject and Suspend ask why, as a single record's confirmation does; one reason goes into every notes line.
  const {
    reason,
    reset: resetReason,
    field: reasonField,
  } = useActionReason(confirming ? reasonQuestion(entity, confirming.action) : null)

  // Verify and Approve send no record with a check that needs attention: those are acknowledged one by one.
  const screen = async (plan: BulkPlan<T, StatusEntity>) => {
    const runId = ++screeningRun.current
    setScreening(null)
    if (!loadReview || !asksAcknowledgement(plan.action)) return
    setScreening({ checked: 0, needReview: null })
    // Records whose checks could not be read at all (the details did not load) are not sent either.
    const needReview = await loadReview().then(
      (review) => {
        reviewOf.current = review
        return needingIndividualReview(queryClient, plan.targets, review, (checked) => {
          if (screeningRun.current === runId) setScreening({ checked, needReview: null })
        })
      },
      () => [...plan.targets],
    )
    if (screeningRun.current === runId) setScreening({ checked: plan.targets.length, needReview })
  }

  // 'Documents opened: n of m' for each record, as its own confirmation would record it.
  const auditOf = (plan: BulkPlan<T, StatusEntity>, record: T) => {
    const review = reviewOf.current?.(record)
    if (!asksAcknowledgement(plan.action) || !review?.documents || userId === null) return undefined
    const seen = documentsSeen(review.documents, openedDocumentsOf(userId, review.recordKey))
    return { documentsOpened: { opened: seen.opened, total: seen.total } }
  }

  const start = async (plan: BulkPlan<T, StatusEntity>, why: string | undefined, needReview: readonly T[]) => {
    setRun({ plan, reason: why, needReview, results: null })
    onClear()
    // Held records are given to the outbox all at once, so they are held together (the request
    // budget still spaces their requests); the rest a few at a time.
    const results = await runBulk(
      plan.targets,
      (record) => transition({ record, action: plan.action, reason: why, audit: auditOf(plan, record) }),
      isHeldForUndo(plan.action) ? plan.targets.length : BULK_CONCURRENCY,
    )
    setRun({ plan, reason: why, needReview, results })
  }

  let bar: ReactNode = null
  if (selected.length > 0) {
    bar = (
      <InListFoot>
        <div
          role="region"
          aria-label="Bulk actions"
          className={`${FOOT_PANEL} flex flex-wrap items-center gap-2 border-green-700 bg-green-50`}
        >
          <p className="text-sm font-medium text-gray-900" aria-live="polite">
            {selected.length} selected
            <span className="ml-2 font-normal text-gray-700">(cleared when the page, search or filters change)</span>
          </p>
          <div className="ml-auto flex flex-wrap gap-2">
            {plans.map((plan) => (
              <Button
                key={plan.action}
                size="sm"
                className={PHONE_TARGET}
                variant={isDestructive(plan.action) ? 'danger' : 'primary'}
                onClick={() => {
                  resetReason()
                  setConfirming(plan)
                  void screen(plan)
                }}
              >
                {`${ACTION_LABEL[plan.action]} ${plan.targets.length} of ${selected.length}`}
              </Button>
            ))}
            <Button size="sm" className={PHONE_TARGET} onClick={onClear}>
              Clear
            </Button>
          </div>
        </div>
      </InListFoot>
    )
  }

  return (
    <>
      {bar}
      {/* The run's progress and its results come when the run ends, not when anyone chose: in the
          foot too, so they never move a row someone is about to tick. */}
      {run && (
        <InListFoot>
          <BulkResults
            entity={entity}
            resourceKey={resource.key}
            run={run}
            recordLabel={recordLabel}
            onRetry={(failed) => void start({ ...run.plan, targets: failed, skipped: [] }, run.reason, [])}
            onDismiss={() => setRun(null)}
          />
        </InListFoot>
      )}
      {confirming && (
        <BulkConfirmation
          entity={entity}
          plan={confirming}
          screening={screening}
          recordLabel={recordLabel}
          reasonMissing={reason === null}
          onCancel={() => {
            screeningRun.current += 1
            setConfirming(null)
          }}
          onConfirm={(sendable, needReview) => {
            if (reason === null) return
            setConfirming(null)
            void start({ ...confirming, targets: sendable }, reason, needReview)
          }}
        >
          {reasonField}
        </BulkConfirmation>
      )}
    </>
  )
}

interface BulkConfirmationProps<T> {
  entity: StatusEntity
  plan: BulkPlan<T, StatusEntity>
  screening: Screening<T> | null
  recordLabel: (record: T) => string
  reasonMissing: boolean
  onCancel: () => void
  onConfirm: (sendable: T[], needReview: T[]) => void
  children: ReactNode
}

/**
 * The one confirmation of a bulk action: how many records it sends, those it skips because the
 * action does not apply, and (Verify, Approve) those that need individual review, looked for first.
 */
function BulkConfirmation<T>({
  entity,
  plan,
  screening,
  recordLabel,
  reasonMissing,
  onCancel,
  onConfirm,
  children,
}: BulkConfirmationProps<T>) {
  const needReview = screening?.needReview ?? []
  const sendable = plan.targets.filter((record) => !needReview.includes(record))
  const screeningUnderWay = screening !== null && screening.needReview === null
  // Once the checks are looked at, a bulk Verify or Approve may have nothing left to send: then it asks
  // nothing ('Are you sure you want to approve 0 loan applications?' offered a choice that was none).
  const question =
    asksAcknowledgement(plan.action) && screening?.needReview && sendable.length === 0
      ? `Nothing to ${plan.action} together: every record selected needs individual review.`
      : bulkConfirmationQuestion(entity, plan.action, sendable.length)
  return (
    <ConfirmDialog
      title={actionDialogTitle(entity, plan.action)}
      question={question}
      confirmLabel={confirmLabel(entity, plan.action)}
      confirmVariant={isDestructive(plan.action) ? 'danger' : 'primary'}
      confirmDisabled={reasonMissing || screeningUnderWay || sendable.length === 0}
      onCancel={onCancel}
      onConfirm={() => onConfirm(sendable, needReview)}
    >
      {plan.skipped.length > 0 && (
        <p className="mt-2 text-sm text-gray-700">
          {`Skipped, the action does not apply: ${plan.skipped.map(recordLabel).join(', ')}.`}
        </p>
      )}
      <div role="status" className="empty:hidden">
        {screeningUnderWay && (
          <p className="mt-2 text-sm text-gray-700">
            {`Looking at the checks of ${recordCount(entity, plan.targets.length)}: ${screening.checked} done...`}
          </p>
        )}
        {needReview.length > 0 && (
          <p className="mt-2 text-sm text-gray-800">
            {`${needReview.length} skipped: ${NEEDS_INDIVIDUAL_REVIEW} (${needReview.map(recordLabel).join(', ')}).`}
          </p>
        )}
      </div>
      {children}
    </ConfirmDialog>
  )
}

interface BulkResultsProps<T> {
  entity: StatusEntity
  resourceKey: string
  run: BulkRun<T>
  recordLabel: (record: T) => string
  onRetry: (failed: T[]) => void
  onDismiss: () => void
}

function BulkResults<T extends ReviewRecord>({
  entity,
  resourceKey,
  run,
  recordLabel,
  onRetry,
  onDismiss,
}: BulkResultsProps<T>) {
  const { plan, results } = run
  const done = ACTION_DONE[plan.action]
  const targets = new Set(plan.targets.map((record) => record.id))
  const held = useOutboxWrites().filter(
    (write) => !write.announce && isHeld(write) && write.resourceKey === resourceKey && targets.has(write.recordId),
  )
  if (results === null && held.length > 0) {
    return (
      <div
        role="status"
        className={`${FOOT_PANEL} flex flex-wrap items-center gap-2 border-amber-600 bg-amber-50 text-sm text-gray-900`}
      >
        <p>{`${ACTION_UNDER_WAY[plan.action]} ${recordCount(entity, held.length)}: held for Undo before it is sent`}</p>
        <Button size="sm" className={PHONE_TARGET} onClick={() => held.forEach((write) => outbox.cancel(write.id))}>
          Undo
        </Button>
      </div>
    )
  }
  if (results === null) {
    return (
      <p role="status" className={`${FOOT_PANEL} border-gray-200 bg-gray-50 text-sm text-gray-800`}>
        {`${ACTION_LABEL[plan.action]}: sending ${recordCount(entity, plan.targets.length)}...`}
      </p>
    )
  }
  // Taken back with Undo before they were sent: neither made nor failed.
  const isUndone = ({ outcome }: BulkRecordResult<T>) => !outcome.ok && outcome.error instanceof WriteCancelled
  const undone = results.filter(isUndone)
  const failed = results.filter((result) => !result.outcome.ok && !isUndone(result))
  const succeeded = results.length - failed.length - undone.length
  const rows = [
    ...results.map((result) => [
      recordLabel(result.record),
      result.outcome.ok ? done : isUndone(result) ? 'Undone' : 'Failed',
      result.outcome.ok || isUndone(result) ? '' : errorReason(result.outcome.error),
    ]),
    ...run.needReview.map((record) => [recordLabel(record), 'Skipped', 'Needs individual review']),
    ...plan.skipped.map((record) => [recordLabel(record), 'Skipped', 'The action does not apply to its status']),
  ]
  return (
    <section
      role="status"
      aria-label="Bulk action results"
      // Held at the bottom of the window: a long list of failures scrolls within a third of it.
      className={`${FOOT_PANEL} max-h-[33vh] overflow-y-auto text-sm ${failed.length > 0 ? 'border-red-600 bg-red-50' : 'border-green-700 bg-green-50'}`}
    >
      <p className="font-semibold text-gray-900">
        {`${done} ${succeeded} of ${results.length}${undone.length > 0 ? `, ${undone.length} undone` : ''}`}
      </p>
      {failed.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-red-800">
          {failed.map((result) => (
            <li key={recordLabel(result.record)}>
              {`${recordLabel(result.record)}: ${result.outcome.ok ? '' : errorReason(result.outcome.error)}`}
            </li>
          ))}
        </ul>
      )}
      {run.needReview.length > 0 && (
        <p className="mt-1 text-gray-700">
          {`${run.needReview.length} skipped: ${NEEDS_INDIVIDUAL_REVIEW}: ${run.needReview.map(recordLabel).join(', ')}`}
        </p>
      )}
      {plan.skipped.length > 0 && (
        <p className="mt-1 text-gray-700">{`Skipped: ${plan.skipped.map(recordLabel).join(', ')}`}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {failed.length > 0 && (
          <Button size="sm" className={PHONE_TARGET} onClick={() => onRetry(failed.map((result) => result.record))}>
            Retry failed
          </Button>
        )}
        <Button
          size="sm"
          className={PHONE_TARGET}
          onClick={() =>
            downloadTextFile(
              toCsv(['Record', 'Result', 'Reason'], rows),
              `${ACTION_LABEL[plan.action]} results.csv`,
              'text/csv;charset=utf-8',
            )
          }
        >
          Download results (CSV)
        </Button>
        <Button size="sm" className={PHONE_TARGET} onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  )
}
