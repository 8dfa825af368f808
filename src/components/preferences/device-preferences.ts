import { useCallback, useMemo, useSyncExternalStore } from 'react'

/*
 * What a person chose on this device (a list's columns, its density, saved views): one small store,
 * one localStorage entry per signed-in user, so a colleague on the same computer never inherits them.
 * Nothing here comes from or goes to the server. Each preference sits under its own key inside the
 * user's entry and is validated when read, so a stale or hand-edited value falls back to the default.
 */

const entryKey = (userId: number) => `device-preferences:${userId}`

// Writes that storage refused (full, or blocked by the browser) still hold for this visit.
const unsaved = new Map<number, string>()
const listeners = new Set<() => void>()

function readEntry(userId: number): string | null {
  const kept = unsaved.get(userId)
  if (kept !== undefined) return kept
  try {
    return localStorage.getItem(entryKey(userId))
  } catch {
    return null
  }
}

function parseEntry(raw: string | null): Record<string, unknown> {
  if (raw === null) return {}
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
  } catch {
    return {}
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab of the same user changing a preference shows here too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Stores one preference of `userId`, keeping the others. */
function writeDevicePreference(userId: number, key: string, value: unknown): void {
  const raw = JSON.stringify({ ...parseEntry(readEntry(userId)), [key]: value })
  try {
    localStorage.setItem(entryKey(userId), raw)
    unsaved.delete(userId)
  } catch {
    unsaved.set(userId, raw)
  }
  for (const listener of listeners) listener()
}

/**
 * One preference of the signed-in user on this device and the function that changes it. `parse`
 * turns what was stored into the value, or undefined for "use `fallback`"; it and `fallback` must
 * keep their identity between renders (define them at module scope). Without a user (`userId` null)
 * the fallback shows and nothing is stored.
 */
export function useDevicePreference<T>(
  userId: number | null,
  key: string,
  parse: (stored: unknown) => T | undefined,
  fallback: T,
): [T, (update: (current: T) => T) => void] {
  // The snapshot is the entry's text: equal text, equal snapshot, so unrelated renders change nothing.
  const raw = useSyncExternalStore(subscribe, () => (userId === null ? null : readEntry(userId)))
  const value = useMemo(() => parse(parseEntry(raw)[key]) ?? fallback, [raw, key, parse, fallback])
  const update = useCallback(
    (change: (current: T) => T) => {
      if (userId === null) return
      // From what is stored now, not from the last render, so two quick changes both count.
      const current = parse(parseEntry(readEntry(userId))[key]) ?? fallback
      writeDevicePreference(userId, key, change(current))
    },
    [userId, key, parse, fallback],
  )
  return [value, update]
}
