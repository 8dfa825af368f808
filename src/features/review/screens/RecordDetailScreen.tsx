import { memo, startTransition, useEffect, useState, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router'
import type { ReviewRecord } from '@/api/records/record-resource'
import { useShortcutGroup } from '@/components/keyboard/shortcut-groups'
import type { ShortcutScreen } from '@/domain/shortcuts'
import { RecordActions } from '../actions/RecordActions'
import { ReviewChecks } from '../checks/ReviewChecks'
import { DetailGrid } from '../detail/DetailGrid'
import { DetailLoadFailure } from '../detail/DetailLoadFailure'
import { DetailPage, DetailProblem } from '../detail/DetailPage'
import { DetailSection } from '../detail/DetailSection'
import { RecordSummary } from '../detail/RecordSummary'
import { DocumentsBesideFields } from '../documents/DocumentsBesideFields'
import { useOpenedDocuments } from '../documents/opened-documents'
import type { RecordDetails, ReviewEntity } from '../entity'
import { RecordHistory } from '../history/RecordHistory'
import { MemberFile } from '../member-file/MemberFile'
import { backToRow } from '../queue/queue-search'
import { useAdvancePreference } from '../queue/advance-preference'
import { QueueBar } from '../queue/QueueBar'
import { useMovedOnNotice } from '../queue/use-moved-on'
import { useRecordQueue, type QueueProps } from '../queue/use-record-queue'
import { RecordStatus } from '../outbox/RecordStatus'
import { reviewContext } from './review-context'
import { useNextRecordSearches } from './use-next-record-searches'
import { useRecordDetails } from './use-record-details'
import { PageLoading } from '@/components/ui/PageLoading'

/** A record route's screen: the record its loader loaded (or why not), walking the queue it came from. */
export function RecordDetailRoute<T extends ReviewRecord>({ entity }: { entity: ReviewEntity<T> }) {
  const from = `/_app${entity.paths.list}/$id` as const
  const { id, failure } = useLoaderData({ from })
  const { queue } = useSearch({ from })
  const navigate = useNavigate()
  const details = useRecordDetails(entity)
  if (failure) return <RecordLoadFailure entity={entity} error={failure} />
  if (!details) return <PageLoading />
  return (
    <RecordDetailScreen
      entity={entity}
      details={details}
      id={id}
      queue={queue}
      routes={{
        open: (next, nextQueue) =>
          void navigate({
            to: entity.paths.detail,
            params: { id: String(next) },
            search: { queue: nextQueue },
            replace: true,
          }),
        back: (listQueue, focusRecord) =>
          void navigate({ to: entity.paths.list, search: listQueue, ...backToRow(focusRecord) }),
      }}
    />
  )
}

/** A record that did not load (the loader's failure), or a failure its screen threw later. */
export function RecordLoadFailure<T extends ReviewRecord>({
  entity,
  error,
}: {
  entity: ReviewEntity<T>
  error: unknown
}) {
  return (
    <DetailLoadFailure
      title={entity.texts.recordTitle}
      list={entity.paths.list}
      error={error}
      notFound={entity.texts.notFound}
      failed={entity.texts.recordLoadFailed(error)}
    />
  )
}

/** An id that is no record id: not found, without asking the server. */
export function RecordNotFound<T extends ReviewRecord>({ entity }: { entity: ReviewEntity<T> }) {
  return <DetailProblem title={entity.texts.recordTitle} list={entity.paths.list} message={entity.texts.notFound} />
}

/**
 * The one record screen, for loans, KYC records and members alike: title and Back, the queue bar
 * when opened from a list, the summary with status and actions, the review checks beside the
 * member's file, the uploaded documents, then one card per field group and the record's History.
 */
export function RecordDetailScreen<T extends ReviewRecord>({
  entity,
  id,
  queue,
  routes,
  details,
}: { entity: ReviewEntity<T>; details: RecordDetails<T>; id: number } & QueueProps) {
  const { resource, texts } = entity
  const { data: record } = useSuspenseQuery(resource.queries.detail(id))
  const [advance, setAdvance] = useAdvancePreference()
  const walk = useRecordQueue(resource, id, queue, routes)
  useNextRecordSearches(details, walk.upNext)
  const movedOn = useMovedOnNotice(resource, record, walk.active)
  useShortcutGroup('record' satisfies ShortcutScreen)

  return (
    <DetailPage title={texts.recordTitle} list={entity.paths.list} onBack={walk.active ? walk.back : undefined}>
      {walk.active && <QueueBar queue={walk} failureMessage={texts.listLoadFailed} />}
      <div role="status" className="empty:hidden">
        {movedOn.notice && (
          <p className="mb-4 rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {movedOn.notice}
          </p>
        )}
      </div>
      <RecordSummary
        heading={entity.heading(record)}
        subheading={entity.subheading?.(record) ?? undefined}
        status={<RecordStatus resourceKey={resource.key} recordId={record.id} status={record.status} />}
        actions={
          <RecordActions
            resource={resource}
            record={record}
            subject={entity.subject(record)}
            Editor={entity.Editor}
            review={reviewContext(entity, details, record)}
            onActionChosen={movedOn.checkAgain}
            advance={
              walk.active && walk.hasNext
                ? { checked: advance, onCheckedChange: setAdvance, after: walk.advanceAfter }
                : undefined
            }
          />
        }
      />
      <RecordBody entity={entity} details={details} record={record} />
    </DetailPage>
  )
}

interface RecordBodyProps<T extends ReviewRecord> {
  entity: ReviewEntity<T>
  details: RecordDetails<T>
  record: T
}

/**
 * Below the summary: the review checks beside the member's file, the uploaded documents, the field
 * cards and History, drawn from the settled record (`useSettledRecord`).
 */
function RecordBody<T extends ReviewRecord>({ entity, details, record }: RecordBodyProps<T>) {
  return <SettledRecordBody entity={entity} details={details} record={useSettledRecord(record)} />
}

/**
 * The record as the body draws it. A decision (the record on screen in a new status) draws the
 * summary's status and actions at once and the body in a transition after, which React leaves when
 * the screen moves on first: act and advance opens the next record in the same moment, and the record
 * being left was drawn whole once more before that (331-341 components, never painted). Anything else
 * is the body's in the same render: a record newly opened (useDeferredValue would draw it a second
 * time after), an edit saved, the server's answer to a decision.
 */
function useSettledRecord<T extends ReviewRecord>(record: T): T {
  const [settled, setSettled] = useState(record)
  const decided = settled.id === record.id && settled.status !== record.status
  if (!decided && settled !== record) setSettled(record)
  useEffect(() => {
    if (!decided) return
    // Unless another record was opened meanwhile: then it is the body's already.
    startTransition(() => setSettled((current) => (current.id === record.id ? record : current)))
  }, [record, decided])
  return decided ? settled : record
}

/** The body drawn from the record it is given, memoised on it. */
const SettledRecordBody = memo(function SettledRecordBody<T extends ReviewRecord>({
  entity,
  details,
  record,
}: RecordBodyProps<T>) {
  const review = reviewContext(entity, details, record)
  const memberFile = details.memberFile?.(record)
  const { documents } = review
  const seen = useOpenedDocuments(review.recordKey)
  const fields = <RecordFields details={details} record={record} />
  return (
    <>
      {(review.checks || memberFile) && (
        <div className="mb-6 grid items-start gap-6 lg:grid-cols-2">
          {review.checks && <ReviewChecks declaration={review.checks} />}
          {memberFile && <MemberFile view={memberFile} />}
        </div>
      )}
      {documents ? (
        <DocumentsBesideFields documents={documents} seen={seen}>
          {fields}
        </DocumentsBesideFields>
      ) : (
        fields
      )}
    </>
  )
}) as <T extends ReviewRecord>(props: RecordBodyProps<T>) => ReactNode

/**
 * The record's field cards and its History, most of the page. Memoised on the record: the body renders
 * again as documents are opened, and the cards need not.
 */
const RecordFields = memo(function RecordFields<T extends ReviewRecord>({
  details,
  record,
}: {
  details: RecordDetails<T>
  record: T
}) {
  return (
    <div className="flex flex-col gap-6">
      {details.fieldGroups(record).map((group) => (
        <DetailSection key={group.title} title={group.title}>
          <DetailGrid fields={group.fields} />
        </DetailSection>
      ))}
      <RecordHistory record={record} />
    </div>
  )
}) as <T extends ReviewRecord>(props: { details: RecordDetails<T>; record: T }) => ReactNode
