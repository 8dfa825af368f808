import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/')({
  component: DashboardScreen,
})

function DashboardScreen() {
  return <PageTitle>Dashboard</PageTitle>
}
