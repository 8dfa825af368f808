import { safeParse } from 'zod/mini'
import { browserStore } from '@/lib/user-storage'
import { CurrentUserSchema, type CurrentUser } from '@/schemas/user'

/** The existing product mirrors the user in localStorage; we keep the mirror (it says who last signed in here). */
// Unreadable, tampered with or from an older shape: as if nobody had signed in here.
const userMirror = browserStore<CurrentUser>('user', (stored) => {
  const parsed = safeParse(CurrentUserSchema, stored)
  return parsed.success ? parsed.data : undefined
})

// The existing product also kept a token here once.
const legacyToken = browserStore<never>('token', () => undefined)

export function storeUser(user: CurrentUser): void {
  userMirror.write(user)
}

/** Nobody is signed in any more: the mirror (and any legacy token) goes. */
export function clearStoredSession(): void {
  userMirror.remove()
  legacyToken.remove()
}

/** The user this device last saw signed in, if the mirror holds one that still reads as a user. */
export function readStoredUser(): CurrentUser | null {
  return userMirror.read() ?? null
}
