import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { memberResource } from '@/api/members/members.api'
import { awaitListPage } from '@/features/records/list/list-loader'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams } from '@/features/records/list/list-search'
import { RegisteredMembersScreen } from '@/features/members/list/RegisteredMembersScreen'
import { loaderQuery } from '@/api/query-priority'

export const Route = createFileRoute('/_app/users/')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListParams(search),
  // The loader stays in the entry chunk: split off, it would be one more round trip before the list request.
  codeSplitGroupings: [['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
  loader: ({ context, deps, cause, preload }) =>
    awaitListPage(context.queryClient.ensureQueryData(loaderQuery(memberResource.queries.list(deps), preload)), cause),
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  return (
    <RegisteredMembersScreen
      search={Route.useSearch()}
      navigate={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  )
}
