import type * as core from 'zod/v4/core'
import { apiOrigin } from '@/config'
import { reportSessionLost } from './client'
import { reportAnswered, reportNoAnswer } from './connectivity'
import { outcomeOfStatus, withinBudget } from './request-budget'
import { currentXsrfToken, ensureCsrfCookie, refreshCsrfCookie } from './csrf'
import { NetworkError } from './errors'
import { apiErrorFrom, parseBodyText, parseResponse } from './responses'
import { holdUnsavedWork } from './unsaved-work'

/*
 * Why XMLHttpRequest and not the ky client: fetch reports upload progress only with a streamed body
 * (ky's onUploadProgress). Measured in Chromium: that works through the MSW worker, but the same
 * request to a server without HTTP/2 fails outright ("Failed to fetch"), and Firefox and Safari
 * cannot stream request bodies at all. XHR reports real progress everywhere; through the mock's
 * service worker it reports none, and the caller shows an indeterminate bar instead.
 */

const CSRF_MISMATCH = 419
const UNAUTHENTICATED = 401

export interface UploadProgress {
  loaded: number
  total: number
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

interface RawResponse {
  status: number
  text: string
  retryAfter: string | null
}

/** One POST of the upload, counted against the request budget like every other call. */
function sendOnce(path: string, body: FormData, options: UploadOptions): Promise<RawResponse> {
  return withinBudget(
    'foreground',
    options.signal,
    () => post(path, body, options),
    (response) => outcomeOfStatus(response.status, response.retryAfter),
  )
}

function post(path: string, body: FormData, options: UploadOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${apiOrigin()}/${path.replace(/^\/+/, '')}`)
    // The same credentials and headers as the ky client: session cookie, JSON answers, XSRF token.
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    const token = currentXsrfToken()
    if (token !== null) xhr.setRequestHeader('X-XSRF-TOKEN', token)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total })
    })
    const onAbort = () => xhr.abort()
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const settle = () => options.signal?.removeEventListener('abort', onAbort)
    xhr.addEventListener('load', () => {
      settle()
      reportAnswered()
      resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') })
    })
    xhr.addEventListener('error', () => {
      settle()
      reportNoAnswer()
      reject(new NetworkError(new Error(`POST ${path} failed`)))
    })
    xhr.addEventListener('abort', () => {
      settle()
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
    })
    xhr.send(body)
  })
}

/** The upload with the ky client's session rules: one retry after a 419, once more after signing in again. */
async function exchange(path: string, body: FormData, options: UploadOptions): Promise<RawResponse> {
  let refreshed = false
  let resumed = false
  for (;;) {
    const response = await sendOnce(path, body, options)
    if (response.status === CSRF_MISMATCH && !refreshed) {
      refreshed = true
      await refreshCsrfCookie()
      continue
    }
    // A 401, or a 419 even with a fresh token: the session is gone (DESIGN section 9).
    if (response.status !== UNAUTHENTICATED && response.status !== CSRF_MISMATCH) return response
    const outcome = await reportSessionLost(!resumed)
    if (resumed || outcome === 'ended' || options.signal?.aborted) return response
    resumed = true
    refreshed = false
  }
}

/**
 * POSTs a multipart body with upload progress and returns the answer parsed by `schema`, with the
 * ky client's rules: the XSRF cookie fetched first when absent, one retry after a 419, the upload held
 * as unsaved work (a lost session asks the user to sign in again, then sends it once more), errors as
 * `ApiError` / `NetworkError` / `ResponseSchemaError`.
 */
export async function apiUpload<S extends core.$ZodType>(
  path: string,
  body: FormData,
  schema: S,
  options: UploadOptions = {},
): Promise<core.output<S>> {
  const release = holdUnsavedWork()
  try {
    await ensureCsrfCookie()
    const response = await exchange(path, body, options)
    const answer = parseBodyText(response.text)
    if (response.status < 200 || response.status >= 300)
      throw apiErrorFrom(response.status, answer, response.retryAfter)
    return parseResponse(schema, answer, `POST ${path}`)
  } finally {
    release()
  }
}
