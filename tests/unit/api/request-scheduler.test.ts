import { memoryLedgers } from '@/api/request-ledger'
import {
  backoffSeconds,
  RequestScheduler,
  type BudgetLedger,
  type RequestPriority,
  type Ticket,
} from '@/api/request-scheduler'

// The scheduler's clock is injected; here it is Vitest's fake clock, so every wait is exact.
const clock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

interface Tracked {
  name: string
  ticket: Ticket | null
  error: unknown
}

/** Queues named requests and records which have been let go, in order. */
function harness(limitPerMinute: number, ledger?: BudgetLedger) {
  const scheduler = new RequestScheduler({ limitPerMinute, clock, ledger })
  const sent: string[] = []
  const requests = new Map<string, Tracked>()
  const queue = (name: string, priority: RequestPriority = 'foreground', signal?: AbortSignal) => {
    const tracked: Tracked = { name, ticket: null, error: null }
    requests.set(name, tracked)
    const queued = scheduler.enqueue(priority, signal)
    queued.ticket.then(
      (ticket) => {
        tracked.ticket = ticket
        sent.push(name)
      },
      (error: unknown) => {
        tracked.error = error
      },
    )
    return queued
  }
  const answer = (name: string, outcome: Parameters<Ticket['finish']>[0] = { kind: 'answered' }) => {
    const ticket = requests.get(name)?.ticket
    if (!ticket) throw new Error(`${name} was not sent`)
    ticket.finish(outcome)
  }
  const names = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`)
  return { scheduler, sent, requests, queue, answer, names }
}

/** A ledger of no other tab that keeps nothing, with `overrides` for what a test watches. */
function fakeLedger(overrides: Partial<BudgetLedger>): BudgetLedger {
  return {
    loadedAt: Date.now(),
    known: () => true,
    othersEnds: () => [],
    othersBlockedUntil: () => 0,
    claim: async () => true,
    record: () => undefined,
    settle: () => undefined,
    block: () => undefined,
    subscribe: () => () => undefined,
    ...overrides,
  }
}

/** Lets the tickets' promise callbacks run, and the clock move if asked. */
async function settle(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms)
}

describe('the request scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('backs off 2, 4, 8 ... up to 60 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(backoffSeconds)).toEqual([2, 4, 8, 16, 32, 60, 60, 60])
  })

  it('sends at once within the budget and holds the rest until a minute after the answers', async () => {
    const { queue, answer, sent, names } = harness(3)
    for (const name of names('r', 4)) queue(name)
    await settle()
    expect(sent).toEqual(['r1', 'r2', 'r3'])
    // In-flight requests count until a minute after their answer, whatever the latency.
    await settle(5_000)
    answer('r1')
    answer('r2')
    await settle(60_999)
    expect(sent).toEqual(['r1', 'r2', 'r3'])
    await settle(1)
    expect(sent).toEqual(['r1', 'r2', 'r3', 'r4'])
  })

  it('puts people first and keeps a fifth of the budget out of background reach', async () => {
    const { queue, answer, sent, names } = harness(10)
    for (const name of names('b', 10)) queue(name, 'background')
    await settle()
    expect(sent).toEqual(names('b', 8))
    queue('click')
    queue('search')
    await settle()
    expect(sent.slice(8)).toEqual(['click', 'search'])
    for (const name of [...names('b', 8), 'click', 'search']) answer(name)
    // When room comes back, a person queued after the background work still goes first.
    queue('next click')
    await settle(61_000)
    expect(sent.slice(10)).toEqual(['next click', 'b9', 'b10'])
  })

  it('never lets background work starve a person, however much of it there is', async () => {
    const { queue, answer, sent, names } = harness(5)
    for (const name of names('b', 50)) queue(name, 'background')
    await settle()
    expect(sent).toEqual(names('b', 4))
    queue('click')
    await settle()
    expect(sent).toContain('click')
    for (const name of sent) answer(name)
    await settle(61_000)
    expect(sent).toHaveLength(5 + 4)
  })

  it('has no budget at 0 a minute, but still waits out a 429', async () => {
    const { queue, answer, sent, names } = harness(0)
    for (const name of names('r', 200)) queue(name, 'background')
    await settle()
    expect(sent).toHaveLength(200)
    answer('r1', { kind: 'rate-limited', retryAfterSeconds: 5 })
    queue('after')
    await settle(4_999)
    expect(sent).not.toContain('after')
    await settle(1)
    expect(sent).toContain('after')
  })

  it('after a 429 waits what Retry-After says, then sends one request alone before the rest', async () => {
    const { scheduler, queue, answer, sent } = harness(60)
    queue('first')
    await settle()
    answer('first', { kind: 'rate-limited', retryAfterSeconds: 30 })
    expect(scheduler.rateLimitWaitMs()).toBe(30_000)
    expect(scheduler.getState().rateLimitedUntil).toBe(Date.now() + 30_000)
    queue('a')
    queue('b', 'background')
    queue('c')
    await settle(29_999)
    expect(sent).toEqual(['first'])
    await settle(1)
    expect(sent).toEqual(['first', 'a'])
    expect(scheduler.getState().rateLimitedUntil).toBeNull()
    answer('a')
    await settle()
    expect(sent).toEqual(['first', 'a', 'c', 'b'])
  })

  it('without a readable Retry-After backs off 2, 4, 8 s, and an answer starts the count over', async () => {
    const { scheduler, queue, answer } = harness(60)
    const refuse = async (name: string, expectedWaitMs: number) => {
      queue(name)
      await settle(scheduler.rateLimitWaitMs())
      answer(name, { kind: 'rate-limited', retryAfterSeconds: null })
      expect(scheduler.rateLimitWaitMs()).toBe(expectedWaitMs)
    }
    await refuse('r1', 2_000)
    await refuse('r2', 4_000)
    await refuse('r3', 8_000)
    queue('ok')
    await settle(8_000)
    answer('ok')
    await refuse('r4', 2_000)
  })

  it('counts 429s to requests sent together as one refusal', async () => {
    const { scheduler, queue, answer } = harness(60)
    queue('a')
    queue('b')
    queue('c')
    await settle()
    answer('a', { kind: 'rate-limited', retryAfterSeconds: null })
    answer('b', { kind: 'rate-limited', retryAfterSeconds: null })
    answer('c', { kind: 'rate-limited', retryAfterSeconds: null })
    expect(scheduler.rateLimitWaitMs()).toBe(2_000)
  })

  it('lifts the wait when a person asks to try again', async () => {
    const { scheduler, queue, answer, sent } = harness(60)
    queue('first')
    await settle()
    answer('first', { kind: 'rate-limited', retryAfterSeconds: 60 })
    queue('again')
    await settle(1_000)
    expect(sent).toEqual(['first'])
    scheduler.liftRateLimit()
    await settle()
    expect(sent).toEqual(['first', 'again'])
  })

  it('raises a queued request to the foreground, and preloads when a navigation starts', async () => {
    const { scheduler, queue, answer, sent, names } = harness(5)
    for (const name of names('b', 4)) queue(name, 'background')
    const shared = queue('export page', 'background')
    queue('hover', 'preload')
    await settle()
    expect(sent).toEqual(names('b', 4))
    shared.raise()
    await settle()
    expect(sent.at(-1)).toBe('export page')
    answer('b1')
    await settle(61_000)
    expect(sent).not.toContain('hover')
    scheduler.promotePreloads()
    await settle()
    expect(sent.at(-1)).toBe('hover')
  })

  it('drops an aborted request from the queue and rejects it with the abort reason', async () => {
    const { queue, requests, sent } = harness(1)
    queue('first')
    const controller = new AbortController()
    queue('aborted', 'foreground', controller.signal)
    queue('third')
    await settle()
    controller.abort()
    await settle()
    expect(requests.get('aborted')?.error).toBeInstanceOf(DOMException)
    expect(sent).toEqual(['first'])
  })

  it('takes a new limit at once, still counting what was sent', async () => {
    const { scheduler, queue, sent, names } = harness(0)
    for (const name of names('r', 3)) queue(name)
    await settle()
    scheduler.setLimit(4)
    queue('fourth')
    queue('fifth')
    await settle()
    expect(sent).toEqual([...names('r', 3), 'fourth'])
    scheduler.setLimit(0)
    await settle()
    expect(sent.at(-1)).toBe('fifth')
  })

  it('tells how long held work will wait, for the texts that count it down', async () => {
    const { scheduler, queue, answer, names } = harness(5)
    expect(scheduler.getState()).toEqual({
      rateLimitedUntil: null,
      foregroundHeldUntil: null,
      backgroundHeldUntil: null,
    })
    for (const name of names('r', 4)) queue(name, 'background')
    await settle()
    for (const name of names('r', 4)) answer(name)
    await settle(10_000)
    queue('held', 'background')
    await settle()
    expect(scheduler.getState().backgroundHeldUntil).toBe(Date.now() + 51_000)
    expect(scheduler.getState().foregroundHeldUntil).toBeNull()
  })

  describe('with the other tabs of the browser (one ledger)', () => {
    it('keeps two tabs together within the budget, however they race for the last places', async () => {
      const tabOf = memoryLedgers()
      const first = harness(20, tabOf('first'))
      const second = harness(20, tabOf('second'))
      // Each tab's first screen (three requests, sent before their claims), then three quarters of the
      // minute spent: what is left goes by claims only.
      for (const name of first.names('f', 3)) first.queue(name)
      for (const name of second.names('s', 3)) second.queue(name)
      for (const name of first.names('g', 9)) first.queue(name)
      await settle()
      expect(first.sent.length + second.sent.length).toBe(15)
      // Both tabs ask for more than the minute allows, at the same moment.
      for (const name of first.names('a', 4)) first.queue(name)
      for (const name of second.names('b', 4)) second.queue(name)
      await settle()
      expect(first.sent.length + second.sent.length).toBe(20)
      // The answers come; the places free a minute later, for whoever waits, never more than 20 at once.
      for (const name of first.sent) first.answer(name)
      for (const name of second.sent) second.answer(name)
      await settle(60_999)
      expect(first.sent.length + second.sent.length).toBe(20)
      await settle(1)
      expect(first.sent.length + second.sent.length).toBe(23)
    })

    it("leaves a loading page's first three places to it while another tab claims the last of the minute", async () => {
      const tabOf = memoryLedgers()
      const second = harness(20, tabOf('second'))
      for (const name of second.names('s', 14)) second.queue(name)
      await settle()
      expect(second.sent).toHaveLength(14)
      // The second tab asks for more while the first tab loads: the first tab's first screen leaves
      // before its claims, so the second tab's claims, decided first, cannot see it in the ledger.
      for (const name of second.names('t', 6)) second.queue(name)
      const first = harness(20, tabOf('first'))
      for (const name of first.names('f', 3)) first.queue(name)
      await settle()
      expect(first.sent).toEqual(first.names('f', 3))
      expect(first.sent.length + second.sent.length).toBe(20)
    })

    it("gives the minute's places back once a tab's first screen is spent", async () => {
      const tabOf = memoryLedgers()
      const first = harness(20, tabOf('first'))
      const second = harness(20, tabOf('second'))
      for (const name of first.names('f', 3)) first.queue(name)
      await settle()
      // The first tab's three are in the ledger now, and it asks nothing more: the second tab may take
      // every place that is left.
      for (const name of second.names('s', 20)) second.queue(name)
      await settle()
      expect(first.sent.length + second.sent.length).toBe(20)
    })

    it('keeps no places for a tab that loaded long ago and asked nothing', async () => {
      const tabOf = memoryLedgers()
      const idle = harness(20, tabOf('idle'))
      await settle(15_000)
      const busy = harness(20, tabOf('busy'))
      for (const name of busy.names('b', 21)) busy.queue(name)
      await settle()
      expect(busy.sent).toHaveLength(20)
      // Past its first screen's time, the idle tab's first request waits for a claim like any other.
      idle.queue('late')
      await settle()
      expect(idle.sent).toEqual([])
    })

    it('sends nothing from a page loaded into a full minute before it has read what the minute spent', async () => {
      const tabOf = memoryLedgers()
      const second = harness(20, tabOf('second'))
      for (const name of second.names('s', 19)) second.queue(name)
      await settle()
      const first = harness(20, tabOf('first'))
      for (const name of first.names('f', 3)) first.queue(name)
      await settle()
      expect(first.sent).toEqual(['f1'])
    })

    it("sends a page's first screen before the tabs' database opens, from the copy of the ledger at hand", async () => {
      const tabOf = memoryLedgers()
      const busy = harness(20, tabOf('busy'))
      for (const name of busy.names('b', 10)) busy.queue(name)
      await settle()
      const neverOpens = new Promise<never>(() => undefined)
      // Without a copy a page waits for the database to know what the minute spent.
      const waiting = harness(20, tabOf('waiting', { opened: neverOpens }))
      for (const name of waiting.names('w', 3)) waiting.queue(name)
      const first = harness(20, tabOf('first', { opened: neverOpens, copyAtHand: true }))
      for (const name of first.names('f', 3)) first.queue(name)
      await settle()
      expect(waiting.sent).toEqual([])
      expect(first.sent).toEqual(first.names('f', 3))
    })

    it("counts a left page's first screen that it sent but never wrote to the ledger (a reload at once)", async () => {
      const tabOf = memoryLedgers()
      // A page whose database never opens: its first screen leaves, and the ledger never hears of it.
      const left = harness(8, tabOf('left', { opened: new Promise<never>(() => undefined), copyAtHand: true }))
      for (const name of left.names('l', 3)) left.queue(name)
      await settle()
      expect(left.sent).toEqual(left.names('l', 3))
      tabOf.leave('left')
      // The page loaded next asks for the whole minute: it gets what the three left over, no more.
      const next = harness(8, tabOf('next', { copyAtHand: true }))
      for (const name of next.names('n', 8)) next.queue(name)
      await settle()
      expect(next.sent).toHaveLength(5)
      // The three count a minute from when they left; then the rest go.
      for (const name of next.sent) next.answer(name)
      await settle(61_000)
      expect(next.sent).toHaveLength(8)
    })

    it('sends nothing from a page loaded into a full minute that the copy at hand shows full', async () => {
      const tabOf = memoryLedgers()
      const busy = harness(20, tabOf('busy'))
      for (const name of busy.names('b', 20)) busy.queue(name)
      await settle()
      expect(busy.sent).toHaveLength(20)
      const first = harness(20, tabOf('first', { opened: new Promise<never>(() => undefined), copyAtHand: true }))
      for (const name of first.names('f', 3)) first.queue(name)
      await settle()
      expect(first.sent).toEqual([])
    })

    it("sends a page's first three requests at once while the minute is far from full, the rest after their claims", async () => {
      // A ledger whose lock never answers: a claim that waited for it would never leave.
      const recorded: string[] = []
      const stuck = fakeLedger({
        claim: () => new Promise<boolean>(() => undefined),
        record: (id) => void recorded.push(id),
      })
      const { sent, queue, names } = harness(60, stuck)
      for (const name of names('r', 5)) queue(name)
      await settle()
      // The first screen's three leave unclaimed, each written to the ledger; the rest wait for claims.
      expect(sent).toEqual(names('r', 3))
      expect(recorded).toHaveLength(3)
    })

    it('writes nothing to the ledger without a limit, but still tells the other tabs of a 429', async () => {
      const written: string[] = []
      const counting = fakeLedger({
        claim: async () => {
          written.push('claim')
          return true
        },
        record: () => void written.push('record'),
        settle: () => void written.push('settle'),
        block: () => void written.push('block'),
      })
      const { sent, queue, answer, names } = harness(0, counting)
      for (const name of names('r', 10)) queue(name)
      await settle()
      expect(sent).toEqual(names('r', 10))
      for (const name of names('r', 9)) answer(name)
      answer('r10', { kind: 'rate-limited', retryAfterSeconds: 5 })
      expect(written).toEqual(['block'])
    })

    it("holds every tab back while one of them waits out the server's 429", async () => {
      const tabOf = memoryLedgers()
      const first = harness(0, tabOf('first'))
      const second = harness(0, tabOf('second'))
      first.queue('a1')
      await settle()
      first.answer('a1', { kind: 'rate-limited', retryAfterSeconds: 30 })
      await settle()
      second.queue('b1')
      await settle(29_999)
      expect(second.sent).toEqual([])
      await settle(1)
      expect(second.sent).toEqual(['b1'])
    })
  })
})
