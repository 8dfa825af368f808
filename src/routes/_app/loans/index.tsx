import { createFileRoute } from '@tanstack/react-router'
import { loanResource } from '@/api/loans/loans.api'
import { loanEntity } from '@/features/loans/loan-entity'
import { recordListRoute } from '@/features/review/record-routes'
import { RecordListRoute } from '@/features/review/screens/RecordListScreen'

export const Route = createFileRoute('/_app/loans/')({
  // Search and loader stay in the entry chunk: split off, the list request would wait one more round trip.
  ...recordListRoute(loanResource),
  component: () => <RecordListRoute entity={loanEntity} />,
})
