import type { QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '@/schemas/user'
import { setUnauthenticatedListener } from '../client'
import { postLogin, postLogout, type Credentials } from './auth.api'
import { authKeys, authQueries } from './auth.queries'
import { clearStoredSession } from './stored-session'

export class InvalidCredentialsError extends Error {
  constructor() {
    super('Invalid credentials')
    this.name = 'InvalidCredentialsError'
  }
}

/** Login, then the current user: the spec treats any failure along the way as invalid credentials. */
export async function signIn(queryClient: QueryClient, credentials: Credentials): Promise<CurrentUser> {
  try {
    await postLogin(credentials)
  } catch {
    throw new InvalidCredentialsError()
  }
  const user = await queryClient.fetchQuery({ ...authQueries.currentUser(), staleTime: 0 })
  if (!user) throw new InvalidCredentialsError()
  return user
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
