import { useQuery } from '@tanstack/react-query'
import type { Role } from '@/domain/permissions'
import type { CurrentUser } from '@/schemas/user'
import { authQueries } from '@/api/auth/auth.queries'

/**
 * The signed-in user as the cache holds it, or null. It only reads: the `_app` guard and the sign-in
 * ask the server. A screen still drawn while a sign-out or an expiry clears the cache must not ask
 * again for a user who is gone (a 401, and the browser's console line, on the way to the login page).
 */
export function useCurrentUser(): CurrentUser | null {
  return useQuery({ ...authQueries.currentUser(), enabled: false }).data ?? null
}

/**
 * The signed-in user as a notes line names them (DESIGN section 11): as `GET /api/user` gives it,
 * never a name edited on this device.
 */
export function useAuditName(): string | null {
  const user = useCurrentUser()
  return user ? (user.name ?? user.email ?? `user ${user.id}`) : null
}

/** The signed-in role, or null: every permission check starts here. */
export function useCurrentRole(): Role | null {
  return useCurrentUser()?.role ?? null
}
