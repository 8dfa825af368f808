import { useStatusTransition } from '@/api/records/status-transition'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { kycResource } from '@/api/kyc/kyc.api'
import { awaitListPage } from '@/features/records/list/list-loader'
import { LIST_SEARCH_DEFAULTS, listSearchSchema, toListParams } from '@/features/records/list/list-search'
import { REVIEW_LIST_LOAD_ERROR } from '@/components/data-table/messages'
import { ReviewList } from '@/features/records/list/ReviewList'
import { KYC_STATUS_FILTERS, kycColumns } from '@/features/records/kyc/kyc-columns'
import { RecordDetailsModal } from '@/features/records/detail/RecordDetailsModal'
import { kycFieldGroups } from '@/features/records/kyc/kyc-fields'

export const Route = createFileRoute('/_app/kyc/')({
  validateSearch: listSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListParams(search),
  loader: ({ context, deps, cause }) =>
    awaitListPage(context.queryClient.ensureQueryData(kycResource.queries.list(deps)), cause),
  component: KycVerificationsScreen,
})

function KycVerificationsScreen() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const transition = useStatusTransition(kycResource, 'list')
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
      onTransition={transition}
      renderDetails={(kyc, onClose) => (
        <RecordDetailsModal title="KYC Details" groups={kycFieldGroups(kyc)} onClose={onClose} />
      )}
    />
  )
}
