import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/kyc/$kycId')({
  component: KycDetailsScreen,
})

function KycDetailsScreen() {
  return <PageTitle>KYC Details</PageTitle>
}
