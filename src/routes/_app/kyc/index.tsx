import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { kycResource } from '@/api/kyc/kyc.api'
import { awaitListPage } from '@/features/records/list/list-loader'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams } from '@/features/records/list/list-search'
import { KycVerificationsScreen } from '@/features/records/kyc/KycVerificationsScreen'

export const Route = createFileRoute('/_app/kyc/')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListParams(search),
  loader: ({ context, deps, cause }) =>
    awaitListPage(context.queryClient.ensureQueryData(kycResource.queries.list(deps)), cause),
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  return (
    <KycVerificationsScreen
      search={Route.useSearch()}
      navigate={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  )
}
