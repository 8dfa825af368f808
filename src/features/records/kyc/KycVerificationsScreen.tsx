import { kycResource } from '@/api/kyc/kyc.api'
import { useStatusTransition } from '@/api/records/status-transition'
import { LazyRecordDetailsModal } from '@/features/records/detail/LazyRecordDetailsModal'
import type { ListSearch } from '@/features/records/list/list-search'
import { REVIEW_LIST_LOAD_ERROR } from '@/features/records/list/messages'
import { ReviewList } from '@/features/records/list/ReviewList'
import { useRecordList, type ListNavigate } from '@/features/records/list/use-record-list'
import { KYC_STATUS_FILTERS, kycColumns } from './kyc-columns'
import { kycFieldGroups, kycSubject } from './kyc-fields'

export function KycVerificationsScreen({ search, navigate }: { search: ListSearch; navigate: ListNavigate }) {
  const list = useRecordList(kycResource, search, navigate, kycColumns)
  const transition = useStatusTransition(kycResource, 'list')
  return (
    <ReviewList
      list={list}
      title="KYC Verifications"
      entity="kyc"
      statusOptions={KYC_STATUS_FILTERS}
      searchPlaceholder="Search KYC records..."
      loadErrorMessage={REVIEW_LIST_LOAD_ERROR}
      recordLabel={(kyc) => `KYC record ${kyc.id}`}
      recordSubject={kycSubject}
      onTransition={transition}
      renderDetails={(kyc, onClose) => (
        <LazyRecordDetailsModal title="KYC Details" groups={kycFieldGroups(kyc)} onClose={onClose} />
      )}
    />
  )
}
