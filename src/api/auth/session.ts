import { CancelledError, type QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '@/schemas/user'
import { setSessionLossHandler, type SessionLossOutcome } from '../client'
import { retryRateLimitedNow } from '../request-budget'
import { ApiError } from '../errors'
import { queryRetryDelay, shouldRetryQuery } from '../query-client'
import * as z from 'zod/mini'
import { listenerSet } from '@/lib/external-value'
import { browserStore, clearSessionData } from '@/lib/user-storage'
import { hasUnsavedWork, keepUnsavedWork } from '../unsaved-work'
import { postLogin, postLogout, type Credentials } from './auth.api'
import { authKeys, authQueries } from './auth.queries'
import { currentXsrfToken, forgetXsrfToken } from '../csrf'
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
  tellOtherTabs('signed-in', user.id)
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
  return userOnRecord(queryClient)?.role != null
}

/** Who this browser last saw signed in: the cached answer, or the localStorage mirror. */
function userOnRecord(queryClient: QueryClient): CurrentUser | null {
  return queryClient.getQueryData(authQueries.currentUser().queryKey) ?? readStoredUser()
}

/**
 * Whether this browser shows any sign of a session: a user on record (the cache or the mirror), or
 * Laravel's XSRF-TOKEN cookie, which lives as long as the session and comes back with every answer of
 * the API, so it is there when another tab signed in or localStorage was cleared. With none, the guard
 * goes to the sign-in without asking: `GET /api/user` could only answer 401, which the browser logs.
 */
export function mayHaveSession(queryClient: QueryClient): boolean {
  return userOnRecord(queryClient) !== null || currentXsrfToken() !== null
}

/** Try again on 'Cannot reach the server. Retrying...': ask now instead of at the end of the back-off. */
export function retryCurrentUserNow(queryClient: QueryClient): void {
  retryRateLimitedNow()
  void queryClient.cancelQueries({ queryKey: authKeys.currentUser() })
}

/** What happened to the session in one tab, for the others (`session-event`): whose, and when. */
interface SessionEvent {
  kind: 'signed-in' | 'signed-out' | 'expired'
  userId: number
  at: number
}

const SessionEventSchema = z.object({
  kind: z.enum(['signed-in', 'signed-out', 'expired']),
  userId: z.number(),
  at: z.number(),
})

const sessionEvents = browserStore<SessionEvent>('session-event', (stored) => {
  const parsed = z.safeParse(SessionEventSchema, stored)
  return parsed.success ? parsed.data : undefined
})

function tellOtherTabs(kind: SessionEvent['kind'], userId: number | null | undefined): void {
  if (userId !== null && userId !== undefined) sessionEvents.write({ kind, userId, at: Date.now() })
}

/** What the signed-in user has under way outside the query cache (an export), to end with the session. */
const sessionEndings = listenerSet()

/**
 * Registers work that must end when the session does, whoever ends it (Logout, an expiry, another
 * user signing in). A module registers once, when it loads: work it never started needs no ending.
 */
export const endWithSession = sessionEndings.subscribe

/**
 * The one place a session ends in this browser. Every time: the work under way stops, every cached
 * record goes, and so does the mirror of who is signed in. A sign-out also clears what the user left
 * in the browser (`clearSessionData`: drafts, and everything else of that lifetime); an expiry keeps
 * it, for the same user to carry on after signing in again. A person's device preferences stay.
 */
function endLocalSession(
  queryClient: QueryClient,
  how: 'signed-out' | 'expired',
  where: 'here' | 'elsewhere' = 'here',
): void {
  const userId = currentUserFrom(queryClient)?.id ?? null
  sessionEndings.notify()
  queryClient.clear()
  clearStoredSession()
  if (how === 'signed-out') {
    clearSessionData(userId)
    forgetXsrfToken()
  }
  if (where === 'here') tellOtherTabs(how, userId)
}

/** Logout: signs out locally whatever the server says (SPEC section 4). */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await postLogout()
  } catch (error) {
    console.error('Logout call failed', error)
  } finally {
    endLocalSession(queryClient, 'signed-out')
  }
}

