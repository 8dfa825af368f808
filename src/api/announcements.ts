import type { MutationMeta } from '@tanstack/react-query'

/**
 * What a finished mutation tells the user. The api floor only says what to announce, in the mutation's
 * `meta`; the app shell hands createQueryClient the function that shows it (toasts), so api/ never
 * imports UI.
 */
export interface Announcement {
  tone: 'success' | 'error' | 'warning'
  message: string
}

export type Announce = (announcement: Announcement) => void

/**
 * Method syntax on purpose: each mutation narrows `data` and `variables` to its own types. A type, not
 * an interface: React Query takes a registered meta only if it is assignable to Record<string, unknown>.
 */
export type MutationAnnouncements = {
  /** The text after success, or null for none. */
  success?(data: unknown, variables: unknown): string | null
  /** The text after failure, or null when the screen shows the failure itself (a form's banner). */
  failure?(error: unknown, variables: unknown): string | null
  /** How a failure is announced; 'error' unless the failure is a side matter (a notify call). */
  failureTone?: 'error' | 'warning'
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationAnnouncements
  }
}

/** The announcement, if any, for a mutation that just settled; raised after its own rollback ran. */
export function announcementFor(
  meta: MutationMeta | undefined,
  outcome: { error: unknown; data: unknown; variables: unknown },
): Announcement | null {
  if (!meta) return null
  if (outcome.error) {
    const message = meta.failure?.(outcome.error, outcome.variables) ?? null
    return message === null ? null : { tone: meta.failureTone ?? 'error', message }
  }
  const message = meta.success?.(outcome.data, outcome.variables) ?? null
  return message === null ? null : { tone: 'success', message }
}
