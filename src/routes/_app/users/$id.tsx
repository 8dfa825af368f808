import { createFileRoute } from '@tanstack/react-router'
import { memberResource } from '@/api/members/members.api'
import { memberEntity } from '@/features/members/member-entity'
import { recordDetailRoute } from '@/features/review/record-routes'
import { RecordDetailRoute, RecordLoadFailure, RecordNotFound } from '@/features/review/screens/RecordDetailScreen'

export const Route = createFileRoute('/_app/users/$id')({
  // The record's field cards load beside the record itself, as the entity's `details` loads them.
  ...recordDetailRoute(memberResource, () =>
    import('@/features/members/member-details').then((module) => module.memberDetails),
  ),
  component: () => <RecordDetailRoute entity={memberEntity} />,
  errorComponent: ({ error }) => <RecordLoadFailure entity={memberEntity} error={error} />,
  // An id that is no number is not found without asking the server (the loader throws notFound()).
  notFoundComponent: () => <RecordNotFound entity={memberEntity} />,
})
