import type { Session } from '../state/sessions'

const SESSION_COOKIE = 'laravel_session'
const XSRF_COOKIE = 'XSRF-TOKEN'
const LIFETIME_SECONDS = 120 * 60

// Max-Age rather than Expires: an Expires date contains a comma, which breaks the
// comma-joined Set-Cookie value MSW hands to its cookie jar.
function cookie(name: string, value: string, httpOnly: boolean): string {
  return `${name}=${value}; Max-Age=${LIFETIME_SECONDS}; Path=/; ${httpOnly ? 'HttpOnly; ' : ''}SameSite=Lax`
}

// The response's Set-Cookie headers. The session cookie must come first: MSW 2 joins all
// Set-Cookie headers into one string and its cookie jar (where HttpOnly cookies live) keeps only
// the first cookie of that string, while document.cookie receives each non-HttpOnly one. The mock
// itself reads the session from the store's jar, which every tab shares (`browserSessionCookie`).
export function sessionCookies(session: Session, withXsrf: boolean): string[] {
  const cookies = [cookie(SESSION_COOKIE, session.id, true)]
  if (withXsrf) cookies.push(cookie(XSRF_COOKIE, encodeURIComponent(session.token), false))
  return cookies
}
