import { MutationObserver, type QueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { NOTIFY_FAILED_MESSAGE, type ActionScreen } from '@/domain/action-messages'
import { StatusChangeAnswerSchema } from '@/schemas/status-change'
import { actionEndpoint, type CallAction, type StatusEntity } from '@/domain/status-machines'
import { externalValue } from '@/lib/external-value'
import { livingTabs, openTab, type Tab } from '@/lib/tabs'
import { browserStore } from '@/lib/user-storage'
import { endWithSession } from './auth/session'
import { apiRequest } from './client'
import { probeNow, whenConnected } from './connectivity'
import { dashboardKeys } from './dashboard/dashboard.queries'
import { isAbort, isApiError, NetworkError, ResponseSchemaError } from './errors'
import { retryRateLimitedNow } from './request-budget'
import { holdUnsavedWork } from './unsaved-work'
import { cachedRecord, patchCachedRecord } from './records/record-cache'
import { resourceByKey, type DefinedResource, type ResourceHandle, type ReviewRecord } from './records/record-resource'

/*
 * The outbox (DESIGN section 11): every status change a person confirms goes through here. It shows
 * at once (every cached copy of the record takes the new status), is kept in this browser until the
 * server confirms it, and is visibly unconfirmed until then. Nothing drops it silently: a 429 waits,
 * a lost connection waits for the network, a lost session waits for the same user to sign in again
 * (after a reload too: the outbox is persisted per user and tab, and a tab takes over what a tab that
 * is gone left behind). Only the server's refusal (a 4xx but 401, 419, 429; a 5xx) or the person's
 * Cancel rolls it back, and then it says so, naming the record.
 *
 * Writes go in the order they were made for each record (a suspension before the reactivation that
 * follows it), a few records at a time.
 *
 * A decision may be held for a few seconds before it is sent, for Undo (DESIGN section 12): a held
 * write is a queued write with `holdUntil`, shown at once like any other and taken back by `cancel`
 * until then. A reload during the hold asks first (the write is unsaved work) and then sends it: a tab
 * that takes a write over sends it without the rest of its hold.
 */

/** Where an unconfirmed write stands. */
export type WriteState =
  /** Waiting for its turn: the request budget, a 429's wait, or an earlier change to the same record. */
  | { kind: 'queued' }
  /** No answer from the server: sent again once it can be reached. */
  | { kind: 'offline' }
  /** The session ended before the server answered: sent again once the same user signs in. */
  | { kind: 'signed-out' }
  /** Out to the server now. */
  | { kind: 'sending' }
  /** The server refused it: rolled back, kept on view (with Retry) until dismissed. */
  | { kind: 'refused'; error: unknown }
  /** The record had moved on at the server (another reviewer, another tab): nothing changed. */
  | { kind: 'not-applied'; status: string }

export interface TransitionBody {
  status: string
  notes: string
}

/** One status change the server has not confirmed yet. */
export interface UnconfirmedWrite {
  id: string
  userId: number
  /** The resource's key (`loans`, `kyc`, `members`). */
  resourceKey: string
  entity: StatusEntity
  recordId: number
  action: CallAction<StatusEntity>
  body: TransitionBody
  /** What the record was before: the rollback, and how a replay tells that the record moved on. */
  previous: { status: string; notes: string | null }
  /** Names the record in every message: 'Oratile Rantao · KM1039 · BWP 20,000'. */
  subject: string
  /** Where it was made: the list and the record screen word their failures differently. */
  screen: ActionScreen
  /** Toast its outcome (a bulk run reports its records together instead). */
  announce: boolean
  queuedAt: number
  /** Held for Undo until then (ms since the epoch); absent once the hold is over or for none. */
  holdUntil?: number
  state: WriteState
}

/** How one write ended; it never throws, so a caller may also ignore it. */
export type WriteOutcome = { ok: true } | { ok: false; error: unknown }

/** The person took a write back before it was sent (or one it depended on was not applied). */
export class WriteCancelled extends Error {
  constructor(message = 'Cancelled before it was sent.') {
    super(message)
    this.name = 'WriteCancelled'
  }
}

/** A write that ended without being applied: kept on view until the person dismisses (or retries) it. */
export function isSettled(write: UnconfirmedWrite): boolean {
  return write.state.kind === 'refused' || write.state.kind === 'not-applied'
}

/** A write still held for Undo: not sent before `holdUntil`. */
export function isHeld(write: UnconfirmedWrite): boolean {
  return write.holdUntil !== undefined && write.state.kind === 'queued'
}

/** A write the server confirmed, and when (ms since the epoch, as React Query stamps what it fetched). */
export interface ConfirmedWrite {
  write: UnconfirmedWrite
  confirmedAt: number
}

/**
 * Confirmations kept for the queues' counters: a list page fetched before a write was confirmed still
 * counts its record where it stood until the page is asked again, which may take a while under the
 * request budget. The last ones are plenty: the confirmation itself asks every list again.
 */
const CONFIRMATIONS_KEPT = 100

/** What the console tells the person when a write ends: confirmed, or settled as its state says. */
export interface OutboxNotice {
  write: UnconfirmedWrite
}

export interface SubmitRequest<T extends ReviewRecord> {
  resource: DefinedResource<T>
  record: T
  action: CallAction<StatusEntity>
  body: TransitionBody
  subject: string
  screen: ActionScreen
  announce: boolean
  /** Hold it this long for Undo before it is sent (0 or absent: send when it may). */
  holdMs?: number
}

const PersistedWriteSchema = z.object({
  id: z.string(),
  userId: z.number(),
  resourceKey: z.string(),
  entity: z.enum(['loan', 'kyc', 'member']),
  recordId: z.number(),
  action: z.enum(['verify', 'approve', 'reject', 'suspend', 'reactivate']),
  body: z.object({ status: z.string(), notes: z.string() }),
  previous: z.object({ status: z.string(), notes: z.nullable(z.string()) }),
  subject: z.string(),
  screen: z.enum(['list', 'detail']),
  announce: z.boolean(),
  queuedAt: z.number(),
  holdUntil: z.optional(z.number()),
})

type PersistedWrite = z.output<typeof PersistedWriteSchema>

const stored = browserStore<PersistedWrite[]>('outbox', (value) => {
  const parsed = z.safeParse(z.array(PersistedWriteSchema), value)
  return parsed.success ? parsed.data : undefined
})

/**
 * Whether the record's notes are the ones this write sent: its decision line is on record. Laravel
 * trims what it is sent and stores an empty text as null.
 */
function madeBy(write: UnconfirmedWrite, notes: string | null): boolean {
  return (notes ?? '').trim() === write.body.notes.trim()
}

/** How many records' writes may be out at once; the request budget bounds them further. */
const PARALLEL_RECORDS = 3

/**
 * After a confirmed verify, the resource's notify call (SPEC section 7), in the background: a side
 * matter, so a mutation of its own whose failure is a warning and never undoes the verify. It waits
 * for spare request budget and waits out 429s by itself (DESIGN section 9).
 */
function sendNotify(queryClient: QueryClient, resource: ResourceHandle, verified: unknown): void {
  const request = resource.notifyRequest(verified)
  if (!request) return
  const observer = new MutationObserver(queryClient, {
    mutationFn: () =>
      apiRequest('post', request.path, StatusChangeAnswerSchema, { json: request.body, priority: 'background' }),
    meta: { failure: () => NOTIFY_FAILED_MESSAGE, failureTone: 'warning' },
  })
  observer.mutate().catch(() => {})
}

interface Running {
  queryClient: QueryClient
  userId: number
  tab: Tab
  stopWatching: () => void
}

class Outbox {
  private readonly list = externalValue<readonly UnconfirmedWrite[]>([])
  private readonly confirmations = externalValue<readonly ConfirmedWrite[]>([])
  private releaseUnsavedWork: (() => void) | null = null
  private readonly outcomes = new Map<string, (outcome: WriteOutcome) => void>()
  private readonly controllers = new Map<string, AbortController>()
  private notify: (notice: OutboxNotice) => void = () => undefined
  private running: Running | null = null
  private holdTimer: ReturnType<typeof setTimeout> | null = null

  /** The writes of this tab, for the screens that show them. */
  readonly get = this.list.get
  readonly subscribe = this.list.subscribe
  /** The writes of this tab the server confirmed lately, oldest first. */
  readonly confirmed = { get: this.confirmations.get, subscribe: this.confirmations.subscribe }

  constructor() {
    // Unconfirmed writes are work a lost session must not throw away: the sign-in opens over the page
    // (DESIGN section 9), and they go on once the same user is back.
    this.list.subscribe(() => {
      const holding = this.unconfirmed().length > 0
      if (holding && !this.releaseUnsavedWork) this.releaseUnsavedWork = holdUnsavedWork()
      if (!holding && this.releaseUnsavedWork) {
        this.releaseUnsavedWork()
        this.releaseUnsavedWork = null
      }
    })
  }

  /** Who hears how writes end (the app shell's toasts). */
  onNotice(notify: (notice: OutboxNotice) => void): void {
    this.notify = notify
  }

  /**
   * The signed-in user's outbox in this tab: what this user left unconfirmed in a tab that is gone (a
   * reload, a crash, a session that expired) is taken over, shown again on the records it changes,
   * and sent. Another user's writes are never touched.
   */
  async start(queryClient: QueryClient, userId: number): Promise<void> {
    if (this.running?.userId === userId && this.running.queryClient === queryClient) return
    this.stop()
    const tab = openTab()
    const stopWatching = this.watchCache(queryClient)
    this.running = { queryClient, userId, tab, stopWatching }
    const left = await this.leftBehind(userId, tab.id)
    if (this.running?.tab !== tab) return
    // A write held for Undo in a tab that is gone goes now: its Undo went with that tab.
    const taken = left.map(({ holdUntil: _hold, ...write }) => ({ ...write, state: { kind: 'queued' } as const }))
    this.list.set([...taken, ...this.list.get()])
    this.persist()
    for (const write of left) this.applyTo(queryClient, write)
    this.pump()
  }

  /** The session ended in this tab: nothing more is sent; what is unconfirmed stays in storage. */
  stop(): void {
    const running = this.running
    if (!running) return
    this.running = null
    running.stopWatching()
    if (this.holdTimer) clearTimeout(this.holdTimer)
    this.holdTimer = null
    for (const controller of this.controllers.values()) controller.abort()
    this.controllers.clear()
    // Callers waiting on an outcome (act and advance, a bulk run) hear that it did not happen here.
    for (const resolve of this.outcomes.values()) resolve({ ok: false, error: new Error('The session ended.') })
    this.outcomes.clear()
    if (this.list.get().length > 0) this.list.set([])
    if (this.confirmations.get().length > 0) this.confirmations.set([])
    running.tab.leave()
  }

  /** Forgets everything, storage included (a test starting over). */
  reset(): void {
    this.stop()
    this.notify = () => undefined
  }

  /** Shows the change at once and sends it when it may; resolves when the server confirmed or refused it. */
  submit<T extends ReviewRecord>(request: SubmitRequest<T>): Promise<WriteOutcome> {
    const running = this.running
    if (!running) return Promise.resolve({ ok: false, error: new Error('Nobody is signed in.') })
    const { resource, record } = request
    const write: UnconfirmedWrite = {
      id: crypto.randomUUID(),
      userId: running.userId,
      resourceKey: resource.key,
      entity: resource.entity,
      recordId: record.id,
      action: request.action,
      body: request.body,
      previous: { status: record.status, notes: record.notes },
      subject: request.subject,
      screen: request.screen,
      announce: request.announce,
      queuedAt: Date.now(),
      ...(request.holdMs ? { holdUntil: Date.now() + request.holdMs } : {}),
      state: { kind: 'queued' },
    }
    const outcome = new Promise<WriteOutcome>((resolve) => this.outcomes.set(write.id, resolve))
    this.list.set([...this.list.get(), write])
    this.persist()
    patchCachedRecord(running.queryClient, resource, record.id, (current) => ({ ...current, ...write.body }))
    this.pump()
    return outcome
  }

  /**
   * Send it now: one the server refused, again (its change shows again); one waiting for the network,
   * by asking the server at once; one waiting out the budget or a 429, without the rest of that wait.
   */
  retry(id: string): void {
    const write = this.find(id)
    if (!write || !this.running) return
    if (isSettled(write)) {
      this.update(id, { kind: 'queued' })
      this.applyTo(this.running.queryClient, write)
      this.persist()
    } else if (write.state.kind === 'signed-out') {
      this.update(id, { kind: 'queued' })
    } else if (write.state.kind === 'offline') {
      void probeNow()
    } else if (isHeld(write)) {
      this.release([id])
    } else if (write.state.kind === 'queued') {
      retryRateLimitedNow()
    }
    this.pump()
  }

  /** Takes back a write not yet sent: the record shows what it was, and nothing goes to the server. */
  cancel(id: string): void {
    const write = this.find(id)
    if (!write || write.state.kind === 'sending' || isSettled(write)) return
    this.controllers.get(id)?.abort()
    this.finish(write, { ok: false, error: new WriteCancelled() })
    this.rollBack(write)
  }

  /** Removes a refused write from view. */
  dismiss(id: string): void {
    const write = this.find(id)
    if (write && isSettled(write)) this.list.set(this.list.get().filter((candidate) => candidate.id !== id))
  }

  /** The writes the server has not confirmed yet (settled ones are done), in this tab. */
  unconfirmed(): UnconfirmedWrite[] {
    return this.list.get().filter((write) => !isSettled(write))
  }

  /** Whether this tab has changed the record and the server has not confirmed it yet. */
  changesUnconfirmed(resourceKey: string, recordId: number): boolean {
    return this.unconfirmed().some((write) => write.resourceKey === resourceKey && write.recordId === recordId)
  }

  /** How many writes this user has unconfirmed in this browser, every tab counted. */
  unconfirmedInBrowser(userId: number): number {
    const elsewhere = stored.entries(userId).filter(([key]) => key !== this.running?.tab.id)
    const there = elsewhere.reduce((count, [, writes]) => count + writes.length, 0)
    return there + (this.running?.userId === userId ? this.unconfirmed().length : 0)
  }

  /** A sign-out the person confirmed: this user's unconfirmed writes in this browser are given up. */
  discardAll(userId: number): void {
    for (const [tabId] of stored.entries(userId)) stored.remove(userId, tabId)
    if (this.running?.userId === userId) {
      for (const write of this.unconfirmed()) {
        this.controllers.get(write.id)?.abort()
        this.finish(write, { ok: false, error: new WriteCancelled() })
      }
    }
  }

  private find(id: string): UnconfirmedWrite | undefined {
    return this.list.get().find((write) => write.id === id)
  }

  private update(id: string, state: WriteState): void {
    this.list.set(this.list.get().map((write) => (write.id === id ? { ...write, state } : write)))
  }

  private persist(): void {
    const running = this.running
    if (!running) return
    const writes = this.unconfirmed().map(({ state: _state, ...write }) => write)
    if (writes.length === 0) stored.remove(running.userId, running.tab.id)
    else stored.write(writes, running.userId, running.tab.id)
  }

  /** This user's writes in tabs that are gone, taken over by this tab. */
  private async leftBehind(userId: number, tabId: string): Promise<PersistedWrite[]> {
    const alive = await livingTabs()
    const orphaned = stored.entries(userId).filter(([key]) => key !== tabId && !alive.has(key))
    for (const [key] of orphaned) stored.remove(userId, key)
    return orphaned.flatMap(([, writes]) => writes).sort((a, b) => a.queuedAt - b.queuedAt)
  }

  /**
   * Ends a write: confirmed or cancelled, it leaves the list; refused or not applied (`settled`), it
   * stays on view in that state. Its caller hears how it went.
   */
  private finish(write: UnconfirmedWrite, outcome: WriteOutcome, settled?: WriteState): UnconfirmedWrite {
    this.controllers.delete(write.id)
    const ended = settled ? { ...write, state: settled } : write
    this.list.set(
      settled
        ? this.list.get().map((candidate) => (candidate.id === write.id ? ended : candidate))
        : this.list.get().filter((candidate) => candidate.id !== write.id),
    )
    this.persist()
    this.outcomes.get(write.id)?.(outcome)
    this.outcomes.delete(write.id)
    return ended
  }

  /** The hold is over for these writes: they go like any other. */
  private release(ids: readonly string[]): void {
    if (ids.length === 0) return
    this.list.set(
      this.list.get().map((write) => {
        if (!ids.includes(write.id)) return write
        const { holdUntil: _hold, ...released } = write
        return released
      }),
    )
    this.persist()
  }

  /** Ends the holds that are due, and wakes up when the next one is. */
  private releaseDueHolds(): void {
    if (this.holdTimer) clearTimeout(this.holdTimer)
    this.holdTimer = null
    const now = Date.now()
    const held = this.list.get().filter(isHeld)
    this.release(held.filter((write) => (write.holdUntil ?? 0) <= now).map((write) => write.id))
    const next = Math.min(...held.map((write) => write.holdUntil ?? 0).filter((until) => until > now))
    if (Number.isFinite(next)) this.holdTimer = setTimeout(() => this.pump(), next - now)
  }

  /** Starts every write that may go now: the first of its record, a few records at a time. */
  private pump(): void {
    if (!this.running) return
    this.releaseDueHolds()
    const writes = this.list.get()
    let out = writes.filter((write) => this.controllers.has(write.id)).length
    for (const write of writes) {
      if (out >= PARALLEL_RECORDS) return
      if (write.state.kind !== 'queued' || isHeld(write) || this.controllers.has(write.id)) continue
      const earlier = writes.find(
        (other) =>
          other.resourceKey === write.resourceKey &&
          other.recordId === write.recordId &&
          !isSettled(other) &&
          other.queuedAt <= write.queuedAt &&
          other.id !== write.id,
      )
      if (earlier) continue
      out += 1
      void this.send(write)
    }
  }

  private async send(write: UnconfirmedWrite): Promise<void> {
    const running = this.running
    const resource = resourceByKey(write.resourceKey)
    if (!running || !resource) return
    const controller = new AbortController()
    this.controllers.set(write.id, controller)
    const path = `${resource.path}/${write.recordId}/${actionEndpoint(write.entity, write.action)}`
    for (;;) {
      try {
        const answer = await apiRequest('post', path, StatusChangeAnswerSchema, {
          json: write.body,
          signal: controller.signal,
          onSent: () => this.update(write.id, { kind: 'sending' }),
          onHeldForSignIn: () => this.update(write.id, { kind: 'signed-out' }),
        })
        this.confirm(write, resource, answer)
        break
      } catch (error) {
        if (controller.signal.aborted || isAbort(error) || this.running !== running) return
        if (isApiError(error, 429)) {
          // Laravel ran nothing: it goes again when the budget lets it (the scheduler holds it till then).
          this.update(write.id, { kind: 'queued' })
          continue
        }
        if (error instanceof NetworkError) {
          this.update(write.id, { kind: 'offline' })
          await whenConnected(controller.signal)
          if (controller.signal.aborted || this.running !== running) return
          this.update(write.id, { kind: 'queued' })
          continue
        }
        if (isApiError(error, 401) || isApiError(error, 419)) {
          // The session is gone: the write stays in storage for the same user's next sign-in.
          this.controllers.delete(write.id)
          this.update(write.id, { kind: 'signed-out' })
          return
        }
        // A 422, or a 2xx that is not Laravel's answer: whether the change was made, the server says.
        if (isApiError(error, 422) || error instanceof ResponseSchemaError)
          await this.askWhereItStands(write, resource, error)
        else this.refuse(write, error)
        break
      }
    }
    this.pump()
  }

  private confirm(write: UnconfirmedWrite, resource: ResourceHandle, answer: unknown): void {
    const running = this.running
    if (!running) return
    const returned = z.safeParse(resource.recordSchema, answer)
    if (returned.success) patchCachedRecord(running.queryClient, resource, write.recordId, () => returned.data)
    if (write.action === 'verify') {
      // The record as the server returned it, or as the caches hold it now (the verify shown on it).
      const verified = returned.success ? returned.data : cachedRecord(running.queryClient, resource, write.recordId)
      sendNotify(running.queryClient, resource, verified)
    }
    // Known as confirmed before it leaves the list, so no screen sees it in neither.
    this.confirmations.set([
      ...this.confirmations.get().slice(1 - CONFIRMATIONS_KEPT),
      { write, confirmedAt: Date.now() },
    ])
    this.finish(write, { ok: true })
    this.refreshLists(running.queryClient, resource)
    this.notify({ write })
  }

  /**
   * The answer did not say the change was made: a 422 (the record could not move from where the
   * server has it), or a 2xx whose body is not Laravel's answer (a proxy's page). Asked what the
   * server has now: at the status the write wanted with this write's notes (sent twice across a lost
   * answer, or made behind the odd answer), it is done; still where it was before (or no answer), it
   * is refused and rolled back; otherwise it was not applied, and the record shows the server's
   * status. That includes the same decision by someone else: theirs is the one on record, with their
   * name and reason in the notes, and the reviewer is told theirs was not applied.
   */
  private async askWhereItStands(write: UnconfirmedWrite, resource: ResourceHandle, error: unknown): Promise<void> {
    const running = this.running
    if (!running) return
    const current = await resource.fetchOne(write.recordId).catch(() => null)
    if (!current || current.status === write.previous.status) {
      this.refuse(write, error)
      return
    }
    patchCachedRecord(running.queryClient, resource, write.recordId, () => current)
    if (current.status === write.body.status && madeBy(write, current.notes)) {
      this.confirm(write, resource, current)
      return
    }
    this.giveUpAfter(write)
    const ended = this.finish(write, { ok: false, error }, { kind: 'not-applied', status: current.status })
    this.refreshLists(running.queryClient, resource)
    this.notify({ write: ended })
  }

  private refuse(write: UnconfirmedWrite, error: unknown): void {
    this.giveUpAfter(write)
    const ended = this.finish(write, { ok: false, error }, { kind: 'refused', error })
    this.rollBack(write)
    this.notify({ write: ended })
  }

  /** The later writes to the same record counted on this one: they are not sent either. */
  private giveUpAfter(write: UnconfirmedWrite): void {
    const later = this.list
      .get()
      .filter(
        (other) =>
          other.id !== write.id &&
          other.resourceKey === write.resourceKey &&
          other.recordId === write.recordId &&
          !isSettled(other),
      )
    for (const other of later) {
      this.controllers.get(other.id)?.abort()
      this.finish(other, { ok: false, error: new WriteCancelled('Not sent: the change before it was not applied.') })
    }
  }

  private rollBack(write: UnconfirmedWrite): void {
    const running = this.running
    const resource = resourceByKey(write.resourceKey)
    if (!running || !resource) return
    patchCachedRecord(running.queryClient, resource, write.recordId, (current) =>
      current.status === write.body.status ? { ...current, ...write.previous } : current,
    )
    this.refreshLists(running.queryClient, resource)
  }

  private refreshLists(queryClient: QueryClient, resource: ResourceHandle): void {
    // Status filters and dashboard counts depend on what just changed.
    void queryClient.invalidateQueries({ queryKey: resource.keys.lists() })
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
  }

  /** Shows an unconfirmed write on the record wherever it is cached, unless the server has moved it on. */
  private applyTo(queryClient: QueryClient, write: Omit<UnconfirmedWrite, 'state'>): void {
    const resource = resourceByKey(write.resourceKey)
    if (!resource) return
    patchCachedRecord(queryClient, resource, write.recordId, (current) =>
      current.status === write.previous.status ? { ...current, ...write.body } : current,
    )
  }

  /**
   * A page or record fetched from the server shows the server's status; while a write to it is
   * unconfirmed the screen must keep showing that write, so it goes on again over what arrived.
   */
  private watchCache(queryClient: QueryClient): () => void {
    return queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return
      const [key] = event.query.queryKey
      for (const write of this.unconfirmed()) if (write.resourceKey === key) this.applyTo(queryClient, write)
    })
  }
}

/** The console's one outbox (one per tab; its writes persisted per user and tab). */
export const outbox = new Outbox()

// A session that ends (Logout, an expiry, another user) stops this tab's sending; storage keeps the rest.
endWithSession(() => outbox.stop())
