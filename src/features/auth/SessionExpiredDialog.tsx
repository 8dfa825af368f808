import { lazy, Suspense } from 'react'
import { useUserToReauthenticate } from '@/api/auth/use-reauthentication'

// Loaded only when a session expires over unsaved work: every console page carries this component,
// and the dialog, its form and the modal kit would otherwise weigh on each page's first load.
const ReauthenticationDialog = lazy(() =>
  import('./ReauthenticationDialog').then((module) => ({ default: module.ReauthenticationDialog })),
)

/**
 * The sign-in over the page when the session expired while the user had unsaved work (DESIGN section
 * 9): the page stays as it was behind it, and what was being saved is sent once the same user is back.
 */
export function SessionExpiredDialog() {
  const user = useUserToReauthenticate()
  if (!user) return null
  // A fresh form for every expiry: the password typed last time must not linger.
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog key={user.id} user={user} />
    </Suspense>
  )
}
