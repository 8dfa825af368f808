import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'

const RECORD_ID = /^[1-9]\d{0,15}$/

/** A record id from the URL: a positive whole number as digits only, else null ('12abc', '-1', '1e3', '0'). */
export function parseRecordId(raw: string): number | null {
  if (!RECORD_ID.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

/**
 * The loader of a detail route. A record the list seeded is already cached, so arriving costs no
 * request; a typed URL or a reload fetches it. An id that is no id is not found without asking.
 */
export async function loadRecordDetail<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: DefinedResource<T>,
  rawId: string,
): Promise<{ id: number }> {
  const id = parseRecordId(rawId)
  if (id === null) throw notFound()
  await queryClient.ensureQueryData(resource.queries.detail(id))
  return { id }
}
