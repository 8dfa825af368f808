import { expect, type Page } from '@playwright/test'

/** How long each look for the outcome waits in real time before the clock moves on again. */
const GLANCE = { timeout: 100 }
const STEP_MS = 100

/**
 * Lets `ms` pass on the page's paused clock, then more, a step at a time, until `outcome` holds.
 * The mock's latency timer starts only when a request reaches its handler, after a round trip
 * through the service worker; on a busy machine that can come after a single jump of the clock,
 * and the timer would then wait for ever. The extra steps take the place of the time it missed.
 * A longer `stepMs` crosses a wait for the request budget's next minute in fewer looks; keep it
 * shorter than what the outcome shows for (a toast's 6 s).
 */
export async function runClockUntil(
  page: Page,
  ms: number,
  outcome: (glance: typeof GLANCE) => Promise<void>,
  stepMs: number = STEP_MS,
): Promise<void> {
  await page.clock.runFor(ms)
  await expect(async () => {
    try {
      await outcome(GLANCE)
    } catch (notYet) {
      await page.clock.runFor(stepMs)
      throw notYet
    }
  }).toPass({ intervals: [0] })
}
