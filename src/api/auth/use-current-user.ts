import { useQuery } from '@tanstack/react-query'
import type { Role } from '@/domain/permissions'
import type { CurrentUser } from '@/schemas/user'
import { authQueries } from './auth.queries'

export function useCurrentUser(): CurrentUser | null {
  return useQuery(authQueries.currentUser()).data ?? null
}

/** The signed-in role, or null: every permission check starts here. */
export function useCurrentRole(): Role | null {
  return useCurrentUser()?.role ?? null
}
