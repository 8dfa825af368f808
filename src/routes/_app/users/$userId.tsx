import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { memberResource } from '@/api/members/members.api'
import { DetailProblem } from '@/features/records/detail/DetailPage'
import { loadRecordDetail } from '@/features/records/detail/record-route'
import {
  MemberDetailsScreen,
  MEMBER_DETAILS_TITLE,
  memberLoadFailure,
  USER_NOT_FOUND,
} from '@/features/members/detail/MemberDetailsScreen'

export const Route = createFileRoute('/_app/users/$userId')({
  // The loader (and with it the member schema) loads with the screen, not with the entry chunk.
  codeSplitGroupings: [['loader'], ['component', 'errorComponent', 'notFoundComponent']],
  loader: ({ context, params }) => loadRecordDetail(context.queryClient, memberResource, params.userId),
  // 'Loading...' only when loading is slow: a record seeded from its list row shows at once.
  pendingMs: 150,
  pendingMinMs: 200,
  component: MemberDetailsRoute,
  errorComponent: MemberLoadFailed,
  notFoundComponent: MemberNotFound,
})

function MemberDetailsRoute() {
  const { id } = Route.useLoaderData()
  return <MemberDetailsScreen id={id} />
}

function MemberLoadFailed({ error }: ErrorComponentProps) {
  return <DetailProblem title={MEMBER_DETAILS_TITLE} list="/users" message={memberLoadFailure(error)} />
}

function MemberNotFound() {
  return <DetailProblem title={MEMBER_DETAILS_TITLE} list="/users" message={USER_NOT_FOUND} />
}
