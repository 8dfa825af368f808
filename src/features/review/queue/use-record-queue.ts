import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react'
import { isSettled, outbox } from '@/api/outbox'
import { externalValue } from '@/lib/external-value'
import { afterNextPaint } from '@/lib/next-paint'
import { recordSteps } from '../detail/record-steps'
import {
  isCancelledError,
  useQuery,
  useQueryClient,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import type { ListParams } from '@/api/records/list-params'
import { sameFilters } from '@/api/records/oldest-first'
import { raiseListPage } from '@/api/records/raise-list-page'
import { seedDetailFromRow } from '@/api/records/record-cache'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import {
  placeFromFarEnd,
  queuePosition,
  queueStep,
  type QueueDirection,
  type QueuePage,
  type QueueStep,
} from '@/domain/queue'
import { LIST_PAGE_SIZE } from '@/domain/list-page-size'
import type { Paged } from '@/schemas/laravel'
import { toListParams, type ListSearch } from './list-search'
import { useQueueOrder } from './queue-order-preference'

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
 * A page of the queue for a step, asked again when its fetch is given up under it. The step joins the
 * page's preload, and the preload is given up (its first fetch cancelled) when nothing preloads that
 * page any more: the record moved up its page as records before it left the queue, so it no longer sits
 * at the edge. The step still wants the page. In the soak, 3 to 5 presses of `j` in 1,000 records did
 * nothing for that reason.
 */
async function fetchPageForStep<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Paged<T>, Error, Paged<T>, Key>,
): Promise<Paged<T>> {
  for (let cancelled = 0; ; cancelled += 1) {
    try {
      return await queryClient.fetchQuery(options)
    } catch (error) {
      if (!isCancelledError(error) || cancelled >= 2) throw error
    }
  }
}

