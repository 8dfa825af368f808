import type { ActionScreen } from '@/domain/action-messages'
import { useStatusTransition } from '../records/status-transition'
import { memberNotify, memberResource } from './members.api'

export function useMemberTransition(screen: ActionScreen) {
  return useStatusTransition(memberResource, screen, memberNotify)
}
