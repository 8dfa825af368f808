import type * as core from 'zod/v4/core'

export type FieldErrors = Record<string, string[]>

/** The server answered with a non-2xx status; `message` is Laravel's own when it sent one. */
export class ApiError extends Error {
  readonly status: number
  readonly serverMessage: string | null
  readonly fieldErrors: FieldErrors
  readonly retryAfterSeconds: number | null

  constructor(init: {
    status: number
    serverMessage: string | null
    fieldErrors: FieldErrors
    retryAfterSeconds: number | null
  }) {
    super(init.serverMessage ?? `Request failed with status ${init.status}`)
    this.name = 'ApiError'
    this.status = init.status
    this.serverMessage = init.serverMessage
    this.fieldErrors = init.fieldErrors
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached. Check your connection and try again.', { cause })
    this.name = 'NetworkError'
  }
}

/** The server answered 2xx with a body that does not match what we expect: a contract break, never retried. */
export class ResponseSchemaError extends Error {
  readonly issues: core.$ZodIssue[]
  readonly url: string

  constructor(url: string, issues: core.$ZodIssue[]) {
    super(`Unexpected response from ${url}`)
    this.name = 'ResponseSchemaError'
    this.url = url
    this.issues = issues
  }
}

/** A request or upload the user (or leaving the page) cancelled: not a failure to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}

/** A dropped connection or a server error: it may well work on another try, unlike a 4xx or a schema break. */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true
  return error instanceof ApiError && error.status >= 500
}

/** The reason to show after a failed call: the server's message when it gave one, else the error's own. */
export function errorReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message
  if (error instanceof Error && error.message) return error.message
  return 'Unknown error'
}

/** The HTTP status a failed call was answered with, or null when it got no usable answer (network, schema). */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null
}

/** A load refused (any status), unreachable or unreadable: see `isNamedFailure`. */
export type NamedFailure = ApiError | NetworkError | ResponseSchemaError

/**
 * A failure the screen that caught it names in its own words (a load refused, unreachable or
 * unreadable): nothing for the browser console, which is for what nobody planned for.
 */
export function isNamedFailure(error: unknown): error is NamedFailure {
  return error instanceof ApiError || error instanceof NetworkError || error instanceof ResponseSchemaError
}
