export const XSRF_COOKIE = 'XSRF-TOKEN'

/** Reads a cookie fresh from `document.cookie` every time: Laravel rotates the XSRF token on login and logout. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=')
    if (rawName === name) {
      const raw = rest.join('=')
      try {
        return decodeURIComponent(raw)
      } catch {
        return raw
      }
    }
  }
  return null
}
