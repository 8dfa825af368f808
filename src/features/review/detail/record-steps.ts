/**
 * Steps from one record to another under way: the queue's `j` and `k`, and act and advance, which
 * leave the record a frame after the press (its screen shows the press first). What tells about the
 * record left waits for them: a refused decision answered within that frame must still see that the
 * reviewer has moved on, and offer Open.
 */
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
  /** Resolves once no step is under way. */
  settled: (): Promise<void> => settled,
}
