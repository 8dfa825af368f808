import { useCallback, useMemo, useState } from 'react'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import type { ReviewRecord } from '@/api/records/record-resource'
import { useRecordsInTransition, useStatusTransition } from '@/features/review/actions/use-status-transition'
import type { DataColumn } from '@/components/data-table/types'
import { lazyWithPreload, usePreloadWhenIdle } from '@/components/lazy-with-preload'
import { newRecordCount } from '@/domain/action-labels'
import type { EntityActions, StatusEntity } from '@/domain/status-machines'
import { useCurrentRole } from '@/features/session/use-current-user'
import { RecordRowActions } from '../actions/RecordRowActions'
import type { ReviewEntity } from '../entity'
import { useBulkSelection } from '../list/bulk/use-bulk-selection'
import { RecordList } from '../list/RecordList'
import { useRecordList, type ListNavigate } from '../list/use-record-list'
import { listSearchSchema, type ListSearch } from '../queue/list-search'
import { ListQueueProvider } from '../queue/queue-search'
import { RecordLink } from '../queue/record-link'
import { STATUS_COLUMN } from '../list/record-columns'
import { RecordStatus } from '../outbox/RecordStatus'
import { reviewContext } from './review-context'
import { loadRecordDetails } from './use-record-details'

// A row's dialogs (View, and an action's confirmation with the entity's checks and documents) load
// apart from the list, while the reviewer reads the rows: no first paint needs them.
const loadRowDialogs = () => import('./RowDialogs')
const RowActionDialog = lazyWithPreload(() => loadRowDialogs().then((module) => module.RowActionDialog)).Component
const RecordView = lazyWithPreload(() => loadRowDialogs().then((module) => module.RecordView)).Component
const preloadRowDialogs = () => loadRowDialogs().then((module) => module.preloadRowDialogParts())

// The entity's columns with their cells made live, once per entity (the table keys its column model
// on the array's identity): the link column's cell is the link to the record, the status column's says
// what an unconfirmed change to the record waits for.
const liveColumns = new WeakMap<object, readonly DataColumn<never>[]>()

function columnsOf<T extends ReviewRecord>(entity: ReviewEntity<T>): readonly DataColumn<T>[] {
  const known = liveColumns.get(entity) as readonly DataColumn<T>[] | undefined
  if (known) return known
  const { resource } = entity
  const columns = entity.columns.map((column): DataColumn<T> => {
    if (column.id === entity.linkColumn) {
      return {
        ...column,
        cell: (record, { fetchedAt }) => (
          <RecordLink resource={resource} to={entity.paths.detail} record={record} fetchedAt={fetchedAt}>
            {column.text(record)}
          </RecordLink>
        ),
      }
    }
    if (column.id === STATUS_COLUMN) {
      return {
        ...column,
        cell: (record) => <RecordStatus resourceKey={resource.key} recordId={record.id} status={record.status} />,
      }
    }
    return column
  })
  liveColumns.set(entity, columns)
  return columns
}

/** A list route's screen: its URL state from the route, for the entity it lists. */
export function RecordListRoute<T extends ReviewRecord>({ entity }: { entity: ReviewEntity<T> }) {
  const search = useSearch({ from: `/_app${entity.paths.list}/` })
  const navigate = useNavigate()
  return (
    <RecordListScreen
      entity={entity}
      search={search}
      navigate={(next, options) => void navigate({ to: entity.paths.list, search: next, replace: options?.replace })}
    />
  )
}

interface RecordListScreenProps<T extends ReviewRecord> {
  entity: ReviewEntity<T>
  search: ListSearch
  navigate: ListNavigate
}

/**
 * The list of one entity: the record list with row checkboxes and the bulk bar, each row's View and
 * the actions the machine and the role allow, each confirmed in a dialog before it is sent, and what
 * the entity adds (members: Add and Import, Edit).
 */
export function RecordListScreen<T extends ReviewRecord>({ entity, search, navigate }: RecordListScreenProps<T>) {
  const { resource, texts } = entity
  const list = useRecordList(resource, search, navigate, columnsOf(entity))
  const bulk = useBulkSelection(
    list,
    entity.rowLabel,
    entity.subject,
    useCallback(
      () => loadRecordDetails(entity).then((details) => (record: T) => reviewContext(entity, details, record)),
      [entity],
    ),
  )
  const transition = useStatusTransition(resource, 'list', { subject: entity.subject })
  const inTransition = useRecordsInTransition(resource.key)
  const role = useCurrentRole()
  const [viewing, setViewing] = useState<T | null>(null)
  const [chosen, setChosen] = useState<{ record: T; action: EntityActions[StatusEntity] } | null>(null)
  usePreloadWhenIdle(preloadRowDialogs)
  usePreloadWhenIdle(useCallback(() => loadRecordDetails(entity), [entity]))
  // The record screen's own code too: a tap on a phone (no hover to preload on) opens the record
  // without waiting for it, where 'Loading...' showed for a moment.
  const router = useRouter()
  usePreloadWhenIdle(
    useCallback(
      async () => router.loadRouteChunk(router.routesByPath[entity.paths.detail]),
      [router, entity.paths.detail],
    ),
  )
  const Toolbar = entity.list?.Toolbar
  // The queue every row's link carries, in the form the record route validates it to on arrival, so a
  // link's address is the address the record opens at.
  const queue = useMemo(() => listSearchSchema.parse(search), [search])
  // The same function while the role and the records being sent stay: the table's rows are memoised.
  const rowActions = useCallback(
    (row: T) => (
      <RecordRowActions
        entity={resource.entity}
        status={row.status}
        role={role}
        recordLabel={entity.rowLabel(row)}
        busy={inTransition.has(row.id)}
        onView={() => setViewing(row)}
        onAction={(action) => setChosen({ record: row, action })}
      />
    ),
    [resource.entity, role, entity, inTransition],
  )

  return (
    <ListQueueProvider value={queue}>
      <RecordList
        list={list}
        title={texts.listTitle}
        statusOptions={entity.statusFilters}
        searchPlaceholder={texts.searchPlaceholder}
        loadErrorMessage={texts.listLoadFailed}
        allFields={() => loadRecordDetails(entity).then((details) => details.fields)}
        renderError={entity.list?.renderError}
        renderLoading={entity.list?.renderLoading}
        toolbar={Toolbar && <Toolbar />}
        defaultViews={entity.views}
        arrivedLabel={(count) => newRecordCount(resource.entity, count)}
        selection={bulk.selection}
        aboveTable={
          <>
            {texts.statusLegend && <p className="px-3 pb-3 text-xs text-gray-700">{texts.statusLegend}</p>}
            {bulk.bulkActions}
          </>
        }
        rowActions={rowActions}
      />
      {viewing && <RecordView entity={entity} record={viewing} onClose={() => setViewing(null)} />}
      {chosen && (
        <RowActionDialog
          entity={entity}
          record={chosen.record}
          action={chosen.action}
          onClose={() => setChosen(null)}
          onConfirm={(decision) => {
            // Optimistic: the dialog closes and the badge changes at once; a failure rolls back with a toast.
            if (chosen.action !== 'edit') void transition({ record: chosen.record, action: chosen.action, ...decision })
          }}
        />
      )}
    </ListQueueProvider>
  )
}
