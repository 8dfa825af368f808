import { useMemo, useSyncExternalStore } from 'react'
import { outbox, type WriteOutcome } from '@/api/outbox'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { transitionBody, type TransitionRequest } from '@/api/records/status-transition'
import { isHeldForUndo } from '@/domain/action-labels'
import type { ActionScreen } from '@/domain/action-messages'
import type { StatusEntity } from '@/domain/status-machines'
import { useAuditName } from '@/features/session/use-current-user'
import { useUndoHold } from '@/features/session/use-undo-hold'

export interface StatusTransitionOptions<T> {
  /** Names the record in every message about the change: 'Oratile Rantao · KM1039 · BWP 20,000'. */
  subject: (record: T) => string
  /**
   * Toast how it ended (the default). A bulk run reports its records together in its own result
   * panel instead of one toast per record.
   */
  announce?: boolean
  /**
   * Hold Verify and Approve for Undo as the user chose (DESIGN section 12); the default, for a change
   * that announces itself. A bulk run holds them too, with one Undo for the run (BulkActions).
   */
  hold?: boolean
}

/**
 * The status actions of a resource, through the outbox (`api/outbox.ts`): returns the function to
 * start one, which shows the change at once and never throws; its outcome says whether the server
 * took it. Verify and Approve are held for Undo as the user chose (`hold`).
 * Every notes line names the signed-in user (`useAuditName`).
 */
export function useStatusTransition<T extends ReviewRecord, E extends StatusEntity>(
  resource: DefinedResource<T> & { entity: E },
  screen: ActionScreen,
  { subject, announce = true, hold = announce }: StatusTransitionOptions<T>,
): (request: TransitionRequest<T, E>) => Promise<WriteOutcome> {
  const [holdSeconds] = useUndoHold()
  const by = useAuditName()
  return (request) =>
    outbox.submit({
      resource,
      record: request.record,
      action: request.action,
      // Worked out once, when the person confirmed: the notes line carries that moment.
      body: transitionBody(resource.entity, { ...request, audit: { ...request.audit, by } }, new Date()),
      subject: subject(request.record),
      screen,
      announce,
      holdMs: hold && isHeldForUndo(request.action) ? holdSeconds * 1000 : 0,
    })
}

/** Ids of the records of this resource with a change the server has not confirmed yet. */
export function useRecordsInTransition(resourceKey: string): Set<number> {
  // The ids as one string, the store's snapshot: the list renders again only when the records being
  // sent change (the outbox changes for much else), and its memoised rows keep their row actions.
  const sendingOf = () =>
    outbox
      .get()
      .filter((write) => write.resourceKey === resourceKey && write.state.kind === 'sending')
      .map((write) => write.recordId)
      .sort((a, b) => a - b)
      .join(',')
  const sending = useSyncExternalStore(outbox.subscribe, sendingOf, sendingOf)
  return useMemo(() => new Set(sending === '' ? [] : sending.split(',').map(Number)), [sending])
}
