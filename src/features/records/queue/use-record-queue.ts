import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { TransitionOutcome } from '@/api/records/status-transition'
import { seedDetailFromRow } from '@/api/records/record-cache'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { queuePosition, queueStep, type QueueDirection, type QueuePage } from '@/domain/queue'
import type { Paged } from '@/schemas/laravel'
import { toListParams, type ListSearch } from '@/features/records/list/list-search'

/** How a detail route moves within its queue; the route knows its own paths and params. */
export interface QueueRoutes {
  /** Opens another record of the queue, in place of this one (so Back still means the list). */
  open: (id: number, queue: ListSearch) => void
  /** Back to the list, on the page given, with that record's row focused. */
  back: (queue: ListSearch, focusRecord: number) => void
}

/** Where the record on screen stands in its queue: the page that holds it, and its index there. */
interface Standing<T> {
  id: number
  page: Paged<T>
  fetchedAt: number
}

function shapeOf<T>(page: Paged<T>): QueuePage {
  return { page: page.page, lastPage: page.lastPage, total: page.total, size: page.items.length }
}

/**
 * The queue a record was opened from (DESIGN section 10): 'Record n of N' of the filtered list, and
 * Previous / Next across its server pages. The page holding the record comes from the cache the
 * list filled; the neighbouring page is fetched through the resource's list query, and preloaded in
 * the background when the record sits at an edge, so crossing a page costs no wait. Every record
 * opened is seeded into the detail cache from its row, so it shows with no request.
 */
export function useRecordQueue<T extends ReviewRecord>(
  resource: DefinedResource<T>,
  id: number,
  queue: ListSearch | undefined,
  routes: QueueRoutes,
) {
  const queryClient = useQueryClient()
  const query = useQuery({ ...resource.queries.list(toListParams(queue ?? { page: 1 })), enabled: Boolean(queue) })
  const [failed, setFailed] = useState(false)

  // The page as it was while it held this record: after an action the refreshed page of a filtered
  // list may have dropped the record (a 'pending' queue loses what was just verified), and the walk
  // must still go on from where the record stood.
  const [standing, setStanding] = useState<Standing<T> | null>(null)
  const live = query.data
  if (live && live.items.some((item) => item.id === id) && (standing?.id !== id || standing.page !== live)) {
    setStanding({ id, page: live, fetchedAt: query.dataUpdatedAt })
  }
  const held = standing?.id === id ? standing : null
  const index = held ? held.page.items.findIndex((item) => item.id === id) : -1
  const shape = held ? shapeOf(held.page) : null

  const stepTo = (direction: QueueDirection) => (shape && index >= 0 ? queueStep(shape, index, direction) : null)
  const nextStep = stepTo('next')
  const previousStep = stepTo('previous')

  const paramsOf = (page: number) => toListParams({ ...(queue ?? { page }), page })
  const neighbourPage = [nextStep, previousStep].find((step) => step?.kind === 'page')
  const preloadPage = neighbourPage?.kind === 'page' ? neighbourPage.page : null
  // Preloaded while the record sits at an edge of its page, so crossing to the next page costs no wait.
  // Nobody looks at that page yet: it waits for spare budget (DESIGN section 9) until someone does.
  useQuery({
    ...resource.queries.list(paramsOf(preloadPage ?? 1)),
    enabled: Boolean(queue) && preloadPage !== null,
    meta: { priority: 'background' },
  })

  const open = (row: T, page: number, fetchedAt: number) => {
    if (!queue) return
    seedDetailFromRow(queryClient, resource, row, fetchedAt)
    routes.open(row.id, { ...queue, page })
  }

  const go = async (direction: QueueDirection) => {
    const step = stepTo(direction)
    if (!step || !held || !queue) return
    if (step.kind === 'here') {
      const row = held.page.items[step.index]
      if (row) open(row, held.page.page, held.fetchedAt)
      return
    }
    setFailed(false)
    try {
      const params = paramsOf(step.page)
      const options = resource.queries.list(params)
      // A person waits for this page now, and its preload may still be waiting for spare budget. The
      // same page asked in the foreground joins that request and raises it (the client shares
      // identical GETs); the answer still comes through the query, with its retries.
      if (queryClient.isFetching({ queryKey: options.queryKey, exact: true }) > 0) {
        resource.fetchPage(params).catch(() => undefined)
      }
      const page = await queryClient.fetchQuery(options)
      const row = step.edge === 'first' ? page.items[0] : page.items.at(-1)
      if (row) open(row, step.page, queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0)
    } catch {
      setFailed(true)
    }
  }

  return {
    /** Opened from a list: there is a queue to walk. */
    active: Boolean(queue),
    /** 1-based place in the filtered list, or null while its page loads. */
    position: shape && index >= 0 ? queuePosition(shape, index) : null,
    total: shape?.total ?? null,
    hasNext: nextStep !== null,
    hasPrevious: previousStep !== null,
    /** Loading the neighbouring page failed. */
    failed,
    next: () => void go('next'),
    previous: () => void go('previous'),
    /**
     * Act and advance: the next record opens as the action is sent (it is seeded from its row, so it
     * shows before the server answers); if the action fails, its rollback and message come with a
     * return to this record, so the reviewer sees what did not happen.
     */
    advanceAfter: (outcome: Promise<TransitionOutcome>) => {
      if (!queue) return
      const here = { ...queue, page: held?.page.page ?? queue.page }
      void go('next')
      void outcome.then((result) => {
        if (!result.ok) routes.open(id, here)
      })
    },
    back: () => {
      if (queue) routes.back({ ...queue, page: held?.page.page ?? queue.page }, id)
    },
  }
}

export type RecordQueue = ReturnType<typeof useRecordQueue>

/** What a details screen takes from its route to walk its queue. */
export interface QueueProps {
  queue: ListSearch | undefined
  routes: QueueRoutes
}
