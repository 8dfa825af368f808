import { listenerSet } from './external-value'

/*
 * Everything the console keeps in this browser, in one place: each kind of entry is listed here
 * once (`STORED_ENTRIES`), with where it lives and how long, so that signing out clears what a user
 * left behind, even an entry whose module this page never loaded (a draft from before a reload).
 *
 * - `device`: a person's own choices on this device (a list's columns, saved views, act and advance,
 *   the profile of Account Settings). Kept per user across sign-outs: a colleague on the same
 *   computer has entries of their own and never inherits them.
 * - `session`: the work and traces of one sign-in (the signed-in user's mirror, form drafts). Cleared
 *   by `clearSessionData()` when someone signs out.
 *
 * Storage may be full or blocked by the browser: a write that fails still holds in memory for this
 * visit, and a read that fails reads as nothing stored. Values are JSON; `parse` turns what was stored
 * into a value, or undefined for "nothing usable" (stale, tampered with, from an older shape).
 */

type Area = 'local' | 'session'
type Lifetime = 'device' | 'session'

/**
 * Every kind of entry, by the first part of its key (`device-preferences:{userId}`). A draft lives in
 * sessionStorage: it belongs to this tab's work and must not outlive it on a shared computer.
 */
const STORED_ENTRIES = {
  /** The signed-in user's mirror, as the existing product keeps it: who last signed in here. */
  user: { area: 'local', lifetime: 'session' },
  /** A token the existing product once kept; never read, removed on sign-out. */
  token: { area: 'local', lifetime: 'session' },
  /** Unsaved forms, per user and form. */
  draft: { area: 'session', lifetime: 'session' },
  /**
   * Status changes the server has not confirmed, per user and tab (api/outbox.ts). Kept across an
   * expired session for the same user's next sign-in; a sign-out clears only the one who signs out.
   */
  outbox: { area: 'local', lifetime: 'session', ofUser: true },
  /**
   * The documents a reviewer opened, per user and record (`documents-opened:{userId}:{record}`): what
   * 'Documents opened: n of m' in a decision's notes line counts. In localStorage, so every tab and a
   * reload or a re-sign-in after an expired session see it; a `session` entry, so signing out ends it:
   * it describes this sign-in's review, and stays as small as the records one person opens in a day.
   */
  'documents-opened': { area: 'local', lifetime: 'session' },
  /** A person's list columns, density, saved views, act and advance. */
  'device-preferences': { area: 'local', lifetime: 'device' },
  /** Account Settings, kept on this device (no endpoint exists). */
  'settings-profile': { area: 'local', lifetime: 'device' },
  /**
   * The last sign-in, sign-out or expiry in any tab, so every other tab of the browser follows within
   * a moment (its storage event): one session per browser, as the session cookie is.
   */
  'session-event': { area: 'local', lifetime: 'device' },
  /**
   * A copy of the tabs' request ledger (api/request-ledger.ts, kept in IndexedDB), written beside each
   * commit, for a loading page to read at once. The browser's, not a user's: Laravel's minute goes on
   * counting whoever signs in next.
   */
  'request-ledger': { area: 'local', lifetime: 'device' },
  /**
   * Per tab (`request-ledger-unclaimed:<tab>`): the requests its first screen sent before their place
   * in the ledger was written, logged as they left, so a page left before that write still has them
   * counted. A claim moves a gone tab's into the ledger and removes its entry.
   */
  'request-ledger-unclaimed': { area: 'local', lifetime: 'device' },
} as const satisfies Record<string, { area: Area; lifetime: Lifetime; ofUser?: true }>

export type StoredEntryName = keyof typeof STORED_ENTRIES
// Writes that storage refused, by full key: they still read back for this visit.
const unsaved = new Map<string, string | null>()
const changes = listenerSet()

function areaOf(area: Area): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

