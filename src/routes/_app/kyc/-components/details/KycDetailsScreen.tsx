import { useSuspenseQuery } from '@tanstack/react-query'
import { kycResource } from '@/api/kyc/kyc.api'
import { useKycTransition } from '@/api/kyc/kyc.mutations'
import { UploadedDocuments } from '@/components/documents/UploadedDocuments'
import { DetailGrid } from '@/components/records/DetailGrid'
import { DetailPage } from '@/components/records/DetailPage'
import { DetailSection } from '@/components/records/DetailSection'
import { RecordSummary } from '@/components/records/RecordSummary'
import { ReviewActions } from '@/components/records/ReviewActions'
import { kycDocuments, kycFieldGroups, kycName } from '../kyc-fields'

export const KYC_DETAILS_TITLE = 'KYC Details'
export const KYC_NOT_FOUND = 'KYC not found'

export function KycDetailsScreen({ id }: { id: number }) {
  const { data: kyc } = useSuspenseQuery(kycResource.queries.detail(id))
  const transition = useKycTransition('detail')

  return (
    <DetailPage title={KYC_DETAILS_TITLE} list="/kyc">
      <RecordSummary
        heading={kycName(kyc) || `KYC record ${kyc.id}`}
        subheading={kyc.member_id ?? undefined}
        status={kyc.status}
        actions={
          <ReviewActions entity="kyc" resourceKey={kycResource.key} record={kyc} onConfirm={transition.mutate} />
        }
      />
      <div className="flex flex-col gap-6">
        {kycFieldGroups(kyc).map((group) => (
          <DetailSection key={group.title} title={group.title}>
            <DetailGrid fields={group.fields} />
          </DetailSection>
        ))}
        <UploadedDocuments documents={kycDocuments(kyc)} />
      </div>
    </DetailPage>
  )
}
