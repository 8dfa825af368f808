import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'
import type { StatusEntity } from '@/domain/status-machines'
import { paged, record, type Paged } from '@/schemas/laravel'
import { apiRequest, type RequestPriority } from '../client'
import { priorityOf } from '../query-priority'
import { newestFirst, toSearchParams, type ListParams } from './list-params'
import { knownListPage, readOldestFirst } from './oldest-first'
import { notifyBody, type NotifyCall } from './notify'

/** A reviewable record as the caches need it: an id, a status, notes to append to, when it was created and last updated. */
export interface ReviewRecord {
  id: number
  status: string
  notes: string | null
  created_at: string | null
  updated_at: string | null
}

/** One Laravel resource that staff review: where it lives, its schema, its status machine and its notify call. */
export interface RecordResource<T extends ReviewRecord> {
  entity: StatusEntity
  /** First segment of every query key. */
  key: string
  /** e.g. `api/loan-application2s` */
  path: string
  schema: core.$ZodType<T>
  notify: NotifyCall<T>
}

/** What work that outlives its screen needs of a resource: where its records live, how to read one. */
export type ResourceHandle = Pick<
  DefinedResource<ReviewRecord>,
  'key' | 'entity' | 'path' | 'keys' | 'recordSchema' | 'fetchOne' | 'notifyRequest'
>

// Every resource by its key: a write persisted before a reload knows its record only by that key.
const resourcesByKey = new Map<string, ResourceHandle>()

/** The resource with this key, once its module has loaded. */
export function resourceByKey(key: string): ResourceHandle | undefined {
  return resourcesByKey.get(key)
}

export function defineRecordResource<T extends ReviewRecord>(resource: RecordResource<T>) {
  const pageSchema = paged(resource.schema)
  const recordSchema = record(resource.schema)
  const keys = {
    all: () => [resource.key] as const,
    lists: () => [resource.key, 'list'] as const,
    list: (params: ListParams) => [resource.key, 'list', params] as const,
    /** The server's first page of a list, watched for counts and new records (beside the lists). */
    watch: (params: ListParams) => [resource.key, 'list', 'watch', params] as const,
    details: () => [resource.key, 'detail'] as const,
    detail: (id: number) => [resource.key, 'detail', id] as const,
  }
  // `priority: 'background'` for work nobody is looking at yet, such as the pages of an export.
  const fetchPage = (params: ListParams, signal?: AbortSignal, priority?: RequestPriority): Promise<Paged<T>> =>
    apiRequest('get', resource.path, pageSchema, { searchParams: toSearchParams(params), signal, priority })
  const fetchOne = (id: number, signal?: AbortSignal, priority?: RequestPriority): Promise<T> =>
    apiRequest('get', `${resource.path}/${id}`, recordSchema, { signal, priority })

  /**
   * The notify call for one of this resource's records as the caches hold it (SPEC section 7), or null
   * when `cached` is no record of this resource.
   */
  const notifyRequest = (cached: unknown): { path: string; body: object } | null => {
    const parsed = safeParse(resource.schema, cached)
    if (!parsed.success) return null
    return {
      path: `${resource.path}/${parsed.data.id}/${resource.notify.segment}`,
      body: notifyBody(resource.notify, parsed.data),
    }
  }

  /**
   * The server's own first page (newest first) of a list with these filters, asked in the background
   * unless a reader says otherwise: its total is the list's count, and its rows say what came in since
   * the list was opened (DESIGN section 12). Kept apart from the list's pages, so refreshing it never
   * moves the rows on screen; the same filters share one, so a tab's count and its list do too.
   */
  const watch = (params: ListParams) => {
    const first = { ...newestFirst(params), page: 1 }
    return queryOptions({
      queryKey: keys.watch(first),
      queryFn: ({ signal, meta }) => fetchPage(first, signal, priorityOf(meta)),
      meta: { priority: 'background' },
    })
  }

  /**
   * A page of the list read oldest first (DESIGN section 12): its 15 records from the server's pages
   * that hold them, reversed. Which pages those are comes from the list's total, known from a page of
   * the same list the cache holds, else from the server's first page, asked for first. That page is
   * the list's watched page (`queries.watch`), which the list's count and its new-records notice read
   * as it opens: asked for once, for both.
   */
  const fetchOldestFirst = async (
    client: QueryClient,
    params: ListParams,
    signal: AbortSignal,
    priority: RequestPriority,
  ): Promise<Paged<T>> => {
    const newest = newestFirst(params)
    const cached = knownListPage(client, keys.all(), newest)
    const fetched = cached ? undefined : await client.fetchQuery({ ...watch(params), meta: { priority } })
    return readOldestFirst({
      page: params.page,
      knownTotal: (cached ?? fetched)?.total ?? 0,
      fetched,
      fetchServerPage: (page) => fetchPage({ ...newest, page }, signal, priority),
    })
  }

  /** A page of the list in its order, as the server has it now. */
  const readListPage = (
    client: QueryClient,
    params: ListParams,
    signal: AbortSignal,
    priority: RequestPriority,
  ): Promise<Paged<T>> =>
    params.first === 'oldest' ? fetchOldestFirst(client, params, signal, priority) : fetchPage(params, signal, priority)

  const list = (params: ListParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal, meta, client }) => readListPage(client, params, signal, priorityOf(meta)),
      placeholderData: (previous) => previous,
    })

  const defined = {
    ...resource,
    keys,
    recordSchema,
    fetchPage,
    fetchOne,
    readListPage,
    notifyRequest,
    queries: {
      list,
      watch,
      detail: (id: number) =>
        queryOptions({
          queryKey: keys.detail(id),
          queryFn: ({ signal, meta }) => fetchOne(id, signal, priorityOf(meta)),
        }),
    },
  }
  resourcesByKey.set(resource.key, defined)
  return defined
}

export type DefinedResource<T extends ReviewRecord> = ReturnType<typeof defineRecordResource<T>>
