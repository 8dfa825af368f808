import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/users/$userId')({
  component: MemberDetailsScreen,
})

function MemberDetailsScreen() {
  return <PageTitle>User Details</PageTitle>
}
