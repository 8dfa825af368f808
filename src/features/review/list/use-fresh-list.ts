import { useEffect, useEffectEvent, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCurrentUser } from '@/features/session/use-current-user'
import { outbox } from '@/api/outbox'
import { refreshShownRecords } from '@/api/records/refresh-shown'
import type { ListParams } from '@/api/records/list-params'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'

/**
 * How often a list on screen asks again in the background (DESIGN section 12). React Query pauses the
 * interval while the browser tab is hidden, and the requests wait for spare budget.
 */
export const LIST_REFRESH_MS = 60_000

const refreshing = { refetchInterval: LIST_REFRESH_MS, refetchIntervalInBackground: false } as const

/** Only while someone is signed in: a session that ends stops the watching with it. */
function useWhileSignedIn() {
  return { ...refreshing, enabled: useCurrentUser() !== null }
}

/** What the watched first page held when the list was shown, to tell what came in since. */
interface Baseline {
  filters: string
  ids: ReadonlySet<number>
  newestId: number
  total: number
}

/**
 * A list that stays fresh while it is on screen, without moving its rows (DESIGN section 12): the
 * server's first page of the same filters is watched in the background; the rows it holds take their
 * records' news, and records that arrived since the list was shown are counted, for a '3 new loan
 * applications - Show' banner. Show reloads the list's pages and starts counting again from there.
 */
export function useFreshList<T extends ReviewRecord>(resource: DefinedResource<T>, params: ListParams) {
  const queryClient = useQueryClient()
  const watch = useQuery({ ...resource.queries.watch(params), ...useWhileSignedIn() })
  const filters = JSON.stringify(resource.queries.watch(params).queryKey)
  const [baseline, setBaseline] = useState<Baseline | null>(null)
  const data = watch.data
  const baselineOf = (): Baseline | null =>
    data
      ? {
          filters,
          ids: new Set(data.items.map((item) => item.id)),
          newestId: Math.max(0, ...data.items.map((item) => item.id)),
          total: data.total,
        }
      : null
  // Counted from an answer fetched now, not from one the cache kept since the list was last open.
  if (data && !watch.isFetching && baseline?.filters !== filters) setBaseline(baselineOf())

  const refreshShown = useEffectEvent(() => {
    if (!data) return
    const ownChange = (id: number) => outbox.changesUnconfirmed(resource.key, id)
    void refreshShownRecords(queryClient, resource, params, data, ownChange).catch(() => undefined)
  })
  useEffect(() => refreshShown(), [watch.dataUpdatedAt])

  let arrived = 0
  if (data && baseline?.filters === filters) {
    const fresh = data.items.filter((item) => item.id > baseline.newestId && !baseline.ids.has(item.id)).length
    // A first page of nothing but new records: more may have come than it holds.
    arrived = fresh > 0 && fresh === data.items.length ? Math.max(fresh, data.total - baseline.total) : fresh
  }

  return {
    /** Records that came in since the list was shown. */
    arrived,
    showArrived: () => {
      setBaseline(baselineOf())
      void queryClient.invalidateQueries({ queryKey: resource.keys.lists() })
    },
  }
}

/** The queues whose tabs carry a count. */
const COUNTED_STATUSES = ['pending', 'verified'] as const

/**
 * The counts of the queue tabs (Pending, 'Verified - awaiting approval'), by status: each the total
 * of its watched first page, refreshed in the background with the list; absent until known.
 */
export function useQueueCounts<T extends ReviewRecord>(resource: DefinedResource<T>): ReadonlyMap<string, number> {
  const signedIn = useWhileSignedIn()
  const [pendingStatus, verifiedStatus] = COUNTED_STATUSES
  const pending = useQuery({ ...resource.queries.watch({ page: 1, status: pendingStatus }), ...signedIn })
  const verified = useQuery({ ...resource.queries.watch({ page: 1, status: verifiedStatus }), ...signedIn })
  const byStatus = new Map<string, number>()
  if (pending.data) byStatus.set(pendingStatus, pending.data.total)
  if (verified.data) byStatus.set(verifiedStatus, verified.data.total)
  return byStatus
}
