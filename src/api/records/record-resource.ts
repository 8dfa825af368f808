import { queryOptions } from '@tanstack/react-query'
import type * as core from 'zod/v4/core'
import type { StatusEntity } from '@/domain/status-machines'
import { paged, record, type Paged } from '@/schemas/laravel'
import { apiRequest, type RequestPriority } from '../client'
import { priorityOf } from '../query-priority'
import { toSearchParams, type ListParams } from './list-params'

/** A reviewable record as the caches need it: an id, a status and notes to append to. */
export interface ReviewRecord {
  id: number
  status: string
  notes: string | null
}

/** The call Laravel gets after a successful verify, so the member and the admins hear of it (SPEC section 7). */
export interface NotifyCall<T> {
  /** e.g. `notifyAdmin`, after `{path}/{id}/` */
  segment: string
  payload: (record: T) => object
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

export function defineRecordResource<T extends ReviewRecord>(resource: RecordResource<T>) {
  const pageSchema = paged(resource.schema)
  const recordSchema = record(resource.schema)
  const keys = {
    all: () => [resource.key] as const,
    lists: () => [resource.key, 'list'] as const,
    list: (params: ListParams) => [resource.key, 'list', params] as const,
    details: () => [resource.key, 'detail'] as const,
    detail: (id: number) => [resource.key, 'detail', id] as const,
  }
  // `priority: 'background'` for work nobody is looking at yet, such as the pages of an export.
  const fetchPage = (params: ListParams, signal?: AbortSignal, priority?: RequestPriority): Promise<Paged<T>> =>
    apiRequest('get', resource.path, pageSchema, { searchParams: toSearchParams(params), signal, priority })
  const fetchOne = (id: number, signal?: AbortSignal, priority?: RequestPriority): Promise<T> =>
    apiRequest('get', `${resource.path}/${id}`, recordSchema, { signal, priority })

  return {
    ...resource,
    keys,
    recordSchema,
    fetchPage,
    fetchOne,
    queries: {
      list: (params: ListParams) =>
        queryOptions({
          queryKey: keys.list(params),
          queryFn: ({ signal, meta }) => fetchPage(params, signal, priorityOf(meta)),
          placeholderData: (previous) => previous,
        }),
      detail: (id: number) =>
        queryOptions({
          queryKey: keys.detail(id),
          queryFn: ({ signal, meta }) => fetchOne(id, signal, priorityOf(meta)),
        }),
    },
  }
}

export type DefinedResource<T extends ReviewRecord> = ReturnType<typeof defineRecordResource<T>>
