import { useEffect, useState } from 'react'
import type { ReviewRecord } from '@/api/records/record-resource'
import type { RecordDetails, ReviewEntity } from '../entity'

// One load per entity, shared by every screen that asks: the record screen and the list's View.
const loaded = new WeakMap<object, RecordDetails<never>>()
const loading = new WeakMap<object, Promise<RecordDetails<never>>>()

/** Starts (or joins) loading the entity's record details; a failed load is asked again next time. */
export function loadRecordDetails<T extends ReviewRecord>(entity: ReviewEntity<T>): Promise<RecordDetails<T>> {
  let pending = loading.get(entity) as Promise<RecordDetails<T>> | undefined
  if (!pending) {
    pending = entity.details().then(
      (details) => {
        loaded.set(entity, details)
        return details
      },
      (error: unknown) => {
        // A dropped connection, or a file a new deploy replaced: the next render asks again.
        loading.delete(entity)
        throw error
      },
    )
    loading.set(entity, pending)
  }
  return pending
}

/**
 * The entity's record details once loaded (null until then). A list preloads them while idle, so a
 * row's View and the record screen usually find them there. A load that fails is thrown to the
 * route's error screen, whose 'Try again' asks again.
 */
export function useRecordDetails<T extends ReviewRecord>(entity: ReviewEntity<T>): RecordDetails<T> | null {
  const [details, setDetails] = useState(() => (loaded.get(entity) as RecordDetails<T> | undefined) ?? null)
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
