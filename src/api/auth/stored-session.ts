import * as z from 'zod/mini'
import { CurrentUserSchema, type CurrentUser } from '@/schemas/user'

/** The existing product mirrors the user in localStorage (and once kept a token there); we keep the mirror. */
const USER_KEY = 'user'
const TOKEN_KEY = 'token'

export function storeUser(user: CurrentUser): void {
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user))
  } catch {
    // Storage can be full or disabled; the session itself lives in Laravel's cookie.
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(USER_KEY)
    localStorage.removeItem(TOKEN_KEY)
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The user this device last saw signed in, if the mirror holds one that still reads as a user. */
export function readStoredUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY)
    return raw === null ? null : z.parse(CurrentUserSchema, JSON.parse(raw))
  } catch {
    // Unreadable, tampered with or from an older shape: as if nobody had signed in here.
    return null
  }
}
