import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/settings')({
  component: AccountSettingsScreen,
})

function AccountSettingsScreen() {
  return <PageTitle>Account Settings</PageTitle>
}
