import ky from 'ky'
import { apiOrigin } from '@/config'
import { XSRF_COOKIE, readCookie } from './cookies'
import { outcomeOfStatus, withinBudget } from './request-budget'

let inFlight: Promise<void> | null = null

/**
 * Asks Sanctum for a fresh XSRF-TOKEN cookie. Concurrent callers share one request so a burst of
 * mutations (or a 419 on several at once) costs a single round trip. It waits its turn in the request
 * budget like every call: a person's write is waiting on it, so it goes in the foreground. (Sanctum's
 * route sits outside `throttle:api`, so counting it leaves the budget a request to spare, never short.)
 */
export function refreshCsrfCookie(): Promise<void> {
  inFlight ??= withinBudget(
    'foreground',
    undefined,
    () => ky.get(`${apiOrigin()}/sanctum/csrf-cookie`, { credentials: 'include', timeout: false, retry: 0 }),
    (response) => outcomeOfStatus(response.status, response.headers.get('Retry-After')),
  )
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

/**
 * Drops this browser's copy of the XSRF token after a sign-out, so a later visit finds no sign of a
 * session and does not ask for one (`mayHaveSession`); the next sign-in fetches a fresh token first.
 * The cookie may have been set for the console's host or a parent domain (Laravel's SESSION_DOMAIN).
 */
export function forgetXsrfToken(): void {
  const expired = `${XSRF_COOKIE}=; Max-Age=0; Path=/`
  document.cookie = expired
  const labels = location.hostname.split('.')
  for (let index = 0; index < labels.length - 1; index += 1) {
    document.cookie = `${expired}; Domain=.${labels.slice(index).join('.')}`
  }
}
