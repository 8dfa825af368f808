import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/users/')({
  component: RegisteredMembersScreen,
})

function RegisteredMembersScreen() {
  return <PageTitle>Registered Members</PageTitle>
}
