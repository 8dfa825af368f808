import { createFileRoute } from '@tanstack/react-router'
import { PageTitle } from '@/components/ui/PageTitle'

export const Route = createFileRoute('/_app/kyc/')({
  component: KycVerificationsScreen,
})

function KycVerificationsScreen() {
  return <PageTitle>KYC Verifications</PageTitle>
}
