import { listenerSet } from '@/lib/external-value'
import { committed, openSingleStoreDatabase, settled } from '@/lib/indexed-db'
import { browserStore } from '@/lib/user-storage'
import { FIRST_SCREEN_MS, FIRST_SCREEN_UNCLAIMED, type BudgetLedger } from './request-scheduler'

/*
 * The request budget's ledger shared by the tabs of this browser (issue 22: one browser, one budget).
 * Laravel's `throttle:api` counts a user's requests whichever tab sent them, so each tab writes the
 * requests it sends, and when each stops counting, where every other tab reads them. A claim is taken
 * under a Web Lock (read, count, write as one step), so two tabs waking at the same moment for the
 * last place in the minute cannot both take it. The ledger is kept in IndexedDB, not localStorage: a
 * tab's localStorage is a copy that another tab's write reaches a moment later, so a tab taking its
 * turn could count the minute without the request another tab had just claimed (two tabs paging at
 * full speed met Laravel's 429 that way), while IndexedDB reads what was committed. A BroadcastChannel
 * tells the other tabs at once. The ledger outlives a reload, so a console reloaded twice in a minute
 * still knows what the minute has spent.
 *
 * Each commit is also copied to localStorage, for one reader: a page as it loads. Opening the database
 * takes a page 150-250 ms (CPU x4), and its first screen's requests may not leave before it knows what
 * the minute has spent; the copy is read at once. It is as fresh as a read of the database outside the
 * lock would be, which is all a first screen's unclaimed requests ever had; every claim reads the
 * database under the lock.
 *
 * A first screen's unclaimed requests are also logged at once, before their write to the ledger (which
 * waits for the lock and the database): a page left within that moment (a reload, a tab closed) would
 * otherwise have sent them uncounted. Each tab logs under a key of its own in localStorage, so no two
 * tabs write one key; every tab's estimate counts the logged requests, and a claim moves those of a tab
 * that has gone into the ledger.
 */

/** One request in the ledger: its tab, its id, and when it stops counting (null: not answered yet). */
interface Entry {
  tab: string
  id: string
  sentAt: number
  end: number | null
}

interface Ledger {
  entries: Entry[]
  blockedUntil: number
  /**
   * How many of its first screen's unclaimed places (`FIRST_SCREEN_UNCLAIMED`) each tab has spent or
   * given up. A tab's first screen leaves before it is written here, so a claim leaves the places a
   * living tab has not spent yet to it.
   */
  firstScreens: Record<string, number>
}

/** A request unanswered for this long is taken for lost: Laravel's minute has passed. */
const UNANSWERED_COUNTS_MS = 2 * 60_000
/** How long a request counts from when it left when its tab went before the answer came. */
const ORPHAN_COUNTS_MS = 61_000

/** One name for the database, the lock and the channel: they all stand for the one ledger. */
const NAME = 'console-request-ledger'
const STORE = 'ledger'
const KEY = 'ledger'

function endOf(entry: Entry): number {
  return entry.end ?? entry.sentAt + UNANSWERED_COUNTS_MS
}

function live(ledger: Ledger, now: number): Entry[] {
  return ledger.entries.filter((entry) => endOf(entry) > now)
}

/**
 * How long after a tab's page loaded its first screen's places are kept for it: the scheduler's window
 * (`FIRST_SCREEN_MS`) and time for the last of them to be written.
 */
const FIRST_SCREEN_KEPT_MS = FIRST_SCREEN_MS + 5_000

/** The tabs of the ledger living now, each with when its page loaded. */
type LivingTabs = Map<string, number>

/** Tabs other than `tab` whose first screen may still leave unseen. */
function loadingTabs(alive: LivingTabs, tab: string, now: number): string[] {
  return [...alive]
    .filter(([other, loadedAt]) => other !== tab && now - loadedAt < FIRST_SCREEN_KEPT_MS)
    .map(([other]) => other)
}

/** Requests a tab sent before any claim, logged as they leave (see above). */
interface UnclaimedLog {
  add(entry: Entry): void
  /** Every tab's logged requests. */
  read(): Entry[]
  /** Forgets what a tab logged: it has gone, and its requests are in the ledger. */
  forget(tab: string): void
}

