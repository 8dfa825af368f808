import { useUserToReauthenticate } from '@/features/session/use-reauthentication'
import { lazyWithPreload } from '@/components/lazy-with-preload'

// Loaded only when a session expires over unsaved work: every console page carries this component,
// and the dialog, its form and the modal kit would otherwise weigh on each page's first load.
const { Component: ReauthenticationDialog } = lazyWithPreload(() =>
  import('./ReauthenticationDialog').then((module) => module.ReauthenticationDialog),
)

/**
 * The sign-in over the page when the session expired while the user had unsaved work (DESIGN section
 * 9): the page stays as it was behind it, and what was being saved is sent once the same user is back.
 */
export function SessionExpiredDialog() {
  const user = useUserToReauthenticate()
  if (!user) return null
  // A fresh form for every expiry: the password typed last time must not linger.
  return <ReauthenticationDialog key={user.id} user={user} />
}
