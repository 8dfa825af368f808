import ky, { HTTPError, type Options } from 'ky'
import type * as core from 'zod/v4/core'
import { apiOrigin } from '@/config'
import { currentXsrfToken, ensureCsrfCookie, refreshCsrfCookie } from './csrf'
import { type ApiError, isAbort, NetworkError } from './errors'
import { apiErrorFrom, parseBodyText, parseResponse } from './responses'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const CSRF_MISMATCH = 419
const UNAUTHENTICATED = 401

type UnauthenticatedListener = () => void
let onUnauthenticated: UnauthenticatedListener = () => undefined

/** The session layer decides what a 401 means (expired session or simply signed out). */
export function setUnauthenticatedListener(listener: UnauthenticatedListener): void {
  onUnauthenticated = listener
}

/** For the one call that does not go through ky (the XHR upload), so its 401 counts the same. */
export function reportUnauthenticated(): void {
  onUnauthenticated()
}

function withXsrfHeader(request: Request): void {
  const token = currentXsrfToken()
  if (token === null) request.headers.delete('X-XSRF-TOKEN')
  else request.headers.set('X-XSRF-TOKEN', token)
}

/** The one HTTP client: cookies, JSON, Sanctum's XSRF dance, no timeout. React Query owns retries. */
export const http = ky.create({
  prefixUrl: apiOrigin(),
  credentials: 'include',
  headers: { Accept: 'application/json' },
  timeout: false,
  retry: {
    // The only retry ky does itself: one more try after Laravel says the XSRF token went stale.
    limit: 1,
    methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'],
    delay: () => 0,
    shouldRetry: ({ error }) => error instanceof HTTPError && error.response.status === CSRF_MISMATCH,
  },
  hooks: {
    beforeRequest: [
      async (request) => {
        if (!SAFE_METHODS.has(request.method)) await ensureCsrfCookie()
        withXsrfHeader(request)
      },
    ],
    beforeRetry: [
      async ({ request }) => {
        await refreshCsrfCookie()
        withXsrfHeader(request)
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === UNAUTHENTICATED) reportUnauthenticated()
      },
    ],
  },
})

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface RequestOptions {
  searchParams?: Record<string, string | number | undefined | null>
  json?: unknown
  body?: FormData
  signal?: AbortSignal
}

function compactSearchParams(params: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  )
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]))
}

async function toApiError({ response }: HTTPError): Promise<ApiError> {
  const body = parseBodyText(await response.text().catch(() => ''))
  return apiErrorFrom(response.status, body, response.headers.get('Retry-After'))
}

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const kyOptions: Options = {
    method,
    searchParams: compactSearchParams(options.searchParams),
    signal: options.signal,
  }
  if (options.body !== undefined) kyOptions.body = options.body
  else if (options.json !== undefined) kyOptions.json = options.json
  try {
    return await http(path.replace(/^\/+/, ''), kyOptions)
  } catch (error) {
    if (error instanceof HTTPError) throw await toApiError(error)
    if (isAbort(error)) throw error
    throw new NetworkError(error)
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
  const response = await send(method, path, options)
  return parseResponse(schema, parseBodyText(await response.text()), `${method.toUpperCase()} ${path}`)
}

/** Downloads a binary body (documents); the caller owns the Blob's object URL. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send('get', path, { signal })
  return response.blob()
}
