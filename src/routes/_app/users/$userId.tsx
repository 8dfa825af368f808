import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { memberResource } from '@/api/members/members.api'
import { DetailLoadFailure } from '@/features/records/detail/DetailLoadFailure'
import { DetailProblem } from '@/features/records/detail/DetailPage'
import { loadRecordDetail } from '@/features/records/detail/record-route'
import { backToRow, queueSearchSchema } from '@/features/records/queue/queue-search'
import {
  MemberDetailsScreen,
  MEMBER_DETAILS_TITLE,
  memberLoadFailed,
  USER_NOT_FOUND,
} from '@/features/members/detail/MemberDetailsScreen'

export const Route = createFileRoute('/_app/users/$userId')({
  // The loader (and with it the member schema) loads with the screen, not with the entry chunk.
  codeSplitGroupings: [['loader'], ['component', 'errorComponent', 'notFoundComponent']],
  // The list the record was opened from, to walk record by record (DESIGN section 10).
  validateSearch: queueSearchSchema,
  loader: ({ context, params }) => loadRecordDetail(context.queryClient, memberResource, params.userId),
  // 'Loading...' only when loading is slow: a record seeded from its list row shows at once.
  pendingMs: 150,
  pendingMinMs: 200,
  component: MemberDetailsRoute,
  errorComponent: MemberLoadFailed,
  // An id that is no number is not found without asking the server (the loader throws notFound()).
  notFoundComponent: MemberNotFound,
})

function MemberDetailsRoute() {
  const { id, failure } = Route.useLoaderData()
  const { queue } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (failure) return <MemberLoadFailed error={failure} />
  return (
    <MemberDetailsScreen
      id={id}
      queue={queue}
      routes={{
        open: (next, nextQueue) =>
          void navigate({ params: { userId: String(next) }, search: { queue: nextQueue }, replace: true }),
        back: (listQueue, focusRecord) => void navigate({ to: '/users', search: listQueue, ...backToRow(focusRecord) }),
      }}
    />
  )
}

/** A record that did not load (the loader's failure), or a failure its screen threw later. */
function MemberLoadFailed({ error }: Pick<ErrorComponentProps, 'error'>) {
  return (
    <DetailLoadFailure
      title={MEMBER_DETAILS_TITLE}
      list="/users"
      error={error}
      notFound={USER_NOT_FOUND}
      failed={memberLoadFailed(error)}
    />
  )
}

function MemberNotFound() {
  return <DetailProblem title={MEMBER_DETAILS_TITLE} list="/users" message={USER_NOT_FOUND} />
}
