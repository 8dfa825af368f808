import { CancelledError, type QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '@/schemas/user'
import { retryRateLimitedNow, setSessionLossHandler, type SessionLossOutcome } from '../client'
import { ApiError } from '../errors'
import { queryRetryDelay, shouldRetryQuery } from '../query-client'
import { hasUnsavedWork, keepUnsavedWork } from '../unsaved-work'
import { postLogin, postLogout, type Credentials } from './auth.api'
import { authKeys, authQueries } from './auth.queries'
import { clearAllDrafts } from './form-drafts'
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
    clearAllDrafts()
  }
}

export function currentUserFrom(queryClient: QueryClient): CurrentUser | null {
  return queryClient.getQueryData(authKeys.currentUser()) ?? null
}

/** Why the console sent the user to /login: the session expired, or someone else signed in over it. */
export type SessionEndReason = 'expired' | 'other-user'

/** A lost session with work held: the user signs in again over the page while the requests wait. */
interface Reauthentication {
  /** Who was signed in: only they may carry on with the work. */
  user: CurrentUser
  outcome: Promise<SessionLossOutcome>
  settle: (outcome: SessionLossOutcome) => void
}

let reauthentication: Reauthentication | null = null
let endSession: (reason: SessionEndReason) => void = () => undefined
const reauthenticationListeners = new Set<() => void>()

function startReauthentication(user: CurrentUser): Promise<SessionLossOutcome> {
  let settle: (outcome: SessionLossOutcome) => void = () => undefined
  const outcome = new Promise<SessionLossOutcome>((resolve) => {
    settle = resolve
  })
  reauthentication = { user, outcome, settle }
  for (const listener of reauthenticationListeners) listener()
  return outcome
}

/** Every request waiting for the sign-in goes on (resumed) or fails with its 401 (ended). */
function finishReauthentication(outcome: SessionLossOutcome): void {
  const finished = reauthentication
  if (!finished) return
  reauthentication = null
  for (const listener of reauthenticationListeners) listener()
  finished.settle(outcome)
}

export function subscribeToReauthentication(listener: () => void): () => void {
  reauthenticationListeners.add(listener)
  return () => reauthenticationListeners.delete(listener)
}

/** The user who must sign in again before the held work goes on, or null while nothing waits. */
export function userToReauthenticate(): CurrentUser | null {
  return reauthentication?.user ?? null
}

/**
 * The sign-in over the page: the same user carries on, and every held request is sent again; someone
 * else gets the console's usual expiry (the work is not theirs to send) and is told why.
 */
export async function resumeSession(queryClient: QueryClient, credentials: Credentials): Promise<void> {
  const expired = reauthentication
  const user = await signIn(queryClient, credentials)
  if (!expired || user.id === expired.user.id) {
    finishReauthentication('resumed')
    return
  }
  endSession('other-user')
  finishReauthentication('ended')
}

/** The user gave up signing in again: the usual expiry, after each held form kept its draft. */
export function abandonSession(): void {
  endSession('expired')
  finishReauthentication('ended')
}

/**
 * What a lost session (401, or 419 after its one refresh) means. Nobody signed in: nothing. Work held
 * (`api/unsaved-work.ts`): the page stays, the user signs in again over it and the requests wait, all
 * of them for the same sign-in. Otherwise the first such 401 clears the cache (so later ones find
 * nobody signed in and do nothing) and hands over to `onExpired`, which goes to /login.
 */
export function installSessionExpiry(queryClient: QueryClient, onExpired: (reason: SessionEndReason) => void): void {
  endSession = (reason) => {
    if (currentUserFrom(queryClient) === null) return
    keepUnsavedWork()
    queryClient.clear()
    clearStoredSession()
    onExpired(reason)
  }
  setSessionLossHandler((mayWait) => {
    if (reauthentication && mayWait) return reauthentication.outcome
    const user = currentUserFrom(queryClient)
    if (mayWait && user !== null && hasUnsavedWork()) return startReauthentication(user)
    if (!reauthentication) endSession('expired')
    return Promise.resolve('ended')
  })
}
