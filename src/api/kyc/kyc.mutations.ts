import type { ActionScreen } from '@/domain/action-messages'
import { useStatusTransition } from '../records/status-transition'
import { kycNotify, kycResource } from './kyc.api'

export function useKycTransition(screen: ActionScreen) {
  return useStatusTransition(kycResource, screen, kycNotify)
}
