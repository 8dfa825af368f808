import { http, HttpResponse } from 'msw'
import type { HttpHandler } from 'msw'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** A route of the mock API: its method and path, as Laravel's router matches them, and what answers it. */
export interface MockRoute {
  method: Method
  /** The path's parameters when `pathname` is this route's path, or null. */
  match(pathname: string): Record<string, string> | null
  answer(request: Request, params: Record<string, string>): Promise<Response>
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    // A stray `%`: the raw segment, which no record's id or code equals, so the route answers 404.
    return segment
  }
}

// A string path's `:name` is one path segment, Laravel's `{name}`; a trailing slash is ignored, as
// Laravel's router trims it. A RegExp is tested against the raw pathname and captures nothing.
export function pathMatcher(path: string | RegExp): MockRoute['match'] {
  if (path instanceof RegExp) return (pathname) => (path.test(pathname) ? {} : null)
  const names: string[] = []
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment)
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  const pattern = new RegExp(`^${source}/?$`)
  return (pathname) => {
    const found = pattern.exec(pathname)
    if (!found) return null
    return Object.fromEntries(names.map((name, index) => [name, decodeSegment(found[index + 1] ?? '')]))
  }
}

// Every request under /api or /sanctum. A pattern without capture groups, so MSW never tries to
// decode a malformed `%` escape in the path.
const apiRequest = /^[a-z]+:\/\/[^/]+\/(?:api|sanctum)\//

// Routes answer the console's own origin, as MSW's relative paths did (jsdom's in tests, the page's in
// the browser). A request to another origin under /api gets the 404 below.
const isOwnOrigin = (url: URL): boolean => typeof location === 'undefined' || url.origin === location.origin

/**
 * The mock API as one MSW handler that finds the route itself, like Laravel's router: the first route
 * whose method and path match answers. Anything else under /api or /sanctum answers as Laravel does
 * before any middleware, with a JSON 404, which keeps a typo in the client's URL from reaching the
 * network.
 *
 * One handler rather than one per route: for every handler it tries, MSW clones the request, parses
 * the document's cookies and its own cookie jar's, appends them to the request's Cookie header again,
 * and compiles the handler's path. A request for a member's record tried some twenty handlers before
 * its own, with a Cookie header twenty times over. In review mode the page allocated 1,386 KB per
 * record with a handler per route and 1,176 KB with this one (docs/performance.md, ninth session).
 */
export function mockApiHandler(routes: readonly MockRoute[]): HttpHandler {
  return http.all(apiRequest, ({ request }) => {
    const url = new URL(request.url)
    const method = request.method.toLowerCase()
    if (isOwnOrigin(url)) {
      for (const route of routes) {
        if (route.method !== method) continue
        const params = route.match(url.pathname)
        if (params) return route.answer(request, params)
      }
    }
    return HttpResponse.json({ message: `The route ${url.pathname.slice(1)} could not be found.` }, { status: 404 })
  })
}
