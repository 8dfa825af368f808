import { useEffect, useEffectEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { askingAgain } from '@/api/connectivity'
import { errorStatus } from '@/api/errors'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { filtersOf, type ListFilters } from '@/components/data-table/FilterPanel'
import type { ColumnSort } from '@/components/data-table/TableGrid'
import type { DataColumn } from '@/components/data-table/types'
import {
  isDecisionQueue,
  listOrder,
  toListParams,
  withFilters,
  type ListOrder,
  type ListSearch,
} from '../queue/list-search'
import { useQueueOrder } from '../queue/queue-order-preference'
import { useFreshList, useQueueCounts } from './use-fresh-list'

/** Puts the next URL state in the address bar: the route's `navigate({ search: next, replace })`. */
export type ListNavigate = (next: ListSearch, options?: { replace?: boolean }) => void

/**
 * The headless controller of every record list (the shape of react-admin's useListController): from
 * the route's URL state it derives the one request (`toListParams`), owns the page query, clamps a
 * page past the end, and turns search, filter, sort and page changes into the next URL. The view
 * (`RecordList`) only renders what this returns.
 */
export function useRecordList<T extends ReviewRecord>(
  resource: DefinedResource<T>,
  search: ListSearch,
  navigate: ListNavigate,
  columns: readonly DataColumn<T>[],
) {
  const [queueOrder, setQueueOrder] = useQueueOrder()
  const params = toListParams(search, queueOrder)
  // A failure the loader already met is shown at once rather than fetched (and failed) again on mount.
  const query = useQuery({ ...resource.queries.list(params), retryOnMount: false })
  const { data } = query
  const fresh = useFreshList(resource, params)
  const counts = useQueueCounts(resource)

  const clampPage = useEffectEvent((lastPage: number) => navigate({ ...search, page: lastPage }, { replace: true }))
  const realLastPage = data && !query.isPlaceholderData ? Math.max(data.lastPage, 1) : null
  useEffect(() => {
    if (realLastPage !== null && search.page > realLastPage) clampPage(realLastPage)
  }, [realLastPage, search.page])

  const sortable = new Set(columns.filter((column) => column.sortable ?? true).map((column) => column.id))
  const sort: ColumnSort | null =
    search.sort && sortable.has(search.sort) ? { id: search.sort, desc: search.order === 'desc' } : null
  const filters = filtersOf(search)

  return {
    resource,
    columns,
    /** What the server is asked for: the table's page and the export's every page. */
    params,
    /** The page on screen, or undefined before the first one arrives. */
    page: data,
    /** When the page on screen was fetched (a row's link seeds the detail cache with it). */
    fetchedAt: query.dataUpdatedAt,
    /** Loading failed and there is nothing to show. */
    failed: query.isError && !data,
    /** The HTTP status of that failure; null for a dropped connection or a broken body. */
    failureStatus: errorStatus(query.error),
    /** The rows shown are the previous request's while the next one loads. */
    busy: query.isPlaceholderData,
    retry: () => {
      askingAgain()
      void query.refetch()
    },
    /** Try again is under way: this list's own page is being asked for again (not its watchers). */
    retrying: query.isFetching,
    /** Records that came in since the list was shown, and Show, which brings them in. */
    arrived: fresh.arrived,
    /** The queue tabs' counts, by status. */
    counts,
    showArrived: fresh.showArrived,
    searchText: search.search,
    setSearchText: (text: string | undefined) => navigate(withFilters(search, { search: text })),
    filters,
    hasFilters: Boolean(filters.status || filters.from_date || filters.to_date),
    setFilters: (next: ListFilters) => navigate(withFilters(search, next)),
    clearSearchAndFilters: () =>
      navigate(withFilters(search, { search: undefined, status: undefined, from_date: undefined, to_date: undefined })),
    sort,
    setSort: (next: ColumnSort | null) =>
      navigate({ ...search, sort: next?.id, order: next ? (next.desc ? 'desc' : 'asc') : undefined }),
    /** The URL state as validated, e.g. for a saved view to record. */
    urlState: search,
    /** Which end of the whole list comes first. */
    order: listOrder(search, queueOrder),
    /** A new order starts at page 1; on a decision queue it is remembered as the reader's own. */
    setOrder: (order: ListOrder) => {
      if (isDecisionQueue(search.status)) setQueueOrder(order)
      navigate({ ...search, first: order, page: 1, sort: undefined, order: undefined })
    },
    requestedPage: search.page,
    // The sort ordered the page left behind; kept, it would pass on the next page for a sort of the whole list.
    goToPage: (page: number) => navigate({ ...search, page, sort: undefined, order: undefined }),
  }
}

export type RecordListController<T extends ReviewRecord> = ReturnType<typeof useRecordList<T>>
