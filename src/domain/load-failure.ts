/** DESIGN section 9: what a 403 says on any screen that could not load, list or detail. */
export const NO_PERMISSION_MESSAGE = 'You do not have permission to view this.'

export interface LoadFailureTexts {
  /** The screen's 'not found' text; only detail screens have one. */
  notFound?: string
  /** The screen's failure text for everything else (server error, dropped connection, throttling, bad body). */
  failed: string
}

export interface LoadFailure {
  message: string
  /** Whether asking again can help: a missing record or a refused permission stays so on a second try. */
  canRetry: boolean
}

/**
 * What a failed load means for a screen (DESIGN section 9). `status` is the HTTP status the server
 * answered with, or null when there was no usable answer (dropped connection, body that broke its
 * schema). Only a 404 means 'not found': a 429 or a 500 says nothing about whether the record exists.
 */
export function describeLoadFailure(status: number | null, texts: LoadFailureTexts): LoadFailure {
  if (status === 404 && texts.notFound !== undefined) return { message: texts.notFound, canRetry: false }
  if (status === 403) return { message: NO_PERMISSION_MESSAGE, canRetry: false }
  return { message: texts.failed, canRetry: true }
}
