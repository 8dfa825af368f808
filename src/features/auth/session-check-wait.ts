import type { QueryClient } from '@tanstack/react-query'
import { authQueries } from '@/api/auth/auth.queries'
import { requestScheduler } from '@/api/request-budget'

/**
 * Calls `speak` once the start-up screen has more to say than 'Loading...': the session check failed
 * (a 429, a 5xx, no answer), or the request budget or a 429 holds it back for a while. `main.tsx`
 * renders then, rather than after its moment of waiting for the first screen. Returns the stop.
 */
export function onSessionCheckWait(queryClient: QueryClient, speak: () => void): () => void {
  const check = () => {
    const failed = (queryClient.getQueryState(authQueries.currentUser().queryKey)?.fetchFailureCount ?? 0) > 0
    const { rateLimitedUntil, foregroundHeldUntil } = requestScheduler.getState()
    const now = Date.now()
    const held = (rateLimitedUntil ?? 0) > now || (foregroundHeldUntil ?? 0) > now
    if (failed || held) speak()
  }
  const stopQueries = queryClient.getQueryCache().subscribe(check)
  const stopScheduler = requestScheduler.subscribe(check)
  return () => {
    stopQueries()
    stopScheduler()
  }
}
