import { useId, useMemo, useRef, useState, type ReactNode } from 'react'
import type { ReviewRecord } from '@/api/records/record-resource'
import { ColumnsMenu } from '@/components/data-table/ColumnsMenu'
import { ErrorPanel } from '@/components/ui/ErrorPanel'
import { DensityToggle } from '@/components/data-table/DensityToggle'
import { CardList } from '@/components/data-table/CardList'
import { describeFilters, FilterChips } from '@/components/data-table/FilterChips'
import { FilterPanel } from '@/components/data-table/FilterPanel'
import { Pager } from '@/components/data-table/Pager'
import { SearchBox } from '@/components/data-table/SearchBox'
import { TableGrid, type RowSelection } from '@/components/data-table/TableGrid'
import { TableSkeleton } from '@/components/data-table/TableSkeleton'
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/components/use-media-query'
import { Button, PHONE_TARGET } from '@/components/ui/Button'
import { LoadingBar } from '@/components/ui/LoadingBar'
import { PageTitle } from '@/components/ui/PageTitle'
import { describeLoadFailure } from '@/domain/load-failure'
import { BudgetWaitNote } from '@/features/session/BudgetWaitNote'
import type { RecordFieldGroup } from '../detail/record-fields'
import { ExportControl } from './export/ExportControl'
import { useListPreferences } from './preferences/use-list-preferences'
import { ListEmptyState } from './ListEmptyState'
import type { RecordListController } from './use-record-list'
import { RECORD_LIST_VIEWS, type ListView } from './views/list-views'
import { SavedViews } from './views/SavedViews'
import { useShortcutGroup } from '@/components/keyboard/shortcut-groups'
import type { ShortcutScreen } from '@/domain/shortcuts'
import { useRowClick, useRowFocus, useRowKeys } from './use-row-focus'
import { FOOT_PANEL, ListFootProvider, useFootPlace } from './list-foot'
import { useRootHeightProperty } from '@/components/root-height-property'

/** A list that could not be loaded, for a screen that shows it its own way. */
export interface ListLoadFailure {
  message: string
  /** Absent where asking again cannot help (a 403). */
  retry: (() => void) | undefined
  /** The list is being asked for again. */
  retrying: boolean
}

export interface RecordListProps<T extends ReviewRecord> {
  /** From `useRecordList`: the data and every change to the URL state. */
  list: RecordListController<T>
  /** The page heading; the export is named after it. */
  title: string
  /** The Status filter's choices, as the server spells them; shown through `statusLabel`. */
  statusOptions: readonly string[]
  searchPlaceholder: string
  /** The spec's text for a list that cannot be loaded; also the toast when an export fails. */
  loadErrorMessage: string
  /** Every field of the records, as the record screen declares them: what Export's 'All columns' writes. */
  allFields: () => Promise<readonly RecordFieldGroup<T>[]>
  /** How a load failure shows; by default `loadErrorMessage` in red in place of the table. */
  renderError?: (failure: ListLoadFailure) => ReactNode
  /** What shows before the first page arrives; by default placeholder rows. */
  renderLoading?: () => ReactNode
  /** Header buttons before Filter and Export, e.g. 'Add New Member' and 'Import Members'. */
  toolbar?: ReactNode
  /** The content of the Actions column (the column is left out when this is absent). */
  rowActions?: (row: T) => ReactNode
  /** Row checkboxes, for bulk actions. */
  selection?: RowSelection<T>
  /**
   * Between the search bar and the table: a legend of the list's badges. What comes while the rows are
   * worked (the bulk bar, a run's results) is wrapped in `InListFoot` and drawn in the foot instead.
   */
  aboveTable?: ReactNode
  /** The views every user has, before their saved ones; by default 'All', 'Pending' and 'Verified - awaiting approval'. */
  defaultViews?: readonly ListView[]
  /** '3 new loan applications': what came in since the list was shown. */
  arrivedLabel: (count: number) => string
}

/**
 * The one list screen of the console: title, header buttons, search, Filter panel and its chips,
 * Export, a table sortable by its headers (one card per record on a phone), and the pager. It renders
 * a `useRecordList` controller and holds no list state of its own beyond whether the Filter panel is
 * open. While the next page, search or filter loads, a bar runs along the top and the old rows dim.
 */
