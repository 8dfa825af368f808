import { CancelledError, type QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '@/schemas/user'
import { retryRateLimitedNow, setUnauthenticatedListener } from '../client'
import { ApiError } from '../errors'
import { queryRetryDelay, shouldRetryQuery } from '../query-client'
import { postLogin, postLogout, type Credentials } from './auth.api'
import { authKeys, authQueries } from './auth.queries'
import { clearStoredSession, readStoredUser } from './stored-session'

export class InvalidCredentialsError extends Error {
  constructor() {
    super('Invalid credentials')
    this.name = 'InvalidCredentialsError'
  }
}

/** Laravel refused the login for too many attempts; `message` is the server's own, shown as is. */
export class LoginThrottledError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LoginThrottledError'
  }
}

// Laravel's throttle middleware says 'Too Many Attempts.'; its login throttle (Breeze, Fortify, UI)
// answers 422 'Too many login attempts. Please try again in N seconds.', in Laravel 8 only under the
// field, beside the generic 'The given data was invalid.'.
const THROTTLE_MIDDLEWARE_MESSAGE = 'Too Many Attempts.'
const LOGIN_THROTTLE = /^too many login attempts/i

function throttledLoginMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 429) return error.serverMessage ?? THROTTLE_MIDDLEWARE_MESSAGE
  if (error.status !== 422) return null
  const messages = [error.serverMessage, ...Object.values(error.fieldErrors).flat()]
  return messages.find((message): message is string => message !== null && LOGIN_THROTTLE.test(message)) ?? null
}

/**
 * Login, then the current user: the spec treats any failure along the way as invalid credentials,
 * except a throttled login, which says what the server said (DESIGN section 9).
 */
export async function signIn(queryClient: QueryClient, credentials: Credentials): Promise<CurrentUser> {
  try {
    await postLogin(credentials)
  } catch (error) {
    const throttled = throttledLoginMessage(error)
    throw throttled === null ? new InvalidCredentialsError() : new LoginThrottledError(throttled)
  }
  // The person is at the login form: the usual query retries, not the start-up guard's endless ones.
  const user = await queryClient
    .fetchQuery({ ...authQueries.currentUser(), staleTime: 0, retry: shouldRetryQuery, retryDelay: queryRetryDelay })
    .catch(() => null)
  if (!user) throw new InvalidCredentialsError()
  return user
}

/**
 * The signed-in user, or null, for the console's guard. It waits as long as the server cannot answer
 * (the query retries with back-off) and starts over at once when Try again cancels that wait.
 */
export async function ensureCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  for (;;) {
    try {
      return await queryClient.ensureQueryData(authQueries.currentUser())
    } catch (error) {
      if (!(error instanceof CancelledError)) throw error
    }
  }
}

/**
 * Whether a page may start loading its data while the server is still asked who is signed in: only
 * when this browser last saw a user with a role. Then the list request leaves with `GET /api/user`
 * instead of after it (issue 14); should the session be gone after all, both answer 401 and the
 * console goes to the login as ever. Nobody on record, or a user without a role, waits for the
 * answer, so a user without a role never makes a data call.
 */
export function mayLoadBeforeSessionCheck(queryClient: QueryClient): boolean {
  const known = queryClient.getQueryData(authQueries.currentUser().queryKey) ?? readStoredUser()
  return known != null && known.role !== null
}

/** Try again on 'Cannot reach the server. Retrying...': ask now instead of at the end of the back-off. */
export function retryCurrentUserNow(queryClient: QueryClient): void {
  retryRateLimitedNow()
  void queryClient.cancelQueries({ queryKey: authKeys.currentUser() })
}

/** Signs out locally whatever the server says: every cached record goes with the session. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await postLogout()
  } catch (error) {
    console.error('Logout call failed', error)
  } finally {
    queryClient.clear()
    clearStoredSession()
  }
}

export function currentUserFrom(queryClient: QueryClient): CurrentUser | null {
  return queryClient.getQueryData(authKeys.currentUser()) ?? null
}

/**
 * A 401 while someone is signed in means Laravel dropped the session. The first such 401 clears
 * the cache (so later ones find nobody signed in and do nothing) and hands over to `onExpired`.
 */
export function installSessionExpiry(queryClient: QueryClient, onExpired: () => void): void {
  setUnauthenticatedListener(() => {
    if (currentUserFrom(queryClient) === null) return
    queryClient.clear()
    clearStoredSession()
    onExpired()
  })
}