const sameRequest = (one: Entry) => (other: Entry) => other.tab === one.tab && other.id === one.id

/**
 * The ledger with the logged requests it does not have yet: each counts as a request whose tab went
 * before its answer came (`ORPHAN_COUNTS_MS`), until its tab's own write (or a claim) brings it in.
 */
function withLogged(ledger: Ledger, logged: readonly Entry[], now: number): Ledger {
  const missing = logged
    .filter((entry) => entry.sentAt + ORPHAN_COUNTS_MS > now && !ledger.entries.some(sameRequest(entry)))
    .map((entry) => ({ ...entry, end: entry.sentAt + ORPHAN_COUNTS_MS }))
  return missing.length === 0 ? ledger : { ...ledger, entries: [...ledger.entries, ...missing] }
}

/** Where the ledger is kept, and how a claim is made one tab at a time. */
interface LedgerStore {
  /** The ledger as the tabs last committed it (inside a turn: exactly). */
  read(): Promise<Ledger>
  /** Commits the ledger and tells the other tabs. */
  write(ledger: Ledger): Promise<void>
  /** The last committed ledger at once, where a copy is kept at hand: a page's first read. */
  copy?(): Ledger | undefined
  /** The log of first screens' unclaimed requests, by tab: written at once, read by every tab. */
  unclaimed: UnclaimedLog
  exclusively<T>(work: () => Promise<T>): Promise<T>
  /** Another tab committed this ledger. */
  subscribe(listener: (ledger: Ledger) => void): () => void
  /**
   * The tabs alive now, with when each loaded: a request of a tab that went unanswered counts a minute
   * from when it left, and a tab that has just loaded may be sending its first screen unseen.
   */
  livingTabs(): Promise<LivingTabs>
}

function sharedLedger(store: LedgerStore, tab: string, loadedAt: number): BudgetLedger {
  // What this tab knows between turns, for its own estimate of when to ask; a claim reads the ledger itself.
  let cached = EMPTY
  let read = false
  const changes = listenerSet()
  const learn = (ledger: Ledger) => {
    cached = withLogged(ledger, store.unclaimed.read(), Date.now())
    read = true
    changes.notify()
  }
  // A copy at hand is this page's first read: its first screen need not wait for the database to open.
  const copy = store.copy?.()
  if (copy) learn(copy)
  void store.read().then(learn)
  store.subscribe(learn)
  // Every change is a read, change, write under the same lock as a claim: none may lose another's entry.
  const update = (change: (ledger: Ledger) => Ledger) =>
    void store.exclusively(async () => {
      cached = change(await store.read())
      await store.write(cached)
    })
  return {
    loadedAt,
    known: () => read,
    othersEnds: (now) =>
      live(cached, now)
        .filter((entry) => entry.tab !== tab)
        .map((entry) => endOf(entry)),
    othersBlockedUntil: () => cached.blockedUntil,
    claim: (id, capacity, now) =>
      store.exclusively(async () => {
        const stored = await store.read()
        // Asked on every claim (one round trip to the browser's lock manager): a tab that has just
        // loaded is living before its first requests leave, and nothing else tells of it.
        const alive = await store.livingTabs()
        const loading = loadingTabs(alive, tab, now)
        const firstScreens: Record<string, number> = { [tab]: FIRST_SCREEN_UNCLAIMED }
        for (const other of loading) firstScreens[other] = stored.firstScreens[other] ?? 0
        // What a gone tab sent unclaimed and never wrote comes in from the log (a living tab writes its own).
        const gone = store.unclaimed.read().filter((entry) => !alive.has(entry.tab))
        const ledger: Ledger = withLogged(
          {
            ...stored,
            // A request of a tab that went before its answer came counts a minute from when it left.
            entries: stored.entries.map((entry) =>
              entry.end === null && entry.tab !== tab && !alive.has(entry.tab)
                ? { ...entry, end: entry.sentAt + ORPHAN_COUNTS_MS }
                : entry,
            ),
            // This tab's first screen is over with its first claim: what it did not spend is given up.
            firstScreens,
          },
          gone,
          now,
        )
        const commit = async (next: Ledger) => {
          await store.write(next)
          for (const goneTab of new Set(gone.map((entry) => entry.tab))) store.unclaimed.forget(goneTab)
        }
        const counting = live(ledger, now)
        const unspent = loading.reduce(
          (places, other) => places + Math.max(0, FIRST_SCREEN_UNCLAIMED - (firstScreens[other] ?? 0)),
          0,
        )
        const full = counting.length + unspent >= capacity
        // A 429 another tab met holds this one back too, even before this tab has heard of it.
        if (full || ledger.blockedUntil > now) {
          cached = ledger
          // The first claim's refusal still ends the first screen: the others may have its places.
          if (stored.firstScreens[tab] !== FIRST_SCREEN_UNCLAIMED || gone.length > 0) await commit(ledger)
          return false
        }
        cached = { ...ledger, entries: [...counting, { tab, id, sentAt: now, end: null }] }
        await commit(cached)
        return true
      }),
    record: (id, now) => {
      store.unclaimed.add({ tab, id, sentAt: now, end: null })
      update((ledger) => ({
        ...ledger,
        entries: [
          ...live(ledger, now).filter((entry) => !(entry.tab === tab && entry.id === id)),
          { tab, id, sentAt: now, end: null },
        ],
        firstScreens: { ...ledger.firstScreens, [tab]: (ledger.firstScreens[tab] ?? 0) + 1 },
      }))
    },
    settle: (id, end) =>
      update((ledger) => ({
        ...ledger,
        entries: ledger.entries.map((entry) => (entry.tab === tab && entry.id === id ? { ...entry, end } : entry)),
      })),
    block: (until) => update((ledger) => ({ ...ledger, blockedUntil: Math.max(ledger.blockedUntil, until) })),
    subscribe: changes.subscribe,
  }
}

