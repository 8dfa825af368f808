/*
 * The tabs of this browser that run the console. Each page load is one tab with an id of its own,
 * alive as long as the page is: it holds a Web Lock named after its id until it goes, so another tab
 * can tell whether the tab that left some work behind (unconfirmed writes) is still there to finish
 * it. Where Web Locks are missing (an old browser, the test environment) the tabs of this one page
 * are all there is, and a tab is alive until `leave()`.
 */

const LOCK_PREFIX = 'console-tab:'

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>
  query(): Promise<{ held?: { name?: string }[] }>
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  return locks && typeof locks.request === 'function' ? locks : null
}

const livingHere = new Set<string>()

export interface Tab {
  id: string
  /** The tab is going (the app unmounts): its work may be taken over. */
  leave(): void
}

/** This page load as a tab, alive until it leaves or the page goes. */
export function openTab(): Tab {
  const id = crypto.randomUUID()
  livingHere.add(id)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  void lockManager()
    ?.request(`${LOCK_PREFIX}${id}`, () => held)
    .catch(() => undefined)
  return {
    id,
    leave() {
      livingHere.delete(id)
      release()
    },
  }
}

/** The ids of the tabs alive now, in this browser (or, without Web Locks, in this page). */
export async function livingTabs(): Promise<Set<string>> {
  const alive = new Set(livingHere)
  const locks = lockManager()
  if (!locks) return alive
  try {
    const { held = [] } = await locks.query()
    for (const lock of held) if (lock.name?.startsWith(LOCK_PREFIX)) alive.add(lock.name.slice(LOCK_PREFIX.length))
  } catch {
    // Locks unavailable after all (a sandboxed frame): the tabs of this page are those we know.
  }
  return alive
}
