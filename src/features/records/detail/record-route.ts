import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isNamedFailure, type NamedFailure } from '@/api/errors'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'

const RECORD_ID = /^[1-9]\d{0,15}$/

/** A record id from the URL: a positive whole number as digits only, else null ('12abc', '-1', '1e3', '0'). */
export function parseRecordId(raw: string): number | null {
  if (!RECORD_ID.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

/** What a detail route's loader hands its component. */
export interface RecordDetailLoad {
  id: number
  /**
   * Why the record did not load (404, 403, 5xx, no answer, an unreadable body), for the route to show
   * with `DetailLoadFailure`; null when it loaded. An expected failure is handed over, not thrown: the
   * router's error boundary is for the unexpected, and in development it warns 'Error in route match'
   * on the console for everything it catches.
   */
  failure: NamedFailure | null
}

/**
 * The loader of a detail route. A record the list seeded is already cached, so arriving costs no
 * request; a typed URL or a reload fetches it. An id that is no id is not found without asking.
 * Anything but a named failure (a cancelled navigation, a bug) is thrown as before.
 */
export async function loadRecordDetail<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: DefinedResource<T>,
  rawId: string,
): Promise<RecordDetailLoad> {
  const id = parseRecordId(rawId)
  if (id === null) throw notFound()
  try {
    await queryClient.ensureQueryData(resource.queries.detail(id))
  } catch (error) {
    if (isNamedFailure(error)) return { id, failure: error }
    throw error
  }
  return { id, failure: null }
}
