/**
 * A value kept outside React (module state that every screen shares), with what
 * `useSyncExternalStore` needs to follow it: each `set` re-renders whoever reads it. One home for the
 * listener set the app's small stores would otherwise each write out.
 */
export function externalValue<T>(initial: T) {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: (): T => value,
    set(next: T): void {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
