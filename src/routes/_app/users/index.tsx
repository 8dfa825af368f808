import { createFileRoute } from '@tanstack/react-router'
import { memberResource } from '@/api/members/members.api'
import { memberEntity } from '@/features/members/member-entity'
import { recordListRoute } from '@/features/review/record-routes'
import { RecordListRoute } from '@/features/review/screens/RecordListScreen'

export const Route = createFileRoute('/_app/users/')({
  // Search and loader stay in the entry chunk: split off, the list request would wait one more round trip.
  ...recordListRoute(memberResource),
  component: () => <RecordListRoute entity={memberEntity} />,
})