function readRaw(area: Area, key: string): string | null {
  if (unsaved.has(key)) return unsaved.get(key) ?? null
  try {
    return areaOf(area)?.getItem(key) ?? null
  } catch {
    return null
  }
}

function writeRaw(area: Area, key: string, raw: string | null): void {
  try {
    const storage = areaOf(area)
    if (!storage) throw new Error('storage unavailable')
    if (raw === null) storage.removeItem(key)
    else storage.setItem(key, raw)
    unsaved.delete(key)
  } catch {
    unsaved.set(key, raw)
  }
  changes.notify()
}

function subscribe(listener: () => void): () => void {
  const stop = changes.subscribe(listener)
  // Another tab changing the same entry shows here too.
  window.addEventListener('storage', listener)
  return () => {
    stop()
    window.removeEventListener('storage', listener)
  }
}

/**
 * The entries of one kind: `parse` turns what was stored into a value, or undefined for nothing
 * usable. Key parts follow the name (`draft:{userId}:{form}`); the user's mirror has none.
 */
export function browserStore<T>(name: StoredEntryName, parse: (stored: unknown) => T | undefined) {
  const { area } = STORED_ENTRIES[name]
  const keyOf = (parts: readonly (string | number)[]) => [name, ...parts].join(':')
  const decode = (raw: string | null): T | undefined => {
    if (raw === null) return undefined
    try {
      return parse(JSON.parse(raw))
    } catch {
      return undefined
    }
  }
  return {
    /** The stored text of an entry, for a snapshot that compares by value (`useSyncExternalStore`). */
    raw: (...parts: (string | number)[]): string | null => readRaw(area, keyOf(parts)),
    decode,
    read: (...parts: (string | number)[]): T | undefined => decode(readRaw(area, keyOf(parts))),
    write: (value: T, ...parts: (string | number)[]): void => writeRaw(area, keyOf(parts), JSON.stringify(value)),
    remove: (...parts: (string | number)[]): void => writeRaw(area, keyOf(parts), null),
    /** Every entry whose key starts with these parts, by the key's next part: `[['tab-1', value], ...]`. */
    entries: (...parts: (string | number)[]): [string, T][] => {
      const prefix = `${keyOf(parts)}:`
      return keysOf(area)
        .filter((key) => key.startsWith(prefix))
        .flatMap((key): [string, T][] => {
          const value = decode(readRaw(area, key))
          return value === undefined ? [] : [[key.slice(prefix.length).split(':')[0] ?? '', value]]
        })
    },
    subscribe,
    /** The full key of an entry, to tell its storage events from others'. */
    key: (...parts: (string | number)[]): string => keyOf(parts),
  }
}

function keysOf(area: Area): string[] {
  const storage = areaOf(area)
  try {
    const stored = storage ? Array.from({ length: storage.length }, (_, index) => storage.key(index)) : []
    return [...new Set([...stored.filter((key): key is string => key !== null), ...unsaved.keys()])]
  } catch {
    return [...unsaved.keys()]
  }
}

/**
 * Removes the `session` entries a sign-out leaves behind: every user's (drafts, the user mirror), but
 * of the kinds kept per user until that user comes back (unconfirmed writes), only the one who signs out.
 */
export function clearSessionData(userId: number | null): void {
  for (const [name, entry] of Object.entries(STORED_ENTRIES)) {
    if (entry.lifetime !== 'session') continue
    const own = 'ofUser' in entry && entry.ofUser
    if (own && userId === null) continue
    const prefix = own ? `${name}:${userId}:` : `${name}:`
    const ofThisKind = (key: string) => (!own && key === name) || key.startsWith(prefix)
    const storage = areaOf(entry.area)
    try {
      for (const key of keysOf(entry.area)) if (ofThisKind(key)) storage?.removeItem(key)
    } catch {
      // Nothing to clear when storage is unavailable.
    }
    for (const key of unsaved.keys()) if (ofThisKind(key)) unsaved.delete(key)
  }
  changes.notify()
}
