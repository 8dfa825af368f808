import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { outbox } from '@/api/outbox'
import { patchCachedRecord } from '@/api/records/record-cache'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { statusLabel } from '@/domain/format'

/**
 * A row younger than this is as fresh as asking again would make it: walking a queue just loaded
 * costs no request per record as it opens. Choosing an action always asks: a colleague's decision
 * made a moment after the record opened is as much news as an older one.
 */
const CHECK_ON_OPEN_AFTER_MS = 15_000

/**
 * A record opened from a list shows the row as the list had it, and any record may be moved on by a
 * colleague while it is open (DESIGN section 12: it says so before any action). So it is asked for
 * again in the background: as it opens from a list, unless its copy is very recent, and whenever the
 * reviewer chooses an action (`checkAgain`). When the server has another status than the screen
 * shows, the cache takes it (so the actions on screen follow, and a dialog for one no longer allowed
 * closes) and this says so: 'Approved on the server since you opened it'. A change of the reviewer's
 * own still unconfirmed is no news. `notice` is null while there is nothing to say.
 */
export function useMovedOnNotice<T extends ReviewRecord>(
  resource: DefinedResource<T>,
  record: T,
  fromList: boolean,
): { notice: string | null; checkAgain: () => void } {
  const queryClient = useQueryClient()
  const [moved, setMoved] = useState<{ id: number; status: string } | null>(null)
  const { id } = record
  const pending = useRef<(() => void) | null>(null)

  // What the server has is compared with what the screen shows as the check starts. As the record
  // opens, the record's own query asks (so the screen's refresh and this are one request). When an
  // action is chosen the answer is apart from the cache, which takes it only as news and never over a
  // change of this tab's still unconfirmed: it may land after the reviewer's own decision is shown.
  const check = (moment: 'open' | 'action') => {
    pending.current?.()
    let current = true
    const shown = record.status
    const asked =
      moment === 'open'
        ? queryClient.fetchQuery({
            ...resource.queries.detail(id),
            staleTime: CHECK_ON_OPEN_AFTER_MS,
            meta: { priority: 'background' },
          })
        : resource.fetchOne(id, undefined, 'background')
    asked
      .then((fresh) => {
        if (!current || fresh.status === shown || outbox.changesUnconfirmed(resource.key, id)) return
        if (moment === 'action') patchCachedRecord(queryClient, resource, id, () => fresh)
        setMoved({ id, status: fresh.status })
      })
      .catch(() => undefined)
    pending.current = () => {
      current = false
    }
    return pending.current
  }
  const checkOnOpen = useEffectEvent(() => check('open'))
  useEffect(() => (fromList ? checkOnOpen() : undefined), [id, fromList])

  return {
    notice: moved?.id === id ? `${statusLabel(moved.status)} on the server since you opened it` : null,
    checkAgain: () => void check('action'),
  }
}
