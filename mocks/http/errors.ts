// Laravel's error responses, thrown from anywhere in a handler and rendered by the pipeline.

export type FieldErrors = Record<string, string[]>

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: FieldErrors },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message)
  }
}

export const unauthenticated = (): HttpError => new HttpError(401, { message: 'Unauthenticated.' })

export const forbidden = (): HttpError => new HttpError(403, { message: 'This action is unauthorized.' })

// ThrottleRequests: Retry-After and the X-RateLimit-* headers come with it.
export const tooManyAttempts = (headers: Record<string, string>): HttpError =>
  new HttpError(429, { message: 'Too Many Attempts.' }, headers)

export const csrfMismatch = (): HttpError => new HttpError(419, { message: 'CSRF token mismatch.' })

export const notFound = (model: string, id: string): HttpError =>
  new HttpError(404, { message: `No query results for model [${model}] ${id}` })

export const methodNotAllowed = (method: string, path: string, allowed: string): HttpError =>
  new HttpError(405, {
    message: `The ${method} method is not supported for route ${path.replace(/^\//, '')}. Supported methods: ${allowed}.`,
  })

// Laravel's summary message: the first error, plus how many more there are.
export function validationError(errors: FieldErrors): HttpError {
  const messages = Object.values(errors).flat()
  const first = messages[0] ?? 'The given data was invalid.'
  const more = messages.length - 1
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first
  return new HttpError(422, { message, errors })
}
