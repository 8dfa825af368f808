import { useEffect, useState } from 'react'
import type { ReviewRecord } from '@/api/records/record-resource'
import type { RecordDetails, ReviewEntity } from '../entity'

// One load per entity, by its resource's key, shared by all that ask: the record route's loader, the
// record screen and the list's View.
const loaded = new Map<string, RecordDetails<never>>()
const loading = new Map<string, Promise<RecordDetails<never>>>()

/**
 * Starts (or joins) loading the record details of the entity whose resource has `resourceKey`, with
 * `load`; a failed load is asked again next time. The record route's loader asks by key (the entity
 * itself is not in the entry chunk), screens by entity (`loadRecordDetails`).
 */
export function loadDetailsOf<T extends ReviewRecord>(
  resourceKey: string,
  load: () => Promise<RecordDetails<T>>,
): Promise<RecordDetails<T>> {
  let pending = loading.get(resourceKey) as Promise<RecordDetails<T>> | undefined
  if (!pending) {
    pending = load().then(
      (details) => {
        loaded.set(resourceKey, details)
        return details
      },
      (error: unknown) => {
        // A dropped connection, or a file a new deploy replaced: the next render asks again.
        loading.delete(resourceKey)
        throw error
      },
    )
    loading.set(resourceKey, pending)
  }
  return pending
}

/** Starts (or joins) loading the entity's record details. */
export function loadRecordDetails<T extends ReviewRecord>(entity: ReviewEntity<T>): Promise<RecordDetails<T>> {
  return loadDetailsOf(entity.resource.key, entity.details)
}

/**
 * The entity's record details once loaded (null until then). A list preloads them while idle, so a
 * row's View and the record screen usually find them there. A load that fails is thrown to the
 * route's error screen, whose 'Try again' asks again.
 */
export function useRecordDetails<T extends ReviewRecord>(entity: ReviewEntity<T>): RecordDetails<T> | null {
  const [details, setDetails] = useState(
    () => (loaded.get(entity.resource.key) as RecordDetails<T> | undefined) ?? null,
  )
  const [, setFailure] = useState<unknown>(null)
  useEffect(() => {
    if (details) return
    let mounted = true
    loadRecordDetails(entity).then(
      (ready) => mounted && setDetails(() => ready),
      (error: unknown) =>
        mounted &&
        setFailure(() => {
          throw error
        }),
    )
    return () => {
      mounted = false
    }
  }, [entity, details])
  return details
}
