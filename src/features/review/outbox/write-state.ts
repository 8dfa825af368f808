import { isHeld, type UnconfirmedWrite } from '@/api/outbox'
import { errorReason } from '@/api/errors'
import { actionFailureHeadline, notAppliedMessage } from '@/domain/action-messages'
import { budgetWaitText } from '@/domain/server-wait'

/**
 * What an unconfirmed write says it is doing, in the words the record, its row and the top bar's list
 * use alike. `waitSeconds` is how long the request budget still holds requests (null: not known).
 */
export function writeStateText(write: UnconfirmedWrite, waitSeconds: number | null): string {
  if (isHeld(write)) return 'Held for Undo'
  switch (write.state.kind) {
    case 'queued':
      return waitSeconds === null ? 'Saving...' : budgetWaitText(waitSeconds)
    case 'sending':
      return 'Saving...'
    case 'offline':
      return 'Waiting for the network'
    case 'signed-out':
      return 'Waiting for you to sign in again'
    case 'refused':
      return `${actionFailureHeadline(write.entity, write.action, write.screen)}: ${errorReason(write.state.error)}`
    case 'not-applied':
      return notAppliedMessage(write.subject, write.state.status)
  }
}
