import { useQueryClient } from '@tanstack/react-query'
import { seedDetailFromRow } from '@/api/records/record-cache'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'

/** How a link to a record's details looks in a list. */
export const RECORD_LINK_CLASS =
  'font-medium text-green-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-green-700'

/**
 * Handlers for a list row's link to its details: any sign of intent puts the row into the detail
 * cache, so the details open with no request (DESIGN section 6); the router preloads the route on
 * the same intent.
 */
export function useSeedOnIntent<T extends ReviewRecord>(resource: DefinedResource<T>, row: T, fetchedAt: number) {
  const queryClient = useQueryClient()
  const seed = () => seedDetailFromRow(queryClient, resource, row, fetchedAt)
  return { onMouseEnter: seed, onFocus: seed, onTouchStart: seed, onClick: seed }
}
