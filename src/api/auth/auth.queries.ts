import { queryOptions } from '@tanstack/react-query'
import { rateLimitWaitMs } from '../request-budget'
import { isApiError } from '../errors'
import { backoffSeconds } from '../request-scheduler'
import { fetchCurrentUser } from './auth.api'

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
}

/**
 * Until the server answers who is signed in, the console cannot go on, and fetchCurrentUser throws
 * everything but a lost session: keep asking, after the wait a 429 asked for or after 2, 4, 8 ... 60
 * seconds.
 */
export function currentUserRetryDelay(failureCount: number, error: unknown): number {
  return isApiError(error, 429) ? rateLimitWaitMs() : backoffSeconds(failureCount + 1) * 1000
}

export const authQueries = {
  currentUser: () =>
    queryOptions({
      queryKey: authKeys.currentUser(),
      queryFn: fetchCurrentUser,
      // Who is signed in changes only through login, logout or expiry, each of which resets this entry.
      staleTime: Number.POSITIVE_INFINITY,
      retry: true,
      retryDelay: currentUserRetryDelay,
    }),
}
