import type { QueryClient } from '@tanstack/react-query'
import { authQueries } from '@/api/auth/auth.queries'

/**
 * Calls `speak` once the session check has failed (a 429, a 5xx, no answer): the start-up screen has
 * more to say than 'Loading...', so `main.tsx` renders then rather than after its moment of waiting for
 * the first screen. (A check held back by the request budget says so after that moment.) Returns the stop.
 */
export function onSessionCheckWait(queryClient: QueryClient, speak: () => void): () => void {
  return queryClient.getQueryCache().subscribe(() => {
    if ((queryClient.getQueryState(authQueries.currentUser().queryKey)?.fetchFailureCount ?? 0) > 0) speak()
  })
}
