import { useSyncExternalStore } from 'react'
import { outbox, type UnconfirmedWrite } from '@/api/outbox'

/** Every write of this tab the server has not confirmed, and those it refused that are still on view. */
export function useOutboxWrites(): readonly UnconfirmedWrite[] {
  return useSyncExternalStore(outbox.subscribe, outbox.get, outbox.get)
}

/**
 * The last unconfirmed write to this record, if any: what its status on screen is waiting for. Read
 * from the outbox as a snapshot of its own (the write, or undefined), so a list's fifteen statuses do
 * not render again for every change to some other record's write.
 */
export function useRecordWrite(resourceKey: string, recordId: number): UnconfirmedWrite | undefined {
  const writeOf = () =>
    outbox
      .get()
      .findLast(
        (write) =>
          write.resourceKey === resourceKey &&
          write.recordId === recordId &&
          write.state.kind !== 'refused' &&
          write.state.kind !== 'not-applied',
      )
  return useSyncExternalStore(outbox.subscribe, writeOf, writeOf)
}
