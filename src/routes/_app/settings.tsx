import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router'
import { useCurrentUser } from '@/features/session/use-current-user'
import { PageLoading } from '@/components/ui/PageLoading'
import { PageTitle } from '@/components/ui/PageTitle'
import { AccountSettingsForm } from '@/features/settings/AccountSettingsForm'
import { readSavedProfile } from '@/features/settings/saved-profile'
import { UndoHoldSetting } from '@/features/settings/UndoHoldSetting'

export const Route = createFileRoute('/_app/settings')({
  component: AccountSettingsScreen,
})

function AccountSettingsScreen() {
  const user = useCurrentUser()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  // Cancel is "back"; a settings page opened directly has nowhere to go back to, so it goes home.
  const cancel = () => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))

  if (!user) return <PageLoading />
  // DESIGN section 5: start from the signed-in user (or what they saved here before), not sample data.
  const initial = readSavedProfile(user.id) ?? { name: user.name ?? '', email: user.email ?? '', phone: '' }
  return (
    <>
      <PageTitle>Account Settings</PageTitle>
      <AccountSettingsForm key={user.id} userId={user.id} initial={initial} onCancel={cancel} />
      <UndoHoldSetting />
    </>
  )
}
