/**
 * Build-time configuration. `VITE_API_BASE_URL` set means a live build against Laravel; unset means
 * mock mode, where the MSW worker plays the server in the browser (see `src/mock-mode`).
 */
const configuredBaseUrl: string | undefined = import.meta.env.VITE_API_BASE_URL || undefined

/** Origin every API call goes to; `/` (or mock mode) means the page's own origin. */
export function apiOrigin(): string {
  if (configuredBaseUrl === undefined || configuredBaseUrl === '/') return window.location.origin
  return configuredBaseUrl.replace(/\/+$/, '')
}

/** Laravel's default `throttle:api`: 60 requests a minute per user. */
const DEFAULT_RATE_LIMIT = 60

function rateLimitFrom(raw: string): number | null {
  if (raw.trim() === '') return null
  const limit = Number(raw)
  if (Number.isInteger(limit) && limit >= 0) return limit
  console.warn(`VITE_API_RATE_LIMIT=${raw} is not a whole number of requests a minute; using ${DEFAULT_RATE_LIMIT}`)
  return DEFAULT_RATE_LIMIT
}

/** `VITE_API_RATE_LIMIT` as the build set it, or null when it did not. */
export const configuredRateLimit: number | null =
  // Compared here, not inside: a build that sets none keeps no parsing code.
  import.meta.env.VITE_API_RATE_LIMIT === undefined ? null : rateLimitFrom(import.meta.env.VITE_API_RATE_LIMIT)

/**
 * Requests a minute the API allows each user (`VITE_API_RATE_LIMIT`, default 60, `0` = no limit): the
 * console's request scheduler keeps under it (DESIGN section 9). In mock mode, unless set, the budget
 * follows the mock's own throttle instead (src/mock-mode).
 */
export const apiRateLimitPerMinute: number = configuredRateLimit ?? DEFAULT_RATE_LIMIT

/** DESIGN section 12's service level when the build sets none: a record should be reviewed within 7 days. */
const DEFAULT_REVIEW_SLA_DAYS = 7

function serviceLevelFrom(raw: string): number {
  if (raw.trim() === '') return DEFAULT_REVIEW_SLA_DAYS
  const days = Number(raw)
  if (Number.isInteger(days) && days >= 0) return days
  console.warn(`VITE_REVIEW_SLA_DAYS=${raw} is not a whole number of days; using ${DEFAULT_REVIEW_SLA_DAYS}`)
  return DEFAULT_REVIEW_SLA_DAYS
}

/**
 * The review service level in days (`VITE_REVIEW_SLA_DAYS`, default 7): a pending record that has
 * waited longer is past it (`domain/queue-age.ts`).
 */
export const reviewSlaDays: number =
  import.meta.env.VITE_REVIEW_SLA_DAYS === undefined
    ? DEFAULT_REVIEW_SLA_DAYS
    : serviceLevelFrom(import.meta.env.VITE_REVIEW_SLA_DAYS)
