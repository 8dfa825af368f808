import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'
import { LaravelErrorSchema } from '@/schemas/laravel-error'
import { ApiError, ResponseSchemaError, type FieldErrors } from './errors'

/** A response body as text: JSON when it parses, the text itself otherwise, null when empty. */
export function parseBodyText(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * `Retry-After` in seconds, or null when absent or unreadable. Cross-origin the browser hides it unless
 * Laravel's `config/cors.php` lists it in `exposed_headers`; then the client backs off on its own.
 */
export function retryAfterSeconds(header: string | null): number | null {
  const seconds = Number(header)
  return header !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null
}

// Laravel 8's message on every 422, whatever was wrong; Laravel 9 and later sum up the first field error instead.
const LARAVEL_8_VALIDATION_SUMMARY = 'The given data was invalid.'

/**
 * What the server said the problem was. Laravel 8's generic 422 message says nothing, so its first
 * field error stands in for it: a reason shown in a toast or banner then reads the same as Laravel 10's
 * 'The email field is required. (and 1 more error)'.
 */
function explanation(message: string, fieldErrors: FieldErrors): string {
  if (message.trim() !== LARAVEL_8_VALIDATION_SUMMARY) return message
  return Object.values(fieldErrors).flat()[0] ?? message
}

/** A non-2xx answer as an `ApiError`, with Laravel's message and field errors when it sent them. */
export function apiErrorFrom(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  const parsed = LaravelErrorSchema.safeParse(body)
  return new ApiError({
    status,
    serverMessage: parsed.success ? explanation(parsed.data.message, parsed.data.errors) : null,
    fieldErrors: parsed.success ? parsed.data.errors : {},
    retryAfterSeconds: retryAfterSeconds(retryAfterHeader),
  })
}

/**
 * A 2xx body parsed by its schema. A body that breaks the schema is a `ResponseSchemaError`, logged
 * with the offending fields, never passed on.
 */
export function parseResponse<S extends core.$ZodType>(schema: S, body: unknown, label: string): core.output<S> {
  const result = safeParse(schema, body)
  if (!result.success) {
    const error = new ResponseSchemaError(label, result.error.issues)
    console.error(
      error.message,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    )
    throw error
  }
  return result.data
}
