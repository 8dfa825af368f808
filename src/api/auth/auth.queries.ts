import { queryOptions } from '@tanstack/react-query'
import { fetchCurrentUser } from './auth.api'

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
}

export const authQueries = {
  currentUser: () =>
    queryOptions({
      queryKey: authKeys.currentUser(),
      queryFn: fetchCurrentUser,
      // Who is signed in changes only through login, logout or expiry, each of which resets this entry.
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
}
