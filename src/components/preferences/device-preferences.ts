import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { browserStore } from '@/lib/user-storage'

/*
 * What a person chose on this device (a list's columns, its density, saved views, act and advance):
 * one small store, one entry per signed-in user, so a colleague on the same computer never inherits
 * them, kept across sign-outs. Nothing here comes from or goes to the server. Each preference sits
 * under its own key inside the user's entry and is validated when read, so a stale or hand-edited
 * value falls back to the default.
 */
const entries = browserStore<Record<string, unknown>>('device-preferences', (stored) =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...stored } : undefined,
)

/** One preference as stored now, outside React (a route loader); `fallback` when there is none. */
export function readDevicePreference<T>(
  userId: number | null,
  key: string,
  parse: (stored: unknown) => T | undefined,
  fallback: T,
): T {
  return (userId === null ? undefined : parse(entries.read(userId)?.[key])) ?? fallback
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
  const raw = useSyncExternalStore(entries.subscribe, () => (userId === null ? null : entries.raw(userId)))
  const value = useMemo(() => parse(entries.decode(raw)?.[key]) ?? fallback, [raw, key, parse, fallback])
  const update = useCallback(
    (change: (current: T) => T) => {
      if (userId === null) return
      // From what is stored now, not from the last render, so two quick changes both count.
      const stored = entries.read(userId) ?? {}
      const current = parse(stored[key]) ?? fallback
      entries.write({ ...stored, [key]: change(current) }, userId)
    },
    [userId, key, parse, fallback],
  )
  return [value, update]
}
