import { act, configure, getConfig } from '@testing-library/react'

// Node's own, taken before any test fakes the globals: Testing Library's waits poll on them.
const realSetTimeout = globalThis.setTimeout
const realClearTimeout = globalThis.clearTimeout
// How long a wait on the test's clock lets real time pass between looks (the mock's answers and React's
// work run on real time). A screen changes only as React's act() ends, so nothing shortens the wait
// but this: at 10 ms the walk of 32 records spent a fifth of its time waiting (3.5 -> 3.1 s at 2).
const POLL_MS = 2

type SetTimeout = typeof globalThis.setTimeout

let restore: (() => void) | null = null

/**
 * Hands the clock to the test: the app's timers and `Date` stand still until the test moves them with
 * `elapse()`, so what a test sees never depends on how fast the machine runs (unlike
 * `shouldAdvanceTime`, where real time moves the clock too). Timers due now (a `setTimeout(..., 0)`)
 * still run as they would.
 *
 * Testing Library's waits (`waitFor`, `findBy*`) poll on the global timers, which are now the test's.
 * They recognise fake timers by Jest's global and then, between polls, ask Jest to advance them by the
 * poll interval. Here that request runs only the timers due now and the poll waits real time instead,
 * so a wait ends as soon as the screen shows and the clock stays where the test put it. A wait's own
 * time-out gets a twin on the real clock, so a wait that never ends still fails in its usual time,
 * saying what it waited for. (Vitest's own `vi.waitFor` moves fake timers on as it polls: not here.)
 * user-event waits on timers too: set it up with `userEvent.setup({ advanceTimers: vi.advanceTimersByTime })`.
 *
 * Call it where the test takes the clock: at the start when the first screen already waits on a timer,
 * else once the screen is open (the router's loading screen stays up for its minimum, a timer too).
 * tests/setup.ts gives the real clock back after each test, before it waits for the app to settle.
 */
export function useTestClock(): void {
  restoreRealClock()
  // What the app waits on. Node's setImmediate, queueMicrotask and performance stay real: msw and fetch
  // run on them, and React's scheduler took setImmediate before any test ran.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  const previous = getConfig()
  // Testing Library looks for fake timers only where Jest's global says they may be.
  Object.assign(globalThis, { jest: { advanceTimersByTime: () => vi.advanceTimersByTime(0) } })
  configure({
    asyncWrapper: (wait) => previous.asyncWrapper(() => withRealTimeOut(wait)),
    unstable_advanceTimersWrapper: (runDueTimers) =>
      act(async () => {
        runDueTimers()
        await new Promise((resolve) => realSetTimeout(resolve, POLL_MS))
      }),
  })
  restore = () => {
    configure({
      asyncWrapper: previous.asyncWrapper,
      unstable_advanceTimersWrapper: previous.unstable_advanceTimersWrapper,
    })
    Reflect.deleteProperty(globalThis, 'jest')
    vi.useRealTimers()
  }
}

/**
 * Starts a wait of Testing Library's whose time-out (its `handleTimeout`, the first timer it sets, at
 * once) also fires on the real clock. Any other timer set meanwhile stays on the test's clock.
 */
function withRealTimeOut<T>(wait: () => Promise<T>): Promise<T> {
  const testSetTimeout = globalThis.setTimeout
  let twin: ReturnType<typeof realSetTimeout> | undefined
  const watching = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = testSetTimeout(callback, ms, ...args)
    if (callback.name === 'handleTimeout' && twin === undefined) {
      twin = realSetTimeout(() => {
        clearTimeout(id)
        callback()
      }, ms)
    }
    return id
  }
  // Testing Library tells fake timers by the `clock` their setTimeout carries.
  globalThis.setTimeout = Object.assign(watching, {
    clock: (testSetTimeout as { clock?: unknown }).clock,
  }) as unknown as SetTimeout
  let waiting: Promise<T>
  try {
    waiting = wait()
  } finally {
    globalThis.setTimeout = testSetTimeout
  }
  return waiting.finally(() => realClearTimeout(twin))
}

/** Gives the clock back to real time (tests/setup.ts, after each test). */
export function restoreRealClock(): void {
  restore?.()
  restore = null
}

/**
 * Lets `ms` of the test's clock pass (see `useTestClock`): the app's timers fire in order and React
 * renders what they changed. Call it after what the user sees has settled, so no step races the clock.
 */
export async function elapse(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

/**
 * Moves the test's clock on in steps of `stepMs` until `shows()` holds, for a screen that waits both
 * on the clock (the sign-in check's 'Loading...' stays 200 ms) and on work that takes real time (a
 * route's code loading, the mock's answer). Which comes first depends on how busy the machine is: one
 * `elapse` could pass before a timer it was meant for was even set. Each step lets real time pass too.
 */
export async function elapseUntil(shows: () => boolean, stepMs = 50): Promise<void> {
  const deadline = performance.now() + (getConfig().asyncUtilTimeout || 15_000)
  while (!shows()) {
    if (performance.now() > deadline) throw new Error('The screen did not show while the clock moved on')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(stepMs)
      await new Promise((resolve) => realSetTimeout(resolve, POLL_MS))
    })
  }
}