/** A cached page of the queue with these filters and order that holds the record, the freshest first. */
function pageHolding<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: DefinedResource<T>,
  params: ListParams,
  id: number,
): { page: Paged<T>; fetchedAt: number } | null {
  let best: { page: Paged<T>; fetchedAt: number } | null = null
  for (const [key, data] of queryClient.getQueriesData<Paged<T>>({ queryKey: resource.keys.lists() })) {
    const keyParams = key[2]
    if (typeof keyParams !== 'object' || keyParams === null || !data?.items.some((item) => item.id === id)) continue
    const other = keyParams as ListParams
    if (!sameFilters(other, params) || other.first !== params.first) continue
    const fetchedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? 0
    if (!best || fetchedAt > best.fetchedAt) best = { page: data, fetchedAt }
  }
  return best
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
  const [queueOrder] = useQueueOrder()
  const paramsOf = (page: number) => toListParams({ ...(queue ?? { page }), page }, queueOrder)
  const query = useQuery({ ...resource.queries.list(paramsOf(queue?.page ?? 1)), enabled: Boolean(queue) })
  const [failed, setFailed] = useState(false)
  // The step under way, if any: only the queue bar follows it (the record's screen does not render
  // again for it), so the press shows in the very next frame. Presses that come meanwhile wait their
  // turn, each taken from the record the one before opened ('jj' walks two records).
  const [stepping] = useState(() => externalValue<QueueDirection | null>(null))
  const waitingPresses = useRef<QueueDirection[]>([])

  // The page as it was while it held this record: after an action the refreshed page of a filtered
  // list may have dropped the record (a 'pending' queue loses what was just verified), and the walk
  // must still go on from where the record stood.
  const [standing, setStanding] = useState<Standing<T> | null>(null)
  // Where a step found the record it opens, taken up when that record renders. Not state of the screen
  // the step leaves: set there, it drew the record still on screen once more (all of it but the
  // memoised field cards) before the next record's own render, and that render set it back.
  const [arriving] = useState(() => externalValue<Standing<T> | null>(null))
  const live = query.data
  const arrived = standing?.id !== id ? arriving.get() : null
  if (live && live.items.some((item) => item.id === id) && (standing?.id !== id || standing.page !== live)) {
    setStanding({ id, page: live, fetchedAt: query.dataUpdatedAt })
  } else if (arrived?.id === id) {
    setStanding(arrived)
  } else if (queue && live && standing?.id !== id) {
    // Each record that leaves the queue before this one in its order moves it up a place: it can sit
    // on another page number than the one it was opened from, and the walk goes on from whichever page
    // of the queue the cache holds it on.
    const found = pageHolding(queryClient, resource, paramsOf(1), id)
    if (found) setStanding({ id, page: found.page, fetchedAt: found.fetchedAt })
  }
  const held = standing?.id === id ? standing : null
  const index = held ? held.page.items.findIndex((item) => item.id === id) : -1
  const shape = held ? shapeOf(held.page) : null

  // A steady counter (DESIGN section 12): a record acted on leaves a filtered queue at once, though
  // the pages the server sent still hold it until they are asked again. On the page held it shows
  // with its new status; elsewhere it is a change the server has not confirmed yet, or confirmed
  // after the page held was fetched. Either way it is no longer counted, so 'Record n of N' moves
  // once, to the value the refreshed pages will give.
  const writes = useSyncExternalStore(outbox.subscribe, outbox.get, outbox.get)
  const confirmed = useSyncExternalStore(outbox.confirmed.subscribe, outbox.confirmed.get, outbox.confirmed.get)
  const filter = queue?.status
  const left = (status: string) => filter !== undefined && status !== filter
  const items = held?.page.items ?? []
  const fetchedAt = held?.fetchedAt ?? Number.POSITIVE_INFINITY
  // Records this tab took out of the queue that the page held may still count.
  const leaving = new Set(
    [
      ...writes.filter((write) => !isSettled(write)),
      ...confirmed.filter((done) => done.confirmedAt > fetchedAt).map((done) => done.write),
    ]
      .filter(
        (write) =>
          write.resourceKey === resource.key &&
          write.previous.status === filter &&
          left(write.body.status) &&
          write.recordId !== id,
      )
      .map((write) => write.recordId),
  )
  // The record on screen keeps its place until the queue moves on from it. The page held can be a copy
  // no write reaches any more (its number, asked again, holds other records now), so a record's status
  // on it is not the whole story.
  const leftHere = items.map((item) => item.id !== id && (left(item.status) || leaving.has(item.id)))
  const onPage = new Set(items.map((item) => item.id))
  const leftElsewhere = [...leaving].filter((recordId) => !onPage.has(recordId)).length
  const leftBefore = leftHere.slice(0, Math.max(index, 0)).filter(Boolean).length + leftElsewhere
  const leftInAll = leftHere.filter(Boolean).length + leftElsewhere

  const stepTo = (direction: QueueDirection) => (shape && index >= 0 ? queueStep(shape, index, direction) : null)
  const nextStep = stepTo('next')
  const previousStep = stepTo('previous')

  const neighbourPage = [nextStep, previousStep].find((step) => step?.kind === 'page')
  const preloadPage = neighbourPage?.kind === 'page' ? neighbourPage.page : null
  // Preloaded while the record sits at an edge of its page, so crossing to the next page costs no wait.
  // Nobody looks at that page yet: it waits for spare budget (DESIGN section 9) until someone does.
  useQuery({
    ...resource.queries.list(paramsOf(preloadPage ?? 1)),
    enabled: Boolean(queue) && preloadPage !== null,
    meta: { priority: 'background' },
  })

  const open = (row: T, page: Paged<T>, fetchedAt: number) => {
    if (!queue) return
    seedDetailFromRow(queryClient, resource, row, fetchedAt)
    // The record opened stands where the page it was taken from put it. By the time it shows, its
    // page number may name other records: each record leaving the queue before it moves every page's
    // records up one. Without this standing the record would show with no place in its queue, and j
    // and k would do nothing.
    arriving.set({ id: row.id, page, fetchedAt })
    stepping.set(null)
    routes.open(row.id, { ...queue, page: page.page })
  }

  /**
   * A step to the record before or after. Pressed (`j`, `k`, the buttons), the press shows first, the
   * button pressed, and the next record in the task after that frame: rendered in the press's own
   * task, it held the frame back by its whole render (key -> next paint 96 ms median in the soak at
   * CPU x4; 24 after, the record painted no later). After a decision the step is taken at once: there
   * the first frame (the dialog closed, the record's new status) costs as much as the next record's,
   * and drawing the two apart showed that record 58 ms later.
   */
  const go = (direction: QueueDirection, { pressed = true } = {}) => {
    if (stepping.get() !== null) {
      waitingPresses.current.push(direction)
      return
    }
    const step = stepTo(direction)
    if (!step || !held || !queue) return
    stepping.set(direction)
    recordSteps.track(takeStep(step, held, pressed))
  }

  const takeStep = async (step: NonNullable<QueueStep>, from: Standing<T>, pressed: boolean) => {
    let opened = false
    try {
      if (pressed) await afterNextPaint()
      opened = await stepFrom(step, from)
    } finally {
      // A step that opened nothing leaves the presses after it nothing to step from.
      if (!opened) {
        stepping.set(null)
        waitingPresses.current = []
      }
    }
  }
  // Once the record a step opened is on screen, the next press waiting steps from it.
  const takeWaitingPress = useEffectEvent(() => {
    const direction = waitingPresses.current.shift()
    if (direction) go(direction)
  })
  useEffect(() => {
    // Taken up by now: a later visit to this record (the browser's Back and Forward) finds its place
    // in the pages the cache holds then.
    arriving.set(null)
    takeWaitingPress()
  }, [id, arriving])

  /** Opens the record `step` leads to; whether there was one. */
  const stepFrom = async (step: NonNullable<QueueStep>, from: Standing<T>): Promise<boolean> => {
    if (step.kind === 'here') {
      const row = from.page.items[step.index]
      if (row) open(row, from.page, from.fetchedAt)
      return Boolean(row)
    }
    setFailed(false)
    // `fresh`: counted under the server's total as it stands now. The cache may hold pages of the same
    // queue counted under other totals (one kept from before a colleague's verify, one fetched since),
    // each true to its own count but not to the other's; placing a record by one and reading it from
    // the other skips a page of records.
    const fetchPage = async (number: number, { fresh = false } = {}) => {
      const params = paramsOf(number)
      const options = { ...resource.queries.list(params), ...(fresh ? { staleTime: 0 } : {}) }
      // A person waits for this page now, and its preload may still be waiting for spare budget. The
      // same page asked in the foreground joins that request and raises it (the client shares
      // identical GETs); the answer still comes through the query, with its retries.
      if (queryClient.isFetching({ queryKey: options.queryKey, exact: true }) > 0) {
        raiseListPage(queryClient, resource, params).catch(() => undefined)
      }
      const page = await fetchPageForStep(queryClient, options)
      return { page, fetchedAt: queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0 }
    }
    // The page holding the record at `fromFarEnd` (its place counted from the far end of the walk,
    // which records leaving behind the reviewer do not move), starting from a page already fetched.
    // Each page answers with the total it was counted under, so the place is worked out again from
    // each page fetched until the two agree.
    const pageAtPlace = async (fromFarEnd: number, start: { page: Paged<T>; fetchedAt: number }) => {
      let { page, fetchedAt } = start
      let place = placeFromFarEnd(page.total, fromFarEnd)
      for (let tries = 0; place && place.page !== page.page && tries < 2; tries += 1) {
        ;({ page, fetchedAt } = await fetchPage(place.page, { fresh: true }))
        place = placeFromFarEnd(page.total, fromFarEnd)
      }
      return { page, fetchedAt, row: place?.page === page.page ? page.items[place.index] : undefined }
    }
    try {
      let found: { page: Paged<T>; fetchedAt: number; row?: T } = await fetchPage(step.page)
      // Fetched after records before this one left the queue (verified, in a pending list), the page
      // may have moved up to hold this very record: then its neighbour there is the one to open.
      const here = found.page.items.findIndex((item) => item.id === id)
      let row = here >= 0 ? found.page.items[step.edge === 'first' ? here + 1 : here - 1] : undefined
      if (!row && shape) {
        // Records that left behind this one moved the page numbers, not the places counted from the far
        // end: the record after this one is the first of those that stood ahead of it when its page came.
        const ahead = shape.total - queuePosition(shape, index)
        // Never onto a record the walk has passed going forward, nor one ahead of it going back.
        const fromItems = from.page.items
        const passed = new Set(
          (step.edge === 'first' ? fromItems.slice(0, index + 1) : fromItems.slice(index)).map((item) => item.id),
        )
        if (step.edge === 'first') {
          found = await pageAtPlace(ahead, found)
        } else {
          // The record before this one stands just behind it: two places further from the far end while
          // this record is still in the list, one once it has left (verified, in a pending queue).
          const stillQueued = !left(fromItems[index]?.status ?? '')
          found = await pageAtPlace(ahead + (stillQueued ? 2 : 1), found)
          if (found.row?.id === id) found = await pageAtPlace(ahead + 2, found)
        }
        const candidates = step.edge === 'first' ? found.page.items : [...found.page.items].reverse()
        row = found.row && !passed.has(found.row.id) ? found.row : candidates.find((item) => !passed.has(item.id))
      }
      if (row) open(row, found.page, found.fetchedAt)
      return Boolean(row)
    } catch {
      setFailed(true)
      return false
    }
  }

  const position = shape && index >= 0 ? Math.max(queuePosition(shape, index) - leftBefore, 1) : null

  return {
    /** Opened from a list: there is a queue to walk. */
    active: Boolean(queue),
    /** 1-based place in the filtered list, or null while its page loads. */
    position,
    total: shape ? Math.max(shape.total - leftInAll, 0) : null,
    hasNext: nextStep !== null,
    /** The row of the record `j` opens when the page held has it (not from a page's last record), or null. */
    upNext: nextStep?.kind === 'here' && held ? (held.page.items[nextStep.index] ?? null) : null,
    hasPrevious: previousStep !== null,
    /** Loading the neighbouring page failed. */
    failed,
    /** The step under way (from a press until the next record opens), for the queue bar to show it. */
    stepping: { get: stepping.get, subscribe: stepping.subscribe },
    next: () => go('next'),
    previous: () => go('previous'),
    /**
     * Act and advance: the next record opens as the action is confirmed (it is seeded from its row, so
     * it shows before the server answers). A failure does not take the reviewer back: it waits in the
     * top bar's list of unconfirmed changes, and its message offers Retry and Open.
     */
    advanceAfter: () => {
      if (queue) go('next', { pressed: false })
    },
    /**
     * Back to the list, on the page that holds the record now: the page of its place, which counts out
     * the records this tab took out of the queue before it. The page it was taken from may hold others
     * by then (records that left before it moved it up), and the list would focus no row.
     */
    back: () => {
      if (!queue) return
      const page = position !== null ? Math.ceil(position / LIST_PAGE_SIZE) : (held?.page.page ?? queue.page)
      routes.back({ ...queue, page }, id)
    },
  }
}

export type RecordQueue = ReturnType<typeof useRecordQueue>

/** What a details screen takes from its route to walk its queue. */
export interface QueueProps {
  queue: ListSearch | undefined
  routes: QueueRoutes
}
