import { useSyncExternalStore } from 'react'
import { listenerSet } from '@/lib/external-value'
import { requestScheduler } from '@/api/request-budget'
import type { SchedulerState } from '@/api/request-scheduler'

/**
 * What is being waited for: `rate-limit` the server's last 429 (everything waits), `foreground` /
 * `background` the requests of that kind held back by the budget or by that 429.
 */
export type RequestWait = 'rate-limit' | 'foreground' | 'background'

function until(state: SchedulerState, wait: RequestWait): number | null {
  if (wait === 'rate-limit') return state.rateLimitedUntil
  return wait === 'foreground' ? state.foregroundHeldUntil : state.backgroundHeldUntil
}

// A clock that ticks once a second, only while some countdown is on screen.
let clockNow = Date.now()
let clockTimer: ReturnType<typeof setInterval> | null = null
const clockTicks = listenerSet()

function subscribeClock(listener: () => void): () => void {
  clockNow = Date.now()
  const stop = clockTicks.subscribe(listener)
  clockTimer ??= setInterval(() => {
    clockNow = Date.now()
    clockTicks.notify()
  }, 1000)
  return () => {
    stop()
    if (clockTicks.size > 0 || clockTimer === null) return
    clearInterval(clockTimer)
    clockTimer = null
  }
}

const noClock = () => () => undefined

/**
 * Whole seconds left in that wait, counting down once a second, or null when nothing waits (or when
 * it is not known for how long, e.g. behind a person's requests). For texts such as the export's
 * 'Waiting for the server's rate limit (N s)'.
 */
export function useRequestWaitSeconds(wait: RequestWait): number | null {
  const target = until(useSyncExternalStore(requestScheduler.subscribe, requestScheduler.getState), wait)
  const now = useSyncExternalStore(target === null ? noClock : subscribeClock, () => clockNow)
  if (target === null) return null
  const seconds = Math.ceil((target - now) / 1000)
  return seconds > 0 ? seconds : null
}
