import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useCurrentUser } from '@/features/session/use-current-user'
import { browserStore } from '@/lib/user-storage'
import { availableDocument, type DocumentEntry } from './UploadedDocuments'

// The stored paths of the documents a user opened, per record: a path, so a replaced file counts as not opened.
const entries = browserStore<string[]>('documents-opened', (stored) =>
  Array.isArray(stored) && stored.every((path) => typeof path === 'string') ? stored : undefined,
)

/** Which of a record's documents the signed-in user opened on this device. */
export interface OpenedDocuments {
  /** Stored paths of the documents opened. */
  opened: ReadonlySet<string>
  markOpened: (storedPath: string) => void
}

/** The stored paths of the documents of `recordKey` that `userId` opened on this device, read once. */
export function openedDocumentsOf(userId: number, recordKey: string): ReadonlySet<string> {
  return new Set(entries.read(userId, recordKey) ?? [])
}

/** The documents of the record `recordKey` (e.g. `kyc:12`) the signed-in user has opened on this device. */
export function useOpenedDocuments(recordKey: string): OpenedDocuments {
  const userId = useCurrentUser()?.id ?? null
  const raw = useSyncExternalStore(entries.subscribe, () => (userId === null ? null : entries.raw(userId, recordKey)))
  const opened = useMemo(() => new Set(entries.decode(raw) ?? []), [raw])
  const markOpened = useCallback(
    (storedPath: string) => {
      if (userId === null) return
      const stored = entries.read(userId, recordKey) ?? []
      if (!stored.includes(storedPath)) entries.write([...stored, storedPath], userId, recordKey)
    },
    [userId, recordKey],
  )
  return { opened, markOpened }
}

/** Of the documents uploaded, which were opened and which were not, by label. */
export function documentsSeen(documents: readonly DocumentEntry[], opened: ReadonlySet<string>) {
  const uploaded = documents.flatMap((entry) => {
    const file = availableDocument(entry)
    return file ? [file] : []
  })
  const notOpened = uploaded.filter((file) => !opened.has(file.storedPath)).map((file) => file.label)
  return { total: uploaded.length, opened: uploaded.length - notOpened.length, notOpened }
}