/**
 * At the sign-in with nobody signed in: no record of the last session stays in the cache, including
 * any a screen made again while it was being left (it re-rendered after the sign-out cleared it).
 */
export function forgetEndedSession(queryClient: QueryClient): void {
  if (currentUserFrom(queryClient)) return
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] })
}

export function currentUserFrom(queryClient: QueryClient): CurrentUser | null {
  return queryClient.getQueryData(authKeys.currentUser()) ?? null
}

/**
 * Why the console sent the user to /login: the session expired, someone else signed in over it, or
 * the user signed out in another tab.
 */
export type SessionEndReason = 'expired' | 'other-user' | 'signed-out'

/** A lost session with work held: the user signs in again over the page while the requests wait. */
interface Reauthentication {
  /** Who was signed in: only they may carry on with the work. */
  user: CurrentUser
  outcome: Promise<SessionLossOutcome>
  settle: (outcome: SessionLossOutcome) => void
}

let reauthentication: Reauthentication | null = null
let endSession: (reason: SessionEndReason) => void = () => undefined
const reauthenticationChanges = listenerSet()

function startReauthentication(user: CurrentUser): Promise<SessionLossOutcome> {
  let settle: (outcome: SessionLossOutcome) => void = () => undefined
  const outcome = new Promise<SessionLossOutcome>((resolve) => {
    settle = resolve
  })
  reauthentication = { user, outcome, settle }
  reauthenticationChanges.notify()
  return outcome
}

/** Every request waiting for the sign-in goes on (resumed) or fails with its 401 (ended). */
function finishReauthentication(outcome: SessionLossOutcome): void {
  const finished = reauthentication
  if (!finished) return
  reauthentication = null
  reauthenticationChanges.notify()
  finished.settle(outcome)
}

export const subscribeToReauthentication = reauthenticationChanges.subscribe

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
    endLocalSession(queryClient, 'expired')
    onExpired(reason)
  }
  const lose = (mayWait: boolean): Promise<SessionLossOutcome> => {
    if (reauthentication && mayWait) return reauthentication.outcome
    const user = currentUserFrom(queryClient)
    if (mayWait && user !== null && hasUnsavedWork()) return startReauthentication(user)
    if (!reauthentication) endSession('expired')
    return Promise.resolve('ended')
  }
  setSessionLossHandler(lose)
  // One console per page: a new one (a test's next app) takes over from the last.
  stopFollowingOtherTabs()
  stopFollowingOtherTabs = followOtherTabs(queryClient, lose, onExpired)
}

let stopFollowingOtherTabs: () => void = () => undefined

/**
 * One session per browser (issue 22): the session cookie is the browser's, so what another tab learns
 * of it is true here too, within a moment (the storage event of `session-event`). Signed out there:
 * signed out here. Expired there: as if a request here had met the 401 (with work held, the sign-in
 * opens over the page). Someone else signed in there: this user's console ends, as it would here.
 * The same user signed in again there: a sign-in this tab waits for is done.
 */
function followOtherTabs(
  queryClient: QueryClient,
  lose: (mayWait: boolean) => Promise<SessionLossOutcome>,
  onEnded: (reason: SessionEndReason) => void,
): () => void {
  if (typeof window === 'undefined') return () => undefined
  const follow = (event: StorageEvent) => {
    if (event.key !== sessionEvents.key() || event.newValue === null) return
    const happened = sessionEvents.read()
    const here = currentUserFrom(queryClient) ?? reauthentication?.user ?? null
    if (!happened || !here) return
    if (happened.kind === 'signed-in') {
      if (happened.userId !== here.id) {
        endSession('other-user')
        finishReauthentication('ended')
      } else if (reauthentication) {
        void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })
        finishReauthentication('resumed')
      }
      return
    }
    if (happened.userId !== here.id) return
    if (happened.kind === 'expired') {
      void lose(true)
      return
    }
    endLocalSession(queryClient, 'signed-out', 'elsewhere')
    finishReauthentication('ended')
    onEnded('signed-out')
  }
  window.addEventListener('storage', follow)
  return () => window.removeEventListener('storage', follow)
}
