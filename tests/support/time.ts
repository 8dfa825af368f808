import { act } from '@testing-library/react'

/**
 * Time passes for the app under `vi.useFakeTimers({ shouldAdvanceTime: true })`: its timers fire and
 * React renders what they changed. Call it after what the user sees has settled, so no step races the clock.
 */
export async function elapse(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}
