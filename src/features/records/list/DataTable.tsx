import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { Button } from '@/components/ui/Button'
import { PageTitle } from '@/components/ui/PageTitle'
import { ExportControl } from '@/features/records/list/export/ExportControl'
import { FilterPanel, filtersOf, type ListFilters } from '@/components/data-table/FilterPanel'
import { toListParams, withFilters, type ListSearch } from './list-search'
import { Pager } from '@/components/data-table/Pager'
import { SearchBox } from '@/components/data-table/SearchBox'
import { TableGrid, type ColumnSort } from '@/components/data-table/TableGrid'
import type { DataColumn } from '@/components/data-table/types'

export interface SearchChangeOptions {
  /** Replace the history entry instead of adding one (used when a page past the end is clamped). */
  replace?: boolean
}

/**
 * The one list screen of the console: title, header buttons, search, Filter panel, Export, a table
 * sortable by its headers, and the pager. All its state is in the route's URL (`list-search.ts`).
 *
 * Wiring a list route (see `src/routes/_app/loans/index.tsx`):
 * ```tsx
 * export const Route = createFileRoute('/_app/loans/')({
 *   validateSearch: listSearchSchema,
 *   search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
 *   loaderDeps: ({ search }) => toListParams(search),
 *   loader: ({ context, deps, cause }) =>
 *     awaitListPage(context.queryClient.ensureQueryData(loanQueries.list(deps)), cause),
 *   component: Screen,
 * })
 * function Screen() {
 *   const search = Route.useSearch()
 *   const navigate = Route.useNavigate()
 *   return <DataTable search={search} onSearchChange={(next, options) => navigate({ search: next, ...options })} ... />
 * }
 * ```
 */
export interface DataTableProps<T extends ReviewRecord> {
  /** The page heading; the export is saved as `${title}.csv`. */
  title: string
  /** Where the pages come from: its `queries.list` for the table, its `fetchPage` for the export. */
  resource: DefinedResource<T>
  /** The entity's columns, defined at module scope (see `DataColumn`); the export writes the same ones. */
  columns: readonly DataColumn<T>[]
  /** The route's validated search params. */
  search: ListSearch
  /** Navigate to `next` (the route's `navigate({ search: next, ...options })`). */
  onSearchChange: (next: ListSearch, options?: SearchChangeOptions) => void
  /** The Status filter's choices, as the server spells them; shown through `statusLabel`. */
  statusOptions: readonly string[]
  searchPlaceholder: string
  /** The spec's text for a list that cannot be loaded; also the toast when an export fails. */
  loadErrorMessage: string
  /** How a load failure shows; by default `loadErrorMessage` in red in place of the table. */
  renderError?: (message: string, retry: () => void) => ReactNode
  /** What shows before the first page arrives; by default 'Loading...'. */
  renderLoading?: () => ReactNode
  /** Header buttons before Filter and Export, e.g. 'Add New Member' and 'Import Members'. */
  toolbar?: ReactNode
  /** The content of the Actions column (the column is left out when this is absent). */
  rowActions?: (row: T) => ReactNode
}

function DefaultError({ message }: { message: string }) {
  return (
    <p role="alert" className="px-3 py-6 font-medium text-red-700">
      {message}
    </p>
  )
}

function DefaultLoading() {
  return (
    <p role="status" className="px-3 py-6 text-gray-700">
      Loading...
    </p>
  )
}

export function DataTable<T extends ReviewRecord>({
  title,
  resource,
  columns,
  search,
  onSearchChange,
  statusOptions,
  searchPlaceholder,
  loadErrorMessage,
  renderError,
  renderLoading,
  toolbar,
  rowActions,
}: DataTableProps<T>) {
  const filterPanelId = useId()
  const params = toListParams(search)
  // A failure the loader already met is shown at once rather than fetched (and failed) again on mount.
  const query = useQuery({ ...resource.queries.list(params), retryOnMount: false })
  const { data } = query
  const hasFilters = Boolean(search.status || search.from_date || search.to_date)
  const [filtersOpen, setFiltersOpen] = useState(hasFilters)

  const clampPage = useEffectEvent((lastPage: number) =>
    onSearchChange({ ...search, page: lastPage }, { replace: true }),
  )
  const realLastPage = data && !query.isPlaceholderData ? Math.max(data.lastPage, 1) : null
  useEffect(() => {
    if (realLastPage !== null && search.page > realLastPage) clampPage(realLastPage)
  }, [realLastPage, search.page])

  const sortable = new Set(columns.filter((column) => column.sortable ?? true).map((column) => column.id))
  const sort: ColumnSort | null =
    search.sort && sortable.has(search.sort) ? { id: search.sort, desc: search.order === 'desc' } : null

  const changeFilters = (filters: ListFilters) => onSearchChange(withFilters(search, filters))

  let body: ReactNode
  if (query.isError && !data) {
    body = renderError ? (
      renderError(loadErrorMessage, () => void query.refetch())
    ) : (
      <DefaultError message={loadErrorMessage} />
    )
  } else if (!data) {
    body = renderLoading ? renderLoading() : <DefaultLoading />
  } else {
    body = (
      <>
        <div className="overflow-x-auto">
          <TableGrid
            caption={title}
            columns={columns}
            rows={data.items}
            rowId={(row) => String(row.id)}
            sort={sort}
            onSortChange={(next) =>
              onSearchChange({ ...search, sort: next?.id, order: next ? (next.desc ? 'desc' : 'asc') : undefined })
            }
            rowActions={rowActions}
            cellContext={{ fetchedAt: query.dataUpdatedAt }}
            busy={query.isPlaceholderData}
          />
        </div>
        <Pager
          page={data.page}
          lastPage={data.lastPage}
          total={data.total}
          requestedPage={search.page}
          onPage={(page) => onSearchChange({ ...search, page })}
        />
      </>
    )
  }

  return (
    <div>
      <PageTitle actions={toolbar}>{title}</PageTitle>
      <div className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3 p-3">
          <SearchBox
            value={search.search}
            placeholder={searchPlaceholder}
            onSearch={(text) => onSearchChange(withFilters(search, { search: text }))}
          />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              aria-expanded={filtersOpen}
              aria-controls={filtersOpen ? filterPanelId : undefined}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              Filter
            </Button>
            <ExportControl
              title={title}
              columns={columns}
              fetchPage={resource.fetchPage}
              params={params}
              failureMessage={loadErrorMessage}
            />
          </div>
        </div>
        {filtersOpen && (
          <div className="px-3">
            <FilterPanel
              id={filterPanelId}
              filters={filtersOf(search)}
              statusOptions={statusOptions}
              onChange={changeFilters}
            />
          </div>
        )}
        {body}
      </div>
    </div>
  )
}
