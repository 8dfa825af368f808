import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'

/**
 * Unsaved forms kept in sessionStorage, one entry per signed-in user and form, so a reload, a crash or
 * a lost session does not lose what was typed. sessionStorage rather than localStorage: a draft belongs
 * to this tab's work and must not outlive it on a shared computer. Logout clears every draft.
 */
const PREFIX = 'draft:'

function draftKey(userId: number, form: string): string {
  return `${PREFIX}${userId}:${form}`
}

/** The stored draft if it still fits `schema`; a stale or tampered one is dropped and reads as none. */
export function readDraft<S extends core.$ZodType>(userId: number, form: string, schema: S): core.output<S> | null {
  try {
    const text = sessionStorage.getItem(draftKey(userId, form))
    if (text === null) return null
    const parsed = safeParse(schema, JSON.parse(text))
    if (parsed.success) return parsed.data
  } catch {
    // Unreadable storage or JSON: the same as a draft that does not fit.
  }
  clearDraft(userId, form)
  return null
}

export function writeDraft(userId: number, form: string, draft: unknown): void {
  try {
    sessionStorage.setItem(draftKey(userId, form), JSON.stringify(draft))
  } catch {
    // Storage full or disabled: the form still works, it just cannot be restored after a reload.
  }
}

export function clearDraft(userId: number, form: string): void {
  try {
    sessionStorage.removeItem(draftKey(userId, form))
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** Logout: nobody's typed work stays behind in the tab. */
export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index))
    for (const key of keys) if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key)
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
