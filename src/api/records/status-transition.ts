import { appendNotesLine, decisionLine, type DecisionAudit, type NotesVerb } from '@/domain/notes'
import { nextStatus, type CallAction, type StatusEntity } from '@/domain/status-machines'
import type { ReviewRecord } from './record-resource'

const NOTES_VERB: Record<CallAction<StatusEntity>, NotesVerb> = {
  verify: 'Verified',
  approve: 'Approved',
  reject: 'Rejected',
  suspend: 'Suspended',
  reactivate: 'Reactivated',
}

export interface TransitionRequest<T, E extends StatusEntity> {
  record: T
  action: CallAction<E>
  /** Why, for a rejection or a suspension; it goes into the notes line. */
  reason?: string
  /** Who decided, what they acknowledged, which documents they opened: the rest of the notes line (DESIGN section 11). */
  audit?: DecisionAudit
}

/** What the server is told: the new status and the notes with one dated line added (DESIGN section 4). */
export function transitionBody<T extends ReviewRecord, E extends StatusEntity>(
  entity: E,
  request: TransitionRequest<T, E>,
  now: Date,
): { status: string; notes: string } {
  const status = nextStatus(entity, request.action) ?? request.record.status
  const line = decisionLine(NOTES_VERB[request.action], now, { ...request.audit, reason: request.reason })
  const notes = appendNotesLine(request.record.notes, line)
  return { status, notes }
}
