import type { ActionScreen } from '@/domain/action-messages'
import { useStatusTransition } from '../records/status-transition'
import { loanNotify, loanResource } from './loans.api'

export function useLoanTransition(screen: ActionScreen) {
  return useStatusTransition(loanResource, screen, loanNotify)
}
