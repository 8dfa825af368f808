import type { CurrentUser } from '@/schemas/user'

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
