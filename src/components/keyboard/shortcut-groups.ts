import { useEffect, useSyncExternalStore } from 'react'

/*
 * Which groups of keys the screen binds right now, so the one shortcuts dialog of the app lists what
 * applies where it was opened. A screen names its group while it is mounted; a name may be in twice
 * for a moment (the old screen leaves after the new one came), so it is a list, not a set.
 */
let inUse: readonly string[] = []
const listeners = new Set<() => void>()

function publish(next: readonly string[]): void {
  inUse = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** While the calling component is mounted, the keys of `group` apply. */
export function useShortcutGroup(group: string): void {
  useEffect(() => {
    publish([...inUse, group])
    return () => {
      const at = inUse.indexOf(group)
      publish(inUse.filter((_, index) => index !== at))
    }
  }, [group])
}

/** The groups whose keys apply on screen now. */
export function useShortcutGroupsInUse(): readonly string[] {
  return useSyncExternalStore(subscribe, () => inUse)
}
