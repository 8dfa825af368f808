import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/loans/$loanId')({
  component: LoanDetailsScreen,
})

function LoanDetailsScreen() {
  return <PageTitle>Loan Details</PageTitle>
}
