import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { kycResource } from '@/api/kyc/kyc.api'
import { useKycTransition } from '@/api/kyc/kyc.mutations'
import { kycQueries } from '@/api/kyc/kyc.queries'
import { awaitListPage } from '@/components/data-table/list-loader'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams } from '@/components/data-table/list-search'
import { REVIEW_LIST_LOAD_ERROR } from '@/components/data-table/messages'
import { ReviewList } from '@/components/data-table/ReviewList'
import { KYC_STATUS_FILTERS, kycColumns } from './-components/kyc-columns'
import { RecordDetailsModal } from '@/components/records/RecordDetailsModal'
import { kycFieldGroups } from './-components/kyc-fields'

export const Route = createFileRoute('/_app/kyc/')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListParams(search),
  loader: ({ context, deps, cause }) =>
    awaitListPage(context.queryClient.ensureQueryData(kycQueries.list(deps)), cause),
  component: KycVerificationsScreen,
})

function KycVerificationsScreen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const transition = useKycTransition('list')
  return (
    <ReviewList
      title="KYC Verifications"
      entity="kyc"
      resource={kycResource}
      columns={kycColumns}
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
      statusOptions={KYC_STATUS_FILTERS}
      searchPlaceholder="Search KYC records..."
      loadErrorMessage={REVIEW_LIST_LOAD_ERROR}
      recordLabel={(kyc) => `KYC record ${kyc.id}`}
      onTransition={transition.mutate}
      renderDetails={(kyc, onClose) => (
        <RecordDetailsModal title="KYC Details" groups={kycFieldGroups(kyc)} onClose={onClose} />
      )}
    />
  )
}
