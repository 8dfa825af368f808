import type { QueryClient } from '@tanstack/react-query'
import { notFound, stripSearchParams } from '@tanstack/react-router'
import { isNamedFailure, type NamedFailure } from '@/api/errors'
import { loaderQuery } from '@/api/query-priority'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams, type ListSearch } from './queue/list-search'
import { queueOrderOf } from './queue/queue-order-preference'
import { queueSearchSchema } from './queue/queue-search'
import type { RecordDetails } from './entity'
import { loadDetailsOf } from './screens/use-record-details'

/*
 * The route factory of every reviewable entity: what its list route and its record route do before
 * any screen code loads. These options stay in the entry chunk (a route file spreads them, which the
 * router plugin leaves in place), so a list request leaves with the entry rather than after a route
 * chunk; the screens themselves are the route files' split components.
 */

interface RouteContext {
  queryClient: QueryClient
}

/** Why the router runs a loader: entering the route, a search change on it ('stay'), or a preload. */
type LoaderCause = 'enter' | 'stay' | 'preload'

/**
 * How long entering a list waits for its first page before the list shows without it. Meanwhile the
 * screen before stays up under the progress bar ('Loading...' on a cold start), so a page that comes
 * in time renders once, with its rows: on a cold start the shell and the rows in one render, rather
 * than the shell with placeholder rows, their style, layout and paint, and then the rows again.
 */
const LIST_PAGE_WAIT_MS = 500

/**
 * What a list route's loader waits for. A preload (hover, focus) waits for the page, so the list opens
 * with its rows; so does entering the list, for up to `LIST_PAGE_WAIT_MS`, after which the screen
 * comes with placeholder rows until the page arrives (as the dashboard does). On a new page, search or
 * filter ('stay') the screen comes at once: the rows it shows, dimmed under a progress bar, until the
 * next page arrives. A failure is not thrown to the router's error screen: the table shows the spec's
 * message for it.
 */
async function awaitListPage(page: Promise<unknown>, cause: LoaderCause): Promise<void> {
  // Handled whether or not it is awaited: a page given up as the search changes again (its fetch
  // cancelled, with nothing to go back to) rejects, which unheard is an uncaught error in the page.
  const settled = page.then(
    () => undefined,
    () => undefined,
  )
  if (cause === 'stay') return
  // A timer left running when the page comes first resolves what nobody awaits any more.
  const given = cause === 'preload' ? settled : new Promise((resolve) => setTimeout(resolve, LIST_PAGE_WAIT_MS))
  await Promise.race([settled, given])
}

/** A list route: its URL state (DESIGN section 6) and the page it asks for. */
export function recordListRoute<T extends ReviewRecord>(resource: DefinedResource<T>) {
  return {
    validateSearch: listSearchSchema,
    search: { middlewares: [stripSearchParams<ListSearch>(LIST_SEARCH_DEFAULTS)] },
    // What reaches the server; the order a URL leaves open is the reader's own, read by the loader.
    loaderDeps: ({ search }: { search: ListSearch }) => ({ ...search, sort: undefined, order: undefined }),
    loader: ({
      context,
      deps,
      cause,
      preload,
    }: {
      context: RouteContext
      deps: ListSearch
      cause: LoaderCause
      preload: boolean
    }) => {
      const params = toListParams(deps, queueOrderOf(context.queryClient))
      return awaitListPage(
        context.queryClient.ensureQueryData(loaderQuery(resource.queries.list(params), preload)),
        cause,
      )
    },
  }
}

const RECORD_ID = /^[1-9]\d{0,15}$/

/** A record id from the URL: a positive whole number as digits only, else null ('12abc', '-1', '1e3', '0'). */
export function parseRecordId(raw: string): number | null {
  if (!RECORD_ID.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

/** What a record route's loader hands its component. */
export interface RecordDetailLoad {
  id: number
  /**
   * Why the record did not load (404, 403, 5xx, no answer, an unreadable body), for the route to show;
   * null when it loaded. An expected failure is handed over, not thrown: the router's error boundary
   * is for the unexpected, and in development it warns 'Error in route match' for everything it catches.
   */
  failure: NamedFailure | null
}

/**
 * The loader of a record route. A record the list seeded is already cached, so arriving costs no
 * request; a typed URL or a reload fetches it. An id that is no id is not found without asking.
 * Anything but a named failure (a cancelled navigation, a bug) is thrown as before.
 */
async function loadRecordDetail<T extends ReviewRecord>(
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

/**
 * A record route: the queue it was opened from (DESIGN section 10) and the record itself.
 * `loadDetails` imports the entity's record details (as its `details` does): the loader asks for them
 * beside the record and waits for both, so the screen draws the record in its first render rather
 * than 'Loading...' first. A details load that fails is the screen's to show, when it asks again.
 */
export function recordDetailRoute<T extends ReviewRecord>(
  resource: DefinedResource<T>,
  loadDetails: () => Promise<RecordDetails<T>>,
) {
  return {
    validateSearch: queueSearchSchema,
    loader: async ({ context, params }: { context: RouteContext; params: { id: string } }) => {
      const details = loadDetailsOf(resource.key, loadDetails).catch(() => undefined)
      const [load] = await Promise.all([loadRecordDetail(context.queryClient, resource, params.id), details])
      return load
    },
    // 'Loading...' only when loading is slow: a record seeded from its list row shows at once.
    pendingMs: 150,
    pendingMinMs: 200,
  }
}
