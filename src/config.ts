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
