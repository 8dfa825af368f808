import { listenerSet } from '@/lib/external-value'

/*
 * The console's request budget (DESIGN section 9). Laravel's `throttle:api` lets a user make a fixed
 * number of requests a minute and answers 429 past it; this module decides when each request may
 * leave so the console stays under that number, and what waits when the server refuses anyway.
 *
 * Pure logic: no fetch, no DOM. Time comes from an injected clock so tests can drive it.
 */

/**
 * Who is waiting for a request. `foreground`: a person asked for it (a click, a navigation, a search).
 * `background`: nobody is looking at it yet (export pages, notify calls); it uses spare budget only.
 * `preload`: background until a navigation starts (`promotePreloads`), because the navigation that
 * follows a hover preload waits for that very request.
 */
export type RequestPriority = 'foreground' | 'background' | 'preload'

export interface SchedulerClock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: SchedulerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

const WINDOW_MS = 60_000
/**
 * A request counts from when it leaves until a minute after its answer: Laravel counts it when it
 * arrives, somewhere in between, so this is the only bound that holds whatever the latency. The extra
 * second covers Laravel's whole-second cache expiry.
 */
const SLOT_AFTER_ANSWER_MS = WINDOW_MS + 1_000
const MAX_BACKOFF_SECONDS = 60
/** The share of the budget background work leaves to people: a click always finds room. */
const FOREGROUND_RESERVE = 0.2
/**
 * A page's first screen: its first requests (who is signed in, the page's data) leave at once, and
 * their places are written to the shared ledger after them. A claim waits for a Web Lock and the
 * ledger's database, which a page gets only 100-250 ms after asking, and that wait came before every
 * first screen. Only these few go unclaimed: within `FIRST_SCREEN_MS` of the page's load, before the
 * tab's first claim, once it has read the ledger, and while the minute (as it knows it) is under
 * three quarters full. Unseen by the other tabs until written, they are not taken from them: every
 * claim leaves to each tab that has just loaded the places of its first screen it has not spent
 * (`BudgetLedger.claim`). Tabs opened at the very same moment could each spend this many unseen by
 * the others, never more; everything after them waits for its claim.
 */
export const FIRST_SCREEN_UNCLAIMED = 3
/** How long after its page loaded a tab's first screen may leave unclaimed. */
export const FIRST_SCREEN_MS = 10_000
const CLAIMED_SHARE = 0.25

/** Seconds to wait after the n-th refusal in a row when the server did not say (no readable Retry-After). */
export function backoffSeconds(refusals: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 2 ** Math.max(1, refusals))
}

/** How one request ended, as far as the budget cares. */
export type RequestOutcome =
  /** Any HTTP answer but 429. */
  | { kind: 'answered' }
  /** 429: Laravel ran nothing. `retryAfterSeconds` when the browser could read the header. */
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  /** No answer (network failure, abort): it may or may not have reached the server. */
  | { kind: 'no-answer' }

/** Permission to send one request; `finish` it exactly once when the request is over. */
export interface Ticket {
  finish(outcome: RequestOutcome): void
}

/** A request waiting for its turn. */
export interface QueuedRequest {
  /** Settles when the request may leave (or rejects with the abort reason). */
  readonly ticket: Promise<Ticket>
  /** Someone now waits for it in the foreground: it stops waiting for spare budget. */
  raise(): void
}

export interface SchedulerState {
  /** Until when the server's last 429 holds everything back, or null. */
  rateLimitedUntil: number | null
  /** When the first held foreground request is expected to leave, or null when none is held. */
  foregroundHeldUntil: number | null
  /** The same for background work (export pages, notify calls, preloads). */
  backgroundHeldUntil: number | null
}

interface Waiter {
  foreground: boolean
  promotable: boolean
  resolve: (ticket: Ticket) => void
  reject: (reason: unknown) => void
  detach: () => void
}

interface Slot {
  id: string
  /** When the request stops counting: Infinity until its answer arrives. */
  end: number
  sentAt: number
  /** Written to the shared ledger (claimed or recorded), so its end is written there too. */
  shared: boolean
}

const NO_STATE: SchedulerState = { rateLimitedUntil: null, foregroundHeldUntil: null, backgroundHeldUntil: null }

/** What a request aborted through `signal` rejects with, as fetch does. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}

/**
 * The requests of the other tabs of this browser (issue 22: one browser, one budget): Laravel counts
 * the user's requests, whichever tab sent them. A tab claims each request in the ledger before it
 * leaves, atomically across tabs, so two tabs waking at the same moment cannot both take the last
 * place in the minute.
 */
