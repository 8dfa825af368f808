import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'
import { browserStore } from '@/lib/user-storage'

/**
 * Unsaved forms, one entry per signed-in user and form, so a reload, a crash or a lost session does
 * not lose what was typed. sessionStorage rather than localStorage: a draft belongs to this tab's work
 * and must not outlive it on a shared computer. Signing out clears every draft (`clearSessionData`).
 */
const drafts = browserStore<unknown>('draft', (stored) => stored)

/** The stored draft if it still fits `schema`; a stale or tampered one is dropped and reads as none. */
export function readDraft<S extends core.$ZodType>(userId: number, form: string, schema: S): core.output<S> | null {
  const stored = drafts.read(userId, form)
  if (stored === undefined) return null
  const parsed = safeParse(schema, stored)
  if (parsed.success) return parsed.data
  clearDraft(userId, form)
  return null
}

export function writeDraft(userId: number, form: string, draft: unknown): void {
  drafts.write(draft, userId, form)
}

export function clearDraft(userId: number, form: string): void {
  drafts.remove(userId, form)
}
