import { useEffect, useEffectEvent, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { isSettled, outbox } from '@/api/outbox'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { statusLabel } from '@/domain/format'

/**
 * A row younger than this is as fresh as asking again would make it: walking a queue just loaded
 * costs no request per record.
 */
const CHECK_AFTER_MS = 15_000

/**
 * A record opened from a list shows the row as the list had it, which a colleague may have moved on
 * since (DESIGN section 12). Unless its row is very recent, it is asked for again in the background
 * as it opens (within the spare budget); when the server
 * has another status, the cache takes it (so the actions on screen follow) and this says so:
 * 'Approved on the server since you opened it'. A change of the reviewer's own still unconfirmed is
 * no news. Null while there is nothing to say.
 */
export function useMovedOnNotice<T extends ReviewRecord>(
  resource: DefinedResource<T>,
  record: T,
  fromList: boolean,
): string | null {
  const queryClient = useQueryClient()
  const [moved, setMoved] = useState<{ id: number; status: string } | null>(null)
  const { id } = record
  const [opened, setOpened] = useState({ id, status: record.status })
  if (opened.id !== id) setOpened({ id, status: record.status })
  const openedStatus = opened.id === id ? opened.status : record.status

  // Once per record opened: the status it opened with is what the server's answer is compared with.
  const check = useEffectEvent(() => {
    let current = true
    const mine = () =>
      outbox.get().some((write) => write.resourceKey === resource.key && write.recordId === id && !isSettled(write))
    queryClient
      .fetchQuery({ ...resource.queries.detail(id), staleTime: CHECK_AFTER_MS, meta: { priority: 'background' } })
      .then((fresh) => {
        if (current && fresh.status !== openedStatus && !mine()) setMoved({ id, status: fresh.status })
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  })
  useEffect(() => (fromList ? check() : undefined), [id, fromList])

  return moved?.id === id ? `${statusLabel(moved.status)} on the server since you opened it` : null
}
