import { http, HttpResponse } from 'msw'
import type { HttpHandler } from 'msw'
import type { MockRoute } from './pipeline'

// Every request under /api or /sanctum. A pattern without capture groups, so MSW never tries to
// decode a malformed `%` escape in the path.
const apiRequest = /^[a-z]+:\/\/[^/]+\/(?:api|sanctum)\//

// Routes answer the console's own origin, as MSW's relative paths do (jsdom's in tests, the page's in
// the browser). A request elsewhere under /api gets the 404 below, as before the routes were one handler.
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
