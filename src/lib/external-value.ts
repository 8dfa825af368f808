/**
 * Who follows a value kept outside React: `subscribe` as `useSyncExternalStore` wants it, `notify`
 * when the value changed. One home for the listener set the app's small stores would each write out.
 */
export function listenerSet() {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    notify(): void {
      for (const listener of listeners) listener()
    },
    /** Whether anyone follows, e.g. to stop a clock nobody reads. */
    get size(): number {
      return listeners.size
    },
  }
}

/**
 * A value kept outside React (module state that every screen shares), with what
 * `useSyncExternalStore` needs to follow it: each `set` re-renders whoever reads it.
 */
export function externalValue<T>(initial: T) {
  let value = initial
  const listeners = listenerSet()
  return {
    get: (): T => value,
    set(next: T): void {
      value = next
      listeners.notify()
    },
    subscribe: listeners.subscribe,
  }
}
