import ky from 'ky'
import { apiOrigin } from '@/config'
import { XSRF_COOKIE, readCookie } from './cookies'

let inFlight: Promise<void> | null = null

/**
 * Asks Sanctum for a fresh XSRF-TOKEN cookie. Concurrent callers share one request so a burst of
 * mutations (or a 419 on several at once) costs a single round trip.
 */
export function refreshCsrfCookie(): Promise<void> {
  inFlight ??= ky
    .get(`${apiOrigin()}/sanctum/csrf-cookie`, { credentials: 'include', timeout: false, retry: 0 })
    .then(() => undefined)
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

export async function ensureCsrfCookie(): Promise<void> {
  if (readCookie(XSRF_COOKIE) === null) await refreshCsrfCookie()
}

export function currentXsrfToken(): string | null {
  return readCookie(XSRF_COOKIE)
}