const EMPTY: Ledger = { entries: [], blockedUntil: 0, firstScreens: {} }

/** A stored ledger as this build reads it; anything else (another build's, a damaged one) is an empty one. */
function parseLedger(value: unknown): Ledger {
  if (typeof value !== 'object' || value === null) return EMPTY
  const { entries, blockedUntil, firstScreens } = value as Partial<Ledger>
  if (!Array.isArray(entries) || typeof blockedUntil !== 'number') return EMPTY
  // Written by a build that kept no first screens: every living tab may still be loading.
  return {
    entries,
    blockedUntil,
    firstScreens: typeof firstScreens === 'object' && firstScreens !== null ? firstScreens : {},
  }
}

/** A tab's logged requests as this build reads them; anything else is none. */
function parseLogged(value: unknown): Entry[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.filter(
    (entry: Partial<Entry>): entry is Entry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.tab === 'string' &&
      typeof entry.id === 'string' &&
      typeof entry.sentAt === 'number',
  )
}

interface LockManagerLike {
  request<T>(name: string, callback: () => T | Promise<T>): Promise<T>
  query(): Promise<{ held?: { name?: string }[] }>
}

/**
 * Each tab of the ledger holds a Web Lock named after it and when its page loaded, for as long as the
 * page lives: other tabs read from the lock manager which tabs live and which have just loaded.
 */
const TAB_LOCK_PREFIX = `${NAME}:tab:`

/**
 * The browser's ledger: IndexedDB, claims under a Web Lock, news by BroadcastChannel. Null where any
 * is missing (then the tab counts only its own requests, as it always did).
 */
