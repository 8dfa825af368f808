import { apiRateLimitPerMinute } from '@/config'
import { RequestScheduler, type QueuedRequest, type RequestOutcome, type RequestPriority } from './request-scheduler'
import { browserLedger } from './request-ledger'
import { retryAfterSeconds } from './responses'

const TOO_MANY_REQUESTS = 429

/**
 * Every API request of the console waits its turn here (DESIGN section 9): within the budget of
 * `VITE_API_RATE_LIMIT` a minute, people before background work, nothing sent while a 429 is waited out.
 */
export const requestScheduler = new RequestScheduler({
  limitPerMinute: apiRateLimitPerMinute,
  // Shared with every tab of the browser (and across reloads) where the browser can: one budget.
  ledger: browserLedger() ?? undefined,
})

/** A person is waiting again after a 429 (Try again): send now rather than at the end of the wait. */
export function retryRateLimitedNow(): void {
  requestScheduler.liftRateLimit()
}

/** How long the server's last 429 still holds requests back, for React Query's retry delay. */
export function rateLimitWaitMs(): number {
  return requestScheduler.rateLimitWaitMs()
}

/**
 * One request's turn in the budget: waits for its ticket, sends, and tells the scheduler how it went.
 * `onQueued` receives the queue entry, so a shared request can be raised to the foreground.
 */
export async function withinBudget<R>(
  priority: RequestPriority,
  signal: AbortSignal | undefined,
  send: () => Promise<R>,
  outcomeOf: (result: R) => RequestOutcome,
  onQueued?: (queued: QueuedRequest) => void,
): Promise<R> {
  const queued = requestScheduler.enqueue(priority, signal)
  onQueued?.(queued)
  const ticket = await queued.ticket
  try {
    const result = await send()
    ticket.finish(outcomeOf(result))
    return result
  } catch (error) {
    ticket.finish({ kind: 'no-answer' })
    throw error
  }
}

/** The budget's view of an HTTP status: 429 means Laravel ran nothing and wants us to wait. */
export function outcomeOfStatus(status: number, retryAfter: string | null): RequestOutcome {
  if (status !== TOO_MANY_REQUESTS) return { kind: 'answered' }
  return { kind: 'rate-limited', retryAfterSeconds: retryAfterSeconds(retryAfter) }
}
