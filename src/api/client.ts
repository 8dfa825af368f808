import ky, { HTTPError, type Options } from 'ky'
import * as z from 'zod/mini'
import type * as core from 'zod/v4/core'
import { apiOrigin } from '@/config'
import { reportAnswered, reportNoAnswer, setConnectivityProbe } from './connectivity'
import { currentXsrfToken, ensureCsrfCookie, refreshCsrfCookie } from './csrf'
import { type ApiError, isAbort, isApiError, NetworkError } from './errors'
import { abortReason, type QueuedRequest, type RequestPriority } from './request-scheduler'
import { outcomeOfStatus, withinBudget } from './request-budget'
import { apiErrorFrom, parseBodyText, parseResponse } from './responses'
import { holdUnsavedWork } from './unsaved-work'
import { takeFirstScreenAnswer } from './first-screen-requests'

export type { RequestPriority } from './request-scheduler'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const AnyAnswer = z.unknown()
const CSRF_MISMATCH = 419
const UNAUTHENTICATED = 401
const TOO_MANY_REQUESTS = 429

/** After a lost session: 'resumed' when the same user signed in again and the request may go once more. */
export type SessionLossOutcome = 'resumed' | 'ended'

/**
 * `mayWait` is false for the sign-in calls themselves (login, logout, who is signed in): their 401 is
 * an answer, not interrupted work, and they must never wait for a sign-in.
 */
type SessionLossHandler = (mayWait: boolean) => Promise<SessionLossOutcome>
let onSessionLost: SessionLossHandler = () => Promise.resolve('ended')

/** The session layer decides what a 401 means: signed out, expired, or expired with work to keep. */
export function setSessionLossHandler(handler: SessionLossHandler): void {
  onSessionLost = handler
}

/** For the one call that does not go through ky (the XHR upload), so its 401 counts the same. */
export function reportSessionLost(mayWait: boolean): Promise<SessionLossOutcome> {
  return onSessionLost(mayWait)
}

/**
 * Sanctum's XSRF token goes with writes only: Laravel checks it on POST, PUT, PATCH and DELETE, never on
 * a read. A GET without it is a simple cross-origin request (cookies and Accept only), so the browser
 * sends it at once instead of after an OPTIONS preflight, one round trip sooner on every read.
 */
function withXsrfHeader(request: Request): void {
  const token = SAFE_METHODS.has(request.method.toUpperCase()) ? null : currentXsrfToken()
  if (token === null) request.headers.delete('X-XSRF-TOKEN')
  else request.headers.set('X-XSRF-TOKEN', token)
}

/**
 * The one HTTP client: cookies, JSON, Sanctum's XSRF token, no timeout. It neither retries nor throws
 * on an HTTP status: `exchange` below retries a 419 once, each attempt within the budget, and React
 * Query owns every other retry.
 */
const http = ky.create({
  prefixUrl: apiOrigin(),
  credentials: 'include',
  headers: { Accept: 'application/json' },
  timeout: false,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    // The token is read fresh for every request: Laravel rotates it on login and logout.
    beforeRequest: [withXsrfHeader],
  },
})

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface RequestOptions {
  searchParams?: Record<string, string | number | undefined | null>
  json?: unknown
  body?: FormData
  signal?: AbortSignal
  /** 'foreground' (default) when a person asked for it; see `RequestPriority`. */
  priority?: RequestPriority
  /**
   * False for the sign-in calls: a 401 ends the session at once, and a write does not count as
   * unsaved work. Otherwise a 401 may hold the request until the user signs in again, then resend it.
   */
  resumable?: boolean
  /** Called each time the request leaves, after its wait in the budget (an unconfirmed write says 'Sending'). */
  onSent?: () => void
  /** Called when a 401 holds the request until the user signs in again (a write says it waits for that). */
  onHeldForSignIn?: () => void
}

/** One request's priority over its life: a shared GET rises when a person starts waiting for it. */
class Flight {
  private queued: QueuedRequest | null = null

  constructor(public priority: RequestPriority) {}

  track = (queued: QueuedRequest): void => {
    this.queued = queued
  }

  raise(): void {
    this.priority = 'foreground'
    this.queued?.raise()
  }
}

function compactSearchParams(params: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  )
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]))
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = parseBodyText(await response.text().catch(() => ''))
  return apiErrorFrom(response.status, body, response.headers.get('Retry-After'))
}

/**
 * What a failure on the way is to callers: an abort stays an abort, a failed XSRF cookie call is that
 * call's `ApiError`, anything else (offline, DNS, CORS) a `NetworkError`.
 */
async function failureOf(error: unknown): Promise<unknown> {
  if (isAbort(error)) return error
  if (error instanceof HTTPError) return toApiError(error.response)
  reportNoAnswer()
  return new NetworkError(error)
}

/**
 * Sends the request, and once more after a fresh XSRF cookie when Laravel says the token went stale.
 * A 401, or a 419 even with a fresh token, means the session is gone (DESIGN section 9): the session
 * layer either ends it or has the user sign in again over the page, and then the request goes once more.
 */