export interface BudgetLedger {
  /** When this tab's page loaded: its first screen may leave unclaimed for `FIRST_SCREEN_MS` after. */
  readonly loadedAt: number
  /** This tab has read the ledger once: until then it does not know what the minute has spent. */
  known(): boolean
  /** When each request of the other tabs stops counting, for those still counting at `now`. */
  othersEnds(now: number): number[]
  /** Until when another tab's last 429 holds everything back (0 when none). */
  othersBlockedUntil(): number
  /**
   * Takes a place for request `id` if fewer than `capacity` requests of all tabs count at `now`, with
   * the first-screen places the tabs that have just loaded have not spent yet. Ends this tab's first screen.
   */
  claim(id: string, capacity: number, now: number): Promise<boolean>
  /** Request `id` of this tab left at `now` without a claim (there was room to spare): it counts. */
  record(id: string, now: number): void
  /** Request `id` of this tab stops counting at `end`. */
  settle(id: string, end: number): void
  /** The server answered 429: every tab waits until `until`. */
  block(until: number): void
  /** Another tab's requests changed: time to look again. */
  subscribe(listener: () => void): () => void
}

export interface SchedulerOptions {
  /** Requests a minute the server allows; 0 means no limit is known (429s are still honoured). */
  limitPerMinute: number
  clock?: SchedulerClock
  /** Shared with the other tabs of the browser; without one, this tab's requests are all there are. */
  ledger?: BudgetLedger
}

export class RequestScheduler {
  private readonly clock: SchedulerClock
  private limit: number
  private slots: Slot[] = []
  private foregroundQueue: Waiter[] = []
  private backgroundQueue: Waiter[] = []
  private blockedUntil = 0
  /** 429s in a row without an answer in between; drives the back-off. */
  private refusals = 0
  /** When the last 429 arrived: requests sent before it belong to the same refusal. */
  private lastRefusalAt = Number.NEGATIVE_INFINITY
  /** After a refusal one request goes alone, so a burst does not meet the same wall again. */
  private probing = false
  private probeInFlight = false
  private timer: unknown = null
  private timerAt = Number.POSITIVE_INFINITY
  private state: SchedulerState = NO_STATE
  private readonly changes = listenerSet()
  private readonly ledger: BudgetLedger | null
  /**
   * Requests whose place in the shared ledger is being claimed. Claims are asked together rather than
   * one after the other (each is a Web Lock and a storage read in the browser, answered only once the
   * page's main thread is free): the ledger decides each one in turn under its lock, so however many
   * are asked at once, no more are granted than the minute allows. They count as taken meanwhile.
   */
  private claiming = new Set<Waiter>()
  /** Requests this tab sent before their claim (`FIRST_SCREEN_UNCLAIMED`). */
  private unclaimed = 0
  /** The tab has asked for its first claim: every request from then on waits for its own. */
  private claimedOnce = false
  private nextSlotId = 0

  constructor(options: SchedulerOptions) {
    this.clock = options.clock ?? systemClock
    this.limit = Math.max(0, Math.floor(options.limitPerMinute))
    this.ledger = options.ledger ?? null
    this.ledger?.subscribe(() => this.pump())
  }

