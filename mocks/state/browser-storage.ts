import { committed, openSingleStoreDatabase, settled } from '@/lib/indexed-db'
import { partNames } from './persistence'
import type { PartName, Revisions, SharedStorage } from './persistence'

// One name for the database, the lock and the channel: they all stand for the one mock server.
const NAME = 'sacco-mock-api'
const PARTS = 'parts'
const REVISIONS = 'revisions'

/**
 * The mock server's state as every tab of this browser shares it. IndexedDB, not localStorage: a
 * tab's localStorage is a copy that other tabs' writes reach a moment later, so a tab taking its
 * turn could still read the count before the last one, while IndexedDB reads what was committed.
 * Turns are Web Locks, held from reading the state to writing it back, so two tabs answering at once
 * never lose each other's writes (a lost throttle count would let a request through that Laravel
 * refuses). A BroadcastChannel tells the other tabs that something changed, so their QA panels and
 * request budgets follow without waiting for their next request.
 */
export async function openBrowserStorage(): Promise<SharedStorage> {
  const database = await openSingleStoreDatabase(NAME, PARTS)
  // A newer build that changes the layout asks for a new version: this tab lets it.
  database.onversionchange = () => database.close()
  const channel = new BroadcastChannel(NAME)
  return {
    exclusive: (work) => navigator.locks.request(NAME, work),
    async read(known) {
      const parts = database.transaction(PARTS, 'readonly').objectStore(PARTS)
      const revisions = ((await settled(parts.get(REVISIONS))) ?? {}) as Revisions
      // Still inside the transaction: a request made from a request's success keeps it open.
      const changed = partNames.filter((name) => revisions[name] !== undefined && revisions[name] !== known[name])
      const values = await Promise.all(changed.map((name) => settled(parts.get(name))))
      return {
        revisions,
        parts: Object.fromEntries(changed.map((name, index) => [name, values[index]])) as Partial<
          Record<PartName, unknown>
        >,
      }
    },
    async write(values, revisions) {
      const transaction = database.transaction(PARTS, 'readwrite')
      const parts = transaction.objectStore(PARTS)
      for (const [name, value] of Object.entries(values)) parts.put(value, name)
      parts.put(revisions, REVISIONS)
      await committed(transaction)
      channel.postMessage('changed')
    },
    onChange(listener) {
      channel.addEventListener('message', listener)
    },
  }
}