export function RecordList<T extends ReviewRecord>({
  list,
  title,
  statusOptions,
  searchPlaceholder,
  loadErrorMessage,
  allFields,
  renderError,
  renderLoading,
  toolbar,
  rowActions,
  selection,
  aboveTable,
  defaultViews = RECORD_LIST_VIEWS,
  arrivedLabel,
}: RecordListProps<T>) {
  // A queue tab is a view of one status and nothing else: it carries that queue's count.
  const counts = new Map(
    defaultViews.flatMap((view) => {
      const count = view.query.status === undefined ? undefined : list.counts.get(view.query.status)
      const only = Object.values(view.query).filter(Boolean).length === 1
      return count !== undefined && only ? [[view.name, count] as const] : []
    }),
  )
  const filterPanelId = useId()
  const orderId = useId()
  const [filtersOpen, setFiltersOpen] = useState(list.hasFilters)
  const phone = useMediaQuery(PHONE_MEDIA_QUERY)
  const { page } = list
  const preferences = useListPreferences(list.resource.key, list.columns)
  const { visibleColumns } = preferences
  // A page sorted by a column the reader hid would be in an order nothing on screen explains.
  const sort = list.sort && visibleColumns.some((column) => column.id === list.sort?.id) ? list.sort : null
  const activeFilters = describeFilters(list.filters).length
  // One object while the page is the same: the rows are memoised on what they are drawn from.
  const cellContext = useMemo(() => ({ fetchedAt: list.fetchedAt }), [list.fetchedAt])
  const tableArea = useRowFocus(page?.items.map((row) => row.id))
  const listArea = useRef<HTMLDivElement>(null)
  const [foot, setFoot] = useFootPlace()
  // Toasts rise above what the foot holds rather than cover its buttons.
  const footArea = useRef<HTMLDivElement>(null)
  useRootHeightProperty(footArea, '--bottom-bar')
  useRowKeys(listArea)
  useRowClick(listArea)
  useShortcutGroup('list' satisfies ShortcutScreen)

  let body: ReactNode
  if (list.failed) {
    const { message, canRetry } = describeLoadFailure(list.failureStatus, { failed: loadErrorMessage })
    const failure: ListLoadFailure = { message, retry: canRetry ? list.retry : undefined, retrying: list.retrying }
    body = renderError ? (
      renderError(failure)
    ) : (
      <ErrorPanel message={message} onRetry={failure.retry} retrying={failure.retrying} className="m-3" />
    )
  } else if (!page) {
    body = renderLoading ? renderLoading() : <TableSkeleton />
  } else {
    const view = {
      columns: visibleColumns,
      rows: page.items,
      rowId: (row: T) => String(row.id),
      rowActions,
      cellContext,
      busy: list.busy,
      selection,
      empty: (
        <ListEmptyState searchText={list.searchText} filters={list.filters} onClear={list.clearSearchAndFilters} />
      ),
    }
    body = (
      <>
        {/* A row or card opens its record on a click (useRowClick): the pointer says so. */}
        <div data-density={preferences.density} ref={tableArea} className="[&_[data-row-id]]:cursor-pointer">
          {phone ? (
            <CardList caption={title} {...view} />
          ) : (
            // The page scrolls the rows under the header row; the table fits the list's width (a container
            // query in TableGrid), and clipping rather than scrolling keeps the header sticky to the page.
            <div className="@container overflow-x-clip">
              <TableGrid caption={title} {...view} sort={sort} onSortChange={list.setSort} />
            </div>
          )}
        </div>
        <Pager
          page={page.page}
          lastPage={page.lastPage}
          total={page.total}
          requestedPage={list.requestedPage}
          busy={list.busy}
          onPage={list.goToPage}
          note={list.sort && !phone ? 'Sorted within this page' : undefined}
        />
      </>
    )
  }

  return (
    <div ref={listArea}>
      <PageTitle actions={toolbar}>{title}</PageTitle>
      <div className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <SavedViews
          title={title}
          defaultViews={defaultViews}
          counts={counts}
          savedViews={preferences.savedViews}
          urlState={list.urlState}
          onOpen={preferences.showColumnsOf}
          onSave={preferences.saveView}
          onDelete={preferences.deleteView}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 p-3">
          <SearchBox value={list.searchText} placeholder={searchPlaceholder} onSearch={list.setSearchText} />
          <div className="flex flex-wrap items-center gap-2">
            {/* The order of the whole list across its pages (DESIGN section 12), not of the page on screen. */}
            <label htmlFor={orderId} className="sr-only">
              Order
            </label>
            <select
              id={orderId}
              value={list.order}
              onChange={(event) => list.setOrder(event.target.value === 'oldest' ? 'oldest' : 'newest')}
              className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-green-700"
            >
              <option value="oldest">Oldest first</option>
              <option value="newest">Newest first</option>
            </select>
            <Button
              aria-expanded={filtersOpen}
              aria-controls={filtersOpen ? filterPanelId : undefined}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              Filter
              {activeFilters > 0 && (
                // The chips below name each filter for everyone; the count is a glance for the eye.
                <span
                  aria-hidden="true"
                  className="ml-1 rounded-full bg-green-700 px-1.5 py-px text-xs font-semibold text-white"
                >
                  {activeFilters}
                </span>
              )}
            </Button>
            <ColumnsMenu
              columns={list.columns}
              visible={(id) => visibleColumns.some((column) => column.id === id)}
              onChange={preferences.setColumnShown}
            />
            {/* Density spaces the table's rows; a phone's cards have none to space. */}
            {!phone && <DensityToggle density={preferences.density} onChange={preferences.setDensity} />}
            <ExportControl
              title={title}
              visibleColumns={visibleColumns}
              allFields={allFields}
              fetchPage={list.resource.fetchPage}
              params={list.params}
              failureMessage={loadErrorMessage}
            />
          </div>
        </div>
        {filtersOpen && (
          <div className="px-3">
            <FilterPanel
              id={filterPanelId}
              filters={list.filters}
              statusOptions={statusOptions}
              onChange={list.setFilters}
            />
          </div>
        )}
        <FilterChips filters={list.filters} onChange={list.setFilters} />
        <ListFootProvider value={foot}>{aboveTable}</ListFootProvider>
        <div className="relative">
          {list.busy && <LoadingBar label={`Loading ${title}`} className="absolute inset-x-0 top-0 z-20" />}
          {(list.busy || !page) && !list.failed && <BudgetWaitNote className="px-3 pt-3" />}
          {body}
        </div>
        {/* The foot: what comes while someone works the rows (the bulk bar, new records) is drawn under
            them and held at the bottom of the window, so it never moves a row under the cursor. */}
        <div ref={footArea} className="sticky bottom-0 z-10 px-3">
          <div ref={setFoot} />
          {/* New records never move the rows either: they wait here until Show. */}
          <div role="status" className="empty:hidden">
            {list.arrived > 0 && (
              <p
                className={`${FOOT_PANEL} flex flex-wrap items-center gap-3 border-green-700 bg-green-50 text-sm text-green-900`}
              >
                {arrivedLabel(list.arrived)}
                <Button size="sm" className={PHONE_TARGET} onClick={list.showArrived}>
                  Show
                </Button>
              </p>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