  /** Queues one request; its ticket arrives when the budget (and any 429 wait) lets it leave. */
  enqueue(priority: RequestPriority, signal?: AbortSignal): QueuedRequest {
    let waiter: Waiter | undefined
    const ticket = new Promise<Ticket>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal))
        return
      }
      const onAbort = () => {
        if (!waiter) return
        this.remove(waiter)
        reject(signal ? abortReason(signal) : undefined)
        this.pump()
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      waiter = {
        foreground: priority === 'foreground',
        promotable: priority === 'preload',
        resolve,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      }
      if (waiter.foreground) this.foregroundQueue.push(waiter)
      else this.backgroundQueue.push(waiter)
    })
    this.pump()
    return {
      ticket,
      raise: () => {
        if (waiter && !waiter.foreground && this.backgroundQueue.includes(waiter)) {
          this.remove(waiter)
          waiter.foreground = true
          this.foregroundQueue.push(waiter)
          this.pump()
        }
      },
    }
  }

  /** A navigation started: the preloads it may be waiting for stop waiting for spare budget. */
  promotePreloads(): void {
    const promoted = this.backgroundQueue.filter((waiter) => waiter.promotable)
    if (promoted.length === 0) return
    this.backgroundQueue = this.backgroundQueue.filter((waiter) => !waiter.promotable)
    for (const waiter of promoted) waiter.foreground = true
    this.foregroundQueue.push(...promoted)
    this.pump()
  }

  /** A person pressed Try again: stop waiting out the last 429 and send the next request now. */
  liftRateLimit(): void {
    this.blockedUntil = 0
    this.pump()
  }

  /** Milliseconds until the last 429's wait is over (0 when there is none). */
  rateLimitWaitMs(): number {
    return Math.max(0, this.blockedAt() - this.clock.now())
  }

  /** Until when a 429, this tab's or another's, holds every request back. */
  private blockedAt(): number {
    return Math.max(this.blockedUntil, this.ledger?.othersBlockedUntil() ?? 0)
  }

  /** Bound, for React's useSyncExternalStore. */
  readonly getState = (): SchedulerState => this.state

  readonly subscribe = (listener: () => void): (() => void) => this.changes.subscribe(listener)

  /** A new budget from now on (0 = none); what was already sent still counts against it. */
  setLimit(limitPerMinute: number): void {
    this.limit = Math.max(0, Math.floor(limitPerMinute))
    this.pump()
  }

  /** Forgets every sent request and refusal (a new test; queued requests are left alone). */
  reset(limitPerMinute: number = this.limit): void {
    this.limit = Math.max(0, Math.floor(limitPerMinute))
    this.slots = []
    this.blockedUntil = 0
    this.refusals = 0
    this.lastRefusalAt = Number.NEGATIVE_INFINITY
    this.probing = false
    this.probeInFlight = false
    this.pump()
  }

  private remove(waiter: Waiter): void {
    this.foregroundQueue = this.foregroundQueue.filter((candidate) => candidate !== waiter)
    this.backgroundQueue = this.backgroundQueue.filter((candidate) => candidate !== waiter)
  }

  private liveSlots(now: number): number {
    this.slots = this.slots.filter((slot) => slot.end > now)
    return this.slots.length + this.claiming.size + (this.ledger?.othersEnds(now).length ?? 0)
  }

  private capacity(foreground: boolean): number {
    if (this.limit === 0) return Number.POSITIVE_INFINITY
    return foreground ? this.limit : this.limit - Math.floor(this.limit * FOREGROUND_RESERVE)
  }

  /** When the number of counted requests drops below `capacity` (Infinity when it never will by itself). */
  private freeAt(capacity: number, now: number): number {
    const live = this.liveSlots(now)
    if (live < capacity) return now
    const ends = [...this.slots.map((slot) => slot.end), ...(this.ledger?.othersEnds(now) ?? [])].sort((a, b) => a - b)
    // In-flight requests end a minute after an answer that has not come yet: assume it comes now.
    const end = ends[live - capacity] ?? Number.POSITIVE_INFINITY
    return Number.isFinite(end) ? end : now + SLOT_AFTER_ANSWER_MS
  }

  /**
   * Lets `waiter` go. With other tabs to count, it first claims its place in the shared ledger; the
   * pump looks again when the answer comes, whatever it was.
   */
  private start(waiter: Waiter, now: number, capacity: number): void {
    const id = `${now}-${this.nextSlotId++}`
    // Without a limit there is nothing to count across tabs (a 429 is still shared, by `block`): a
    // claim would cost a lock and a database round trip per request, for a ledger that only grows.
    if (!this.ledger || this.limit === 0) {
      this.send(waiter, id, now, false)
      return
    }
    const firstScreen =
      !this.claimedOnce && this.unclaimed < FIRST_SCREEN_UNCLAIMED && now - this.ledger.loadedAt < FIRST_SCREEN_MS
    if (firstScreen && this.liveSlots(now) < capacity - Math.ceil(capacity * CLAIMED_SHARE)) {
      this.unclaimed += 1
      this.send(waiter, id, now, true)
      this.ledger.record(id, now)
      return
    }
    this.claimedOnce = true
    this.claiming.add(waiter)
    void this.ledger.claim(id, capacity, now).then((granted) => {
      this.claiming.delete(waiter)
      const queued = this.foregroundQueue.includes(waiter) || this.backgroundQueue.includes(waiter)
      if (granted && queued) this.send(waiter, id, this.clock.now(), true)
      else if (granted) this.ledger?.settle(id, this.clock.now())
      this.pump()
    })
  }

  private send(waiter: Waiter, id: string, now: number, shared: boolean): void {
    this.remove(waiter)
    waiter.detach()
    const slot: Slot = { id, end: Number.POSITIVE_INFINITY, sentAt: now, shared }
    this.slots.push(slot)
    const isProbe = this.probing
    if (isProbe) this.probeInFlight = true
    let finished = false
    waiter.resolve({
      finish: (outcome) => {
        if (finished) return
        finished = true
        this.settle(slot, outcome, isProbe)
      },
    })
  }

  private settle(slot: Slot, outcome: RequestOutcome, wasProbe: boolean): void {
    const now = this.clock.now()
    slot.end = now + SLOT_AFTER_ANSWER_MS
    if (slot.shared) this.ledger?.settle(slot.id, slot.end)
    if (wasProbe) this.probeInFlight = false
    const current = slot.sentAt > this.lastRefusalAt
    if (outcome.kind === 'rate-limited') {
      // Requests that left before the last refusal was known were refused by the same full window.
      if (current || this.refusals === 0) this.refusals += 1
      this.lastRefusalAt = now
      const waitSeconds = outcome.retryAfterSeconds ?? backoffSeconds(this.refusals)
      this.blockedUntil = Math.max(this.blockedUntil, now + waitSeconds * 1000)
      this.ledger?.block(this.blockedUntil)
      this.probing = true
    } else if (outcome.kind === 'answered' && current) {
      this.refusals = 0
      this.probing = false
    }
    this.pump()
  }

  private pump(): void {
    const now = this.clock.now()
    // A page's first requests wait for the ledger's first read (begun as the page loads, so rarely
    // waited for): before it, a minute another tab has filled looks empty. The read wakes the pump.
    const ledgerKnown = this.ledger?.known() ?? true
    if (now >= this.blockedAt() && ledgerKnown) this.release(now)
    this.publish(now)
    this.armTimer(now)
  }

  private release(now: number): void {
    if (this.probing) {
      if (this.probeInFlight || this.claiming.size > 0) return
      const probe = this.foregroundQueue[0] ?? this.backgroundQueue[0]
      const allowed = probe && this.liveSlots(now) < this.capacity(probe.foreground)
      if (probe && allowed) this.start(probe, now, this.capacity(probe.foreground))
      return
    }
    // A claim in the shared ledger is answered later; its request stays queued (and counted) until then.
    const unclaimed = (waiter: Waiter) => !this.claiming.has(waiter)
    for (;;) {
      const next = this.foregroundQueue.find(unclaimed)
      if (!next || this.liveSlots(now) >= this.capacity(true)) break
      this.start(next, now, this.capacity(true))
    }
    // Background work never goes ahead of a person, nor into the share kept for them.
    if (this.foregroundQueue.some(unclaimed)) return
    for (;;) {
      const next = this.backgroundQueue.find(unclaimed)
      if (!next || this.liveSlots(now) >= this.capacity(false)) break
      this.start(next, now, this.capacity(false))
    }
  }

  private heldUntil(foreground: boolean, now: number): number | null {
    const queue = foreground ? this.foregroundQueue : this.backgroundQueue
    if (queue.length === 0) return null
    return Math.max(this.blockedAt(), this.freeAt(this.capacity(foreground), now))
  }

  private publish(now: number): void {
    const next: SchedulerState = {
      rateLimitedUntil: this.blockedAt() > now ? this.blockedAt() : null,
      foregroundHeldUntil: this.heldUntil(true, now),
      backgroundHeldUntil: this.heldUntil(false, now),
    }
    const same =
      next.rateLimitedUntil === this.state.rateLimitedUntil &&
      next.foregroundHeldUntil === this.state.foregroundHeldUntil &&
      next.backgroundHeldUntil === this.state.backgroundHeldUntil
    if (same) return
    this.state = next
    this.changes.notify()
  }

  /** Wakes up when a 429 wait ends or a counted request stops counting, if anything is waiting for it. */
  private armTimer(now: number): void {
    const waiting = this.foregroundQueue.length + this.backgroundQueue.length > 0
    let at = Number.POSITIVE_INFINITY
    if (waiting || this.state.rateLimitedUntil !== null) {
      const blocked = this.blockedAt()
      if (blocked > now) at = blocked
      else if (waiting && !this.probeInFlight) {
        const ends = [...this.slots.map((slot) => slot.end), ...(this.ledger?.othersEnds(now) ?? [])]
        const finite = ends.filter((end) => Number.isFinite(end) && end > now)
        if (finite.length > 0) at = Math.min(...finite)
      }
    }
    if (at === this.timerAt) return
    if (this.timer !== null) this.clock.clearTimeout(this.timer)
    this.timer = null
    this.timerAt = at
    if (Number.isFinite(at)) {
      this.timer = this.clock.setTimeout(() => {
        this.timer = null
        this.timerAt = Number.POSITIVE_INFINITY
        this.pump()
      }, at - now)
    }
  }
}
