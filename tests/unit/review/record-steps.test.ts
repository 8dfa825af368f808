import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordSteps } from '@/features/review/detail/record-steps'
import { afterNextPaint, inNextTask } from '@/lib/next-paint'

describe('record steps: what tells about a record waits for a step away from it', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => vi.useRealTimers())

  /** Whether `promise` settled by now, after the microtasks queued so far. */
  async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
    let done = false
    void promise.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    return done
  }

  it('waits for the step under way, whether it opened a record or failed', async () => {
    let finish: () => void = () => undefined
    let fail: (error: Error) => void = () => undefined
    recordSteps.track(new Promise<void>((resolve) => (finish = resolve)))
    recordSteps.track(new Promise<void>((_, reject) => (fail = reject)))
    const told = recordSteps.settled()
    expect(await hasSettled(told)).toBe(false)
    finish()
    expect(await hasSettled(told)).toBe(false)
    fail(new Error('The next page did not load'))
    expect(await hasSettled(told)).toBe(true)
  })

  it('waits a second at most: a step held by the network does not hold the news back', async () => {
    recordSteps.track(new Promise<void>(() => undefined))
    const told = recordSteps.settled()
    await vi.advanceTimersByTimeAsync(999)
    expect(await hasSettled(told)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await hasSettled(told)).toBe(true)
  })
})

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resolves in a task after the next frame, ahead of the queue where the browser can say so', async () => {
    const order: string[] = []
    let drawFrame: () => void = () => undefined
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      drawFrame = () => callback(0)
      return 1
    })
    vi.stubGlobal('scheduler', {
      postTask: (callback: () => void, { priority }: { priority: string }) => {
        order.push(`task (${priority})`)
        callback()
        return Promise.resolve()
      },
    })
    const painted = afterNextPaint().then(() => order.push('resolved'))
    await Promise.resolve()
    expect(order).toEqual([])
    drawFrame()
    await painted
    expect(order).toEqual(['task (user-blocking)', 'resolved'])
  })

  it('resolves in the next task on a hidden page, which draws no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', () => {
      throw new Error('no frame is asked for on a hidden page')
    })
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await afterNextPaint()
    vi.restoreAllMocks()
  })
})

describe('inNextTask', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('resolves in a task of its own, not among the microtasks of the one that asked', async () => {
    vi.stubGlobal('scheduler', undefined)
    let resolved = false
    void inNextTask().then(() => (resolved = true))
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(resolved).toBe(true)
  })

  it('is a user-blocking task where the browser has a scheduler, ahead of the queue', async () => {
    const priorities: string[] = []
    vi.stubGlobal('scheduler', {
      postTask: (callback: () => void, { priority }: { priority: string }) => {
        priorities.push(priority)
        callback()
        return Promise.resolve()
      },
    })
    await inNextTask()
    expect(priorities).toEqual(['user-blocking'])
  })
})
