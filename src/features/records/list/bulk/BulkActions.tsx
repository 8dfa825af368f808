import { useUnsavedWork } from '@/api/unsaved-work'
import { useState, type ReactNode } from 'react'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { errorReason } from '@/api/errors'
import { useStatusTransition } from '@/api/records/status-transition'
import { Button } from '@/components/ui/Button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { downloadTextFile } from '@/components/download'
import {
  ACTION_DONE,
  ACTION_LABEL,
  actionDialogTitle,
  bulkConfirmationQuestion,
  isDestructive,
  recordCount,
} from '@/domain/action-labels'
import { chosenReason, reasonQuestion } from '@/domain/action-reasons'
import { ReasonChoice } from '@/features/records/actions/ReasonChoice'
import { bulkPlans, type BulkPlan } from '@/domain/bulk-actions'
import { toCsv } from '@/domain/csv'
import type { Role } from '@/domain/permissions'
import type { StatusEntity } from '@/domain/status-machines'
import { runBulk, type BulkRecordResult } from './run-bulk'

interface BulkRun<T> {
  plan: BulkPlan<T, StatusEntity>
  reason?: string
  results: BulkRecordResult<T>[] | null
}

export interface BulkActionsProps<T extends ReviewRecord> {
  resource: DefinedResource<T>
  role: Role | null | undefined
  selected: readonly T[]
  onClear: () => void
  /** Names a record in results, e.g. 'loan application 46'. */
  recordLabel: (record: T) => string
}

/**
 * The bulk bar over a list while rows are selected: '{n} selected', Clear, and one button per action
 * that at least one selected record allows ('Verify 4 of 6'); then one confirmation, a run within
 * the request budget, and a result per record with 'Retry failed' and a CSV of the results.
 */
export function BulkActions<T extends ReviewRecord>({
  resource,
  role,
  selected,
  onClear,
  recordLabel,
}: BulkActionsProps<T>) {
  const { entity } = resource
  const transition = useStatusTransition(resource, 'list', { announce: false })
  const [confirming, setConfirming] = useState<BulkPlan<T, StatusEntity> | null>(null)
  const [choice, setChoice] = useState('')
  const [otherText, setOtherText] = useState('')
  const [run, setRun] = useState<BulkRun<T> | null>(null)
  const plans = bulkPlans(entity, role, selected)
  // Reject and Suspend ask why, as a single record's confirmation does; one reason goes into every notes line.
  const question = confirming ? reasonQuestion(entity, confirming.action) : null
  const reason = question ? chosenReason(choice, otherText) : undefined
  // A reason chosen or being typed is work a lost session must not throw away (DESIGN section 9).
  useUnsavedWork(confirming !== null && (choice !== '' || otherText !== ''))

  const start = async (plan: BulkPlan<T, StatusEntity>, why: string | undefined) => {
    setRun({ plan, reason: why, results: null })
    onClear()
    const results = await runBulk(plan.targets, (record) => transition({ record, action: plan.action, reason: why }))
    setRun({ plan, reason: why, results })
  }

  let bar: ReactNode = null
  if (selected.length > 0) {
    bar = (
      <div
        role="region"
        aria-label="Bulk actions"
        className="mx-3 mb-3 flex flex-wrap items-center gap-2 rounded-md border border-green-700 bg-green-50 px-3 py-2"
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
              variant={isDestructive(plan.action) ? 'danger' : 'primary'}
              onClick={() => {
                setChoice('')
                setOtherText('')
                setConfirming(plan)
              }}
            >
              {`${ACTION_LABEL[plan.action]} ${plan.targets.length} of ${selected.length}`}
            </Button>
          ))}
          <Button size="sm" onClick={onClear}>
            Clear
          </Button>
        </div>
      </div>
    )
  }

  return (
    <>
      {bar}
      {run && (
        <BulkResults
          entity={entity}
          run={run}
          recordLabel={recordLabel}
          onRetry={(failed) => void start({ ...run.plan, targets: failed, skipped: [] }, run.reason)}
          onDismiss={() => setRun(null)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={actionDialogTitle(entity, confirming.action)}
          question={bulkConfirmationQuestion(entity, confirming.action, confirming.targets.length)}
          confirmLabel={ACTION_LABEL[confirming.action]}
          confirmVariant={isDestructive(confirming.action) ? 'danger' : 'primary'}
          confirmDisabled={reason === null}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const plan = confirming
            if (reason === null) return
            setConfirming(null)
            void start(plan, reason)
          }}
        >
          {confirming.skipped.length > 0 && (
            <p className="mt-2 text-sm text-gray-700">
              {`Skipped, the action does not apply: ${confirming.skipped.map(recordLabel).join(', ')}.`}
            </p>
          )}
          {question && (
            <ReasonChoice
              question={question}
              choice={choice}
              onChoiceChange={setChoice}
              otherText={otherText}
              onOtherTextChange={setOtherText}
            />
          )}
        </ConfirmDialog>
      )}
    </>
  )
}

interface BulkResultsProps<T> {
  entity: StatusEntity
  run: BulkRun<T>
  recordLabel: (record: T) => string
  onRetry: (failed: T[]) => void
  onDismiss: () => void
}

function BulkResults<T>({ entity, run, recordLabel, onRetry, onDismiss }: BulkResultsProps<T>) {
  const { plan, results } = run
  const done = ACTION_DONE[plan.action]
  if (results === null) {
    return (
      <p
        role="status"
        className="mx-3 mb-3 rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-sm text-gray-800"
      >
        {`${ACTION_LABEL[plan.action]}: sending ${recordCount(entity, plan.targets.length)}...`}
      </p>
    )
  }
  const failed = results.filter((result) => !result.outcome.ok)
  const succeeded = results.length - failed.length
  const rows = [
    ...results.map((result) => [
      recordLabel(result.record),
      result.outcome.ok ? done : 'Failed',
      result.outcome.ok ? '' : errorReason(result.outcome.error),
    ]),
    ...plan.skipped.map((record) => [recordLabel(record), 'Skipped', 'The action does not apply to its status']),
  ]
  return (
    <section
      role="status"
      aria-label="Bulk action results"
      className={`mx-3 mb-3 rounded-md border px-3 py-2 text-sm ${failed.length > 0 ? 'border-red-600 bg-red-50' : 'border-green-700 bg-green-50'}`}
    >
      <p className="font-semibold text-gray-900">{`${done} ${succeeded} of ${results.length}`}</p>
      {failed.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-red-800">
          {failed.map((result) => (
            <li key={recordLabel(result.record)}>
              {`${recordLabel(result.record)}: ${result.outcome.ok ? '' : errorReason(result.outcome.error)}`}
            </li>
          ))}
        </ul>
      )}
      {plan.skipped.length > 0 && (
        <p className="mt-1 text-gray-700">{`Skipped: ${plan.skipped.map(recordLabel).join(', ')}`}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {failed.length > 0 && (
          <Button size="sm" onClick={() => onRetry(failed.map((result) => result.record))}>
            Retry failed
          </Button>
        )}
        <Button
          size="sm"
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
        <Button size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  )
}
