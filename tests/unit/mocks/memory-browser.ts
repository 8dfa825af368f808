import type { PartName, Revisions, SharedStorage } from '@mocks/state/persistence'
import { partNames } from '@mocks/state/persistence'

/**
 * One browser's shared mock state in memory, for tests that play several tabs in one process: each
 * `tab()` is a handle like the one a tab opens on IndexedDB (mocks/state/browser-storage.ts). Values
 * are copied in and out, as IndexedDB's structured clone does; every read and write takes a turn of
 * the event loop, so two tabs' work would interleave where nothing kept them apart; `exclusive` turns
 * are granted in the order asked for, as Web Locks grant them; a write tells every other tab.
 */
export function memoryBrowser() {
  const values = new Map<PartName, unknown>()
  let revisions: Revisions = {}
  let turn: Promise<unknown> = Promise.resolve()
  const tabs = new Set<() => void>()
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    /** What is stored, as text: its size is what a tab reads when it opens. */
    stored: (): string => JSON.stringify(Object.fromEntries(values)),
    corrupt(name: PartName, value: unknown): void {
      values.set(name, value)
      revisions = { ...revisions, [name]: (revisions[name] ?? 0) + 1 }
    },
    tab(): SharedStorage {
      let heard = () => {}
      const hear = () => heard()
      tabs.add(hear)
      return {
        exclusive<T>(work: () => Promise<T>): Promise<T> {
          const run = turn.then(work)
          turn = run.catch(() => undefined)
          return run
        },
        async read(known) {
          await nextTask()
          const changed = partNames.filter((name) => revisions[name] !== undefined && revisions[name] !== known[name])
          return {
            revisions: { ...revisions },
            parts: Object.fromEntries(changed.map((name) => [name, structuredClone(values.get(name))])),
          }
        },
        async write(parts, next) {
          await nextTask()
          for (const [name, value] of Object.entries(parts)) values.set(name as PartName, structuredClone(value))
          revisions = { ...next }
          for (const other of tabs) if (other !== hear) other()
        },
        onChange(listener) {
          heard = listener
        },
      }
    },
  }
}
