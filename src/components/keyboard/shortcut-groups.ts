import { useEffect, useSyncExternalStore } from 'react'
import { externalValue } from '@/lib/external-value'

/*
 * Which groups of keys the screen binds right now, so the one shortcuts dialog of the app lists what
 * applies where it was opened. A screen names its group while it is mounted; a name may be in twice
 * for a moment (the old screen leaves after the new one came), so it is a list, not a set.
 */
const inUse = externalValue<readonly string[]>([])

/** While the calling component is mounted, the keys of `group` apply. */
export function useShortcutGroup(group: string): void {
  useEffect(() => {
    inUse.set([...inUse.get(), group])
    return () => {
      const at = inUse.get().indexOf(group)
      inUse.set(inUse.get().filter((_, index) => index !== at))
    }
  }, [group])
}

/** The groups whose keys apply on screen now. */
export function useShortcutGroupsInUse(): readonly string[] {
  return useSyncExternalStore(inUse.subscribe, inUse.get)
}
