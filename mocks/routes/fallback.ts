import { http, HttpResponse } from 'msw'
import type { HttpHandler } from 'msw'

// Anything else under /api or /sanctum answers like Laravel's router, before any middleware:
// a JSON 404. Keeps a typo in the client's URL from reaching the network. A pattern without
// capture groups, so MSW never tries to decode a malformed `%` escape in the path.
const unknownRoute = /^[a-z]+:\/\/[^/]+\/(?:api|sanctum)\//

export const fallbackHandlers: HttpHandler[] = [
  http.all(unknownRoute, ({ request }) =>
    HttpResponse.json(
      { message: `The route ${new URL(request.url).pathname.slice(1)} could not be found.` },
      { status: 404 },
    ),
  ),
]
