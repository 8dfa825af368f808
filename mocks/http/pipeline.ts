import { delay, HttpResponse } from 'msw'
import type { JsonBodyType } from 'msw'
import { store } from '../state/store'
import type { Database } from '../state/database'
import type { Session } from '../state/sessions'
import { ruleMatches } from '../state/controls-state'
import type { EndpointGroup } from '../state/controls-state'
import { findUser } from '../state/users'
import { isAllowed } from '../domain/permissions'
import type { Action, Resource } from '../domain/permissions'
import type { UserRecord } from '../types'
import { sessionCookies } from './cookies'
import { pathMatcher } from './router'
import type { Method, MockRoute } from './router'
import { csrfMismatch, forbidden, HttpError, tooManyAttempts, unauthenticated } from './errors'
import { failureResponse } from './failures'
import type { ResponseKind } from './failures'
import { readInput } from './input'
import type { ParsedInput } from './input'

export interface Reply {
  status?: number
  json?: JsonBodyType
  file?: { bytes: Uint8Array<ArrayBuffer>; type: string; disposition: string }
  // Login and logout hand out a new session id; its cookies go out with this reply.
  session?: Session
}

export interface RequestContext {
  request: Request
  url: URL
  params: Record<string, string>
  db: Database
  session: Session
  input(): Promise<ParsedInput>
}

export interface AuthedContext extends RequestContext {
  user: UserRecord
  can(resource: Resource, action: Action): void
}

interface RouteOptions {
  group: EndpointGroup
  kind: ResponseKind
}

const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

// Laravel's VerifyCsrfToken: the header must carry the session's token (the decoded cookie).
function verifyCsrf(request: Request, session: Session): void {
  if (readingMethods.has(request.method.toUpperCase())) return
  if (request.headers.get('X-XSRF-TOKEN') !== session.token) throw csrfMismatch()
}

const utf8 = new TextEncoder()

function toResponse(reply: Reply, cookies: readonly string[]): Response {
  const headers = new Headers({ 'Cache-Control': 'no-cache, private' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  if (reply.file) {
    headers.set('Content-Type', reply.file.type)
    headers.set('Content-Length', String(reply.file.bytes.byteLength))
    headers.set('Content-Disposition', reply.file.disposition)
    return new HttpResponse(reply.file.bytes, { status: reply.status ?? 200, headers })
  }
  if (reply.json === undefined) return new HttpResponse(null, { status: reply.status ?? 204, headers })
  // The body as UTF-8 bytes, its length counted from them. MSW's `HttpResponse.json` counts the length by
  // making a Blob of the text, which Chromium registers with the browser's blob store: 10-12 ms of the
  // page's main thread at CPU x4 for each record opened in review mode, whose answers include lists.
  const body = utf8.encode(JSON.stringify(reply.json))
  headers.set('Content-Type', 'application/json')
  headers.set('Content-Length', String(body.byteLength))
  return new HttpResponse(body, { status: reply.status ?? 200, headers })
}

function errorResponse(error: unknown, session: Session): Response {
  // A 419 leaves VerifyCsrfToken before it adds the XSRF-TOKEN cookie; the session cookie still goes out.
  if (error instanceof HttpError)
    return withHeaders(
      toResponse({ status: error.status, json: error.body }, sessionCookies(session, error.status !== 419)),
      error.headers,
    )
  console.error('[mock api] handler failed', error)
  return toResponse({ status: 500, json: { message: 'Server Error' } }, sessionCookies(session, true))
}

// Laravel's `throttle:api`, when the QA rate limit is on: it runs after the session and CSRF
// middleware and before auth:sanctum, so a 401 counts and a 419 does not. Sanctum's CSRF cookie route
// is in the `web` group, outside it. The key is the user (by session) or, for guests, the client.
function throttle(group: EndpointGroup, session: Session): Record<string, string> {
  const limit = store.controls.rateLimit
  if (limit === 0 || group === 'auth.csrf') return {}
  const key = session.userId === null ? 'guest' : `user:${session.userId}`
  const verdict = store.throttle.attempt(key, limit, Date.now())
  const headers = { 'X-RateLimit-Limit': String(limit) }
  if (verdict.allowed) return { ...headers, 'X-RateLimit-Remaining': String(verdict.remaining) }
  throw tooManyAttempts({
    ...headers,
    'X-RateLimit-Remaining': '0',
    'Retry-After': String(verdict.retryAfterSeconds),
    'X-RateLimit-Reset': String(Math.ceil(verdict.resetAt / 1000)),
  })
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

// The middleware stack every route runs through: QA latency and failures, then StartSession,
// VerifyCsrfToken and (for API routes) auth:sanctum, then the handler. After the latency the request
// is one turn at the server (`store.transaction`): in the browser it sees what every tab wrote, and
// no other tab's request runs in between, as on a server that serialises writes to its database.
function route(
  method: Method,
  path: string | RegExp,
  options: RouteOptions,
  handle: (context: RequestContext) => Promise<Reply>,
): MockRoute {
  return {
    method,
    match: pathMatcher(path),
    async answer(request, params) {
      // The mock runs in the page, behind its service worker, which answers even when the browser has
      // no network: a browser offline reaches no server, so none answers here either.
      if (typeof navigator !== 'undefined' && !navigator.onLine) return HttpResponse.error()
      // Demo data still being seeded in the browser: the server answers once it is in place.
      await store.ready()
      const { latencyMs } = store.controls
      if (latencyMs > 0) await delay(latencyMs)
      return store.transaction(() => answer(request, params, options, handle))
    },
  }
}

async function answer(
  request: Request,
  params: Record<string, string>,
  options: RouteOptions,
  handle: (context: RequestContext) => Promise<Reply>,
): Promise<Response> {
  const failure = store.controls.failures.find((rule) => ruleMatches(rule, options.group))
  if (failure) return failureResponse(failure.mode, options.group, options.kind)

  // The browser sends its session cookie unless told not to, and then ignores the cookies set back.
  const withCookies = request.credentials !== 'omit'
  let parsed: Promise<ParsedInput> | undefined
  const context: RequestContext = {
    request,
    url: new URL(request.url),
    params,
    db: store.db,
    session: store.sessions.find(withCookies ? store.browserSessionCookie : null) ?? store.sessions.start(),
    input: () => (parsed ??= readInput(request)),
  }
  let session = context.session
  let limitHeaders: Record<string, string> = {}
  try {
    verifyCsrf(request, context.session)
    limitHeaders = throttle(options.group, context.session)
    const reply = await handle(context)
    session = reply.session ?? context.session
    return withHeaders(toResponse(reply, sessionCookies(session, true)), limitHeaders)
  } catch (error) {
    return withHeaders(errorResponse(error, context.session), limitHeaders)
  } finally {
    if (withCookies) store.setBrowserSessionCookie(session.id)
  }
}

export function publicRoute(
  method: Method,
  path: string | RegExp,
  options: RouteOptions,
  handle: (context: RequestContext) => Promise<Reply>,
): MockRoute {
  return route(method, path, options, handle)
}

export function authedRoute(
  method: Method,
  path: string | RegExp,
  options: RouteOptions,
  handle: (context: AuthedContext) => Promise<Reply>,
): MockRoute {
  return route(method, path, options, (context) => {
    const user = findUser(context.session.userId)
    if (!user) throw unauthenticated()
    return handle({
      ...context,
      user,
      can(resource, action) {
        if (!isAllowed(user.role, resource, action)) throw forbidden()
      },
    })
  })
}
