import { useSyncExternalStore } from 'react'
import type { CurrentUser } from '@/schemas/user'
import { subscribeToReauthentication, userToReauthenticate } from '@/api/auth/session'

/** The user asked to sign in again over the page (their session expired with work held), or null. */
export function useUserToReauthenticate(): CurrentUser | null {
  return useSyncExternalStore(subscribeToReauthentication, userToReauthenticate)
}
