/**
 * Steps from one record to another under way: the queue's `j` and `k`, which leave the record a frame
 * after the press (its screen shows the press first), and act and advance across a page, which waits
 * for that page. What tells about the record left waits for them: a refused decision answered
 * meanwhile must still see that the reviewer has moved on, and offer Open. At most `LONGEST_WAIT_MS`:
 * a step waiting for the network or the request budget must not hold the news back.
 */
const LONGEST_WAIT_MS = 1000

let settled: Promise<void> = Promise.resolve()

export const recordSteps = {
  /** A step starts; it ends when `step` settles, however it ends. */
  track(step: Promise<unknown>): void {
    const ended = step.then(
      () => undefined,
      () => undefined,
    )
    settled = Promise.all([settled, ended]).then(() => undefined)
  },
  /** Resolves once no step is under way, or after `LONGEST_WAIT_MS`. */
  settled(): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined
    const longest = new Promise<void>((resolve) => (timer = setTimeout(resolve, LONGEST_WAIT_MS)))
    // The timer goes with the wait: a notice leaves no second-long timer behind.
    return Promise.race([settled, longest]).finally(() => clearTimeout(timer))
  },
}
