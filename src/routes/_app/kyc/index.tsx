import { createFileRoute } from '@tanstack/react-router'
import { kycResource } from '@/api/kyc/kyc.api'
import { kycEntity } from '@/features/kyc/kyc-entity'
import { recordListRoute } from '@/features/review/record-routes'
import { RecordListRoute } from '@/features/review/screens/RecordListScreen'

export const Route = createFileRoute('/_app/kyc/')({
  // Search and loader stay in the entry chunk: split off, the list request would wait one more round trip.
  ...recordListRoute(kycResource),
  component: () => <RecordListRoute entity={kycEntity} />,
})