async function exchange(
  flight: Flight,
  path: string,
  options: Options,
  resumable: boolean,
  signal: AbortSignal | undefined,
  { onSent, onHeldForSignIn }: Pick<RequestOptions, 'onSent' | 'onHeldForSignIn'>,
  sentEarly: Promise<Response> | undefined,
): Promise<Response> {
  let refreshed = false
  let resumed = false
  // The page's own first-screen request for this GET, if it sent one: already counted in the budget.
  let early = sentEarly
  for (;;) {
    // Before the request's own turn, never inside it: the cookie call waits its turn in the same budget.
    if (!SAFE_METHODS.has(String(options.method).toUpperCase())) await ensureCsrfCookie()
    const response = await (early ??
      withinBudget(
        flight.priority,
        signal,
        () => {
          onSent?.()
          return http(path, { ...options, signal })
        },
        (answer) => outcomeOfStatus(answer.status, answer.headers.get('Retry-After')),
        flight.track,
      ))
    early = undefined
    reportAnswered()
    if (response.status === CSRF_MISMATCH && !refreshed) {
      refreshed = true
      await refreshCsrfCookie()
      continue
    }
    if (response.status !== UNAUTHENTICATED && response.status !== CSRF_MISMATCH) return response
    const mayWait = resumable && !resumed
    if (mayWait) onHeldForSignIn?.()
    const outcome = await reportSessionLost(mayWait)
    if (!mayWait || outcome === 'ended' || signal?.aborted) return response
    resumed = true
    refreshed = false
  }
}

/** A GET under way, shared by everyone who asks for the same URL until it is answered. */
interface SharedGet<T> {
  answer: Promise<T>
  flight: Flight
  controller: AbortController
  followers: number
}

const sharedText = new Map<string, SharedGet<string>>()
const sharedBlobs = new Map<string, SharedGet<Blob>>()

/**
 * Joins the GET for `key` under way, or starts it. Each follower may abort on its own; the request
 * itself is aborted only when every follower has.
 */
function shareGet<T>(
  registry: Map<string, SharedGet<T>>,
  key: string,
  priority: RequestPriority,
  signal: AbortSignal | undefined,
  start: (flight: Flight, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  let shared = registry.get(key)
  if (!shared) {
    const flight = new Flight(priority)
    const controller = new AbortController()
    const created: SharedGet<T> = { answer: start(flight, controller.signal), flight, controller, followers: 0 }
    const forget = () => {
      if (registry.get(key) === created) registry.delete(key)
    }
    created.answer.then(forget, forget)
    registry.set(key, created)
    shared = created
  } else if (priority === 'foreground') {
    shared.flight.raise()
  }
  const entry = shared
  entry.followers += 1
  const leave = () => {
    entry.followers -= 1
    if (entry.followers > 0) return
    if (registry.get(key) === entry) registry.delete(key)
    entry.controller.abort()
  }
  if (!signal) return entry.answer
  if (signal.aborted) {
    leave()
    return Promise.reject(abortReason(signal))
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      leave()
      reject(abortReason(signal))
    }
    signal.addEventListener('abort', onAbort, { once: true })
    entry.answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

async function answerOf<T>(response: Response, read: (response: Response) => Promise<T>): Promise<T> {
  if (!response.ok) throw await toApiError(response)
  return read(response)
}

function send<T>(
  registry: Map<string, SharedGet<T>>,
  read: (response: Response) => Promise<T>,
  method: HttpMethod,
  path: string,
  options: RequestOptions,
): Promise<T> {
  const priority = options.priority ?? 'foreground'
  const relative = path.replace(/^\/+/, '')
  const searchParams = compactSearchParams(options.searchParams)
  const kyOptions: Options = { method, searchParams }
  if (options.body !== undefined) kyOptions.body = options.body
  else if (options.json !== undefined) kyOptions.json = options.json
  const resumable = options.resumable ?? true
  const run = async (flight: Flight, signal: AbortSignal | undefined, sentEarly?: Promise<Response>) => {
    const response = await exchange(flight, relative, kyOptions, resumable, signal, options, sentEarly).catch(
      async (error: unknown) => {
        throw await failureOf(error)
      },
    )
    return answerOf(response, read)
  }
  if (method !== 'get') {
    // A write under way is work the user would lose: a 401 elsewhere meanwhile must not leave the page.
    const release = resumable ? holdUnsavedWork() : () => undefined
    return run(new Flight(priority), options.signal).finally(release)
  }
  // The GET's URL below the API: what a request under way is shared by, and what the page's first
  // screen named the requests it sent early by (`api/user`, `api/kyc-1s?page=1`).
  const query = new URLSearchParams(searchParams).toString()
  const url = query === '' ? relative : `${relative}?${query}`
  return shareGet(registry, url, priority, options.signal, (flight, signal) =>
    run(flight, signal, takeFirstScreenAnswer(url)),
  )
}

/**
 * Background work waits out every 429 and asks again: nobody is watching it, and Laravel ran nothing.
 * A person's request hands the 429 to React Query, which retries it after the same wait.
 */
async function patiently<T>(options: RequestOptions, run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await run()
    } catch (error) {
      const patient = (options.priority ?? 'foreground') !== 'foreground'
      if (!patient || !isApiError(error, TOO_MANY_REQUESTS) || options.signal?.aborted) throw error
    }
  }
}

/**
 * Sends one request and returns its body parsed by `schema` (classic zod or `zod/mini`). A body that
 * breaks the schema is a `ResponseSchemaError` (logged with the offending fields), never passed on.
 */
export async function apiRequest<S extends core.$ZodType>(
  method: HttpMethod,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<core.output<S>> {
  const text = await patiently(options, () => send(sharedText, (response) => response.text(), method, path, options))
  return parseResponse(schema, parseBodyText(text), `${method.toUpperCase()} ${path}`)
}

/** Downloads a binary body (documents); the caller owns the Blob's object URL. */
export function apiBlob(path: string, signal?: AbortSignal, priority: RequestPriority = 'foreground'): Promise<Blob> {
  const options: RequestOptions = { signal, priority }
  return patiently(options, () => send(sharedBlobs, (response) => response.blob(), 'get', path, options))
}

// While the server cannot be reached, the console asks it now and then who is signed in: the cheapest
// call it has, and its answer (any answer) means the server is back. Spare budget only.
setConnectivityProbe(() => apiRequest('get', 'api/user', AnyAnswer, { priority: 'background', resumable: false }))