export function browserLedger(): BudgetLedger | null {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined' || typeof BroadcastChannel === 'undefined') {
    return null
  }
  const locks = (navigator as { locks?: LockManagerLike }).locks
  if (!locks || typeof locks.request !== 'function' || typeof locks.query !== 'function') return null
  const tab = crypto.randomUUID()
  const loadedAt = Date.now()
  void locks
    .request(`${TAB_LOCK_PREFIX}${loadedAt}:${tab}`, () => new Promise<never>(() => undefined))
    .catch(() => undefined)
  let database: Promise<IDBDatabase> | null = null
  const opened = () => (database ??= openSingleStoreDatabase(NAME, STORE))
  const channel = new BroadcastChannel(NAME)
  const localCopy = browserStore('request-ledger', parseLedger)
  const log = browserStore('request-ledger-unclaimed', parseLogged)
  return sharedLedger(
    {
      read: async () => {
        try {
          const store = (await opened()).transaction(STORE, 'readonly').objectStore(STORE)
          return parseLedger(await settled(store.get(KEY)))
        } catch {
          // The database cannot be read (private mode, storage trouble): this tab counts for itself.
          return EMPTY
        }
      },
      write: async (ledger) => {
        try {
          const transaction = (await opened()).transaction(STORE, 'readwrite')
          transaction.objectStore(STORE).put(ledger, KEY)
          await committed(transaction)
          localCopy.write(ledger)
          channel.postMessage(ledger)
        } catch {
          // Storage full or gone: this tab goes on counting for itself.
        }
      },
      copy: () => localCopy.read(),
      unclaimed: {
        add: (entry) => log.write([...(log.read(tab) ?? []), entry], tab),
        read: () => log.entries().flatMap(([, entries]) => entries),
        forget: (goneTab) => log.remove(goneTab),
      },
      exclusively: (work) => locks.request(NAME, work),
      livingTabs: async () => {
        const alive: LivingTabs = new Map([[tab, loadedAt]])
        try {
          const { held = [] } = await locks.query()
          for (const { name = '' } of held) {
            if (!name.startsWith(TAB_LOCK_PREFIX)) continue
            const [since = '', id = ''] = name.slice(TAB_LOCK_PREFIX.length).split(':')
            alive.set(id, Number(since))
          }
        } catch {
          // The lock manager cannot be asked (a sandboxed frame): this tab is the one it knows.
        }
        return alive
      },
      subscribe: (listener) => {
        const onMessage = (event: MessageEvent) => listener(parseLedger(event.data))
        channel.addEventListener('message', onMessage)
        return () => channel.removeEventListener('message', onMessage)
      },
    },
    tab,
    loadedAt,
  )
}

/** How a tab of `memoryLedgers` finds the ledger as it loads. */
interface MemoryTabLoad {
  /** Its reads wait for this, as a page's wait for the browser's database to open. */
  opened?: Promise<unknown>
  /** It reads the ledger at once from a copy at hand, as a page does from localStorage. */
  copyAtHand?: boolean
}

/**
 * A ledger in memory shared by several schedulers of one process: stands for the tabs of a browser in
 * tests. Claims are made one at a time, in order, as the Web Lock makes them.
 */
export function memoryLedgers() {
  let ledger: Ledger = EMPTY
  let logged: Entry[] = []
  let queue: Promise<unknown> = Promise.resolve()
  const listeners = new Set<(ledger: Ledger) => void>()
  // Each tab reads and takes turns through its own `read` and `exclusively` (below): a tab's database
  // may open later than the others', and a tab may go.
  const store: Omit<LedgerStore, 'read' | 'exclusively'> = {
    write: async (next) => {
      ledger = next
      for (const listener of listeners) listener(next)
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    livingTabs: async () => new Map(tabs),
    // Written at once, as localStorage is, whether or not the tab's database has opened.
    unclaimed: {
      add: (entry) => void logged.push(entry),
      read: () => [...logged],
      forget: (goneTab) => void (logged = logged.filter((entry) => entry.tab !== goneTab)),
    },
  }
  const tabs: LivingTabs = new Map()
  const departures = new Map<string, () => void>()
  const open = (tab: string, { opened, copyAtHand = false }: MemoryTabLoad = {}) => {
    const loadedAt = Date.now()
    tabs.set(tab, loadedAt)
    const gone = new Promise<void>((resolve) => departures.set(tab, resolve))
    const read = async () => {
      await opened
      return ledger
    }
    const exclusively = <T>(work: () => Promise<T>) => {
      const turn = queue.then(work)
      // The lock is free once the turn is over or its page has gone: the browser drops a gone page's locks.
      queue = Promise.race([turn, gone]).catch(() => undefined)
      return turn
    }
    return sharedLedger({ ...store, read, exclusively, copy: copyAtHand ? () => ledger : undefined }, tab, loadedAt)
  }
  /** The tab's page goes (a reload, the tab closed): what it has not written by now, it never will. */
  const leave = (tab: string) => {
    tabs.delete(tab)
    departures.get(tab)?.()
  }
  return Object.assign(open, { leave })
}
