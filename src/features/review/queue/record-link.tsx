import type { ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { seedDetailFromRow } from '@/api/records/record-cache'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import type { RecordDetailPath } from '../detail/record-paths'
import { useListQueue } from './queue-search'

/** How a link to a record's details looks in a list. */
export const RECORD_LINK_CLASS =
  'font-medium text-green-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-green-700'

/**
 * Handlers for a list row's link to its details: any sign of intent puts the row into the detail
 * cache, so the details open with no request (DESIGN section 6); the router preloads the route on
 * the same intent.
 */
function useSeedOnIntent<T extends ReviewRecord>(resource: DefinedResource<T>, row: T, fetchedAt: number) {
  const queryClient = useQueryClient()
  const seed = () => seedDetailFromRow(queryClient, resource, row, fetchedAt)
  return { onMouseEnter: seed, onFocus: seed, onTouchStart: seed, onClick: seed }
}

interface RecordLinkProps<T extends ReviewRecord> {
  resource: DefinedResource<T>
  to: RecordDetailPath
  record: T
  /** When the row was fetched: the record opens from it with no request while it is fresh. */
  fetchedAt: number
  children: ReactNode
}

/** A list row's link to its record, which opens with no request and belongs to the list's queue. */
export function RecordLink<T extends ReviewRecord>({ resource, to, record, fetchedAt, children }: RecordLinkProps<T>) {
  return (
    <Link
      to={to}
      // The record belongs to this list's queue: its search, filters and page go with it.
      search={{ queue: useListQueue() }}
      params={{ id: String(record.id) }}
      {...useSeedOnIntent(resource, record, fetchedAt)}
      // A name may wrap at its spaces (codes have none): it is what lets a row's actions fit on one line
      // at 1280px, where the cells themselves never wrap.
      className={`${RECORD_LINK_CLASS} whitespace-normal`}
    >
      {children}
    </Link>
  )
}
