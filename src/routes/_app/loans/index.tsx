import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/loans/')({
  component: LoanApplicationsScreen,
})

function LoanApplicationsScreen() {
  return <PageTitle>Loan Applications</PageTitle>
}
