import { RecordDetailScreen } from '@/features/records/detail/RecordDetailScreen'
import { useStatusTransition } from '@/api/records/status-transition'
import { useSuspenseQuery } from '@tanstack/react-query'
import { REVIEW_LIST_LOAD_ERROR } from '@/features/records/list/messages'
import { useAdvancePreference } from '@/features/records/queue/advance-preference'
import { useRecordQueue, type QueueProps } from '@/features/records/queue/use-record-queue'
import { kycResource } from '@/api/kyc/kyc.api'
import { ReviewChecks } from '@/features/records/checks/ReviewChecks'
import { ReviewActions } from '@/features/records/actions/ReviewActions'
import { kycDocuments, kycFieldGroups, kycName, kycSubject } from './kyc-fields'

export const KYC_DETAILS_TITLE = 'KYC Details'
export const KYC_NOT_FOUND = 'KYC not found'
/** DESIGN section 9: any failure to load other than a 404 or a 403. */
export const KYC_LOAD_FAILED = 'Failed to load this KYC record.'

export function KycDetailsScreen({ id, queue, routes }: { id: number } & QueueProps) {
  const { data: kyc } = useSuspenseQuery(kycResource.queries.detail(id))
  const transition = useStatusTransition(kycResource, 'detail')
  const [advance, setAdvance] = useAdvancePreference()
  const walk = useRecordQueue(kycResource, id, queue, routes)

  return (
    <RecordDetailScreen
      title={KYC_DETAILS_TITLE}
      list="/kyc"
      queue={{ walk, failureMessage: REVIEW_LIST_LOAD_ERROR }}
      heading={kycName(kyc) || `KYC record ${kyc.id}`}
      subheading={kyc.member_id ?? undefined}
      status={kyc.status}
      actions={
        <ReviewActions
          entity="kyc"
          resourceKey={kycResource.key}
          record={kyc}
          subject={kycSubject(kyc)}
          onConfirm={transition}
          advance={
            walk.active && walk.hasNext
              ? { checked: advance, onCheckedChange: setAdvance, after: walk.advanceAfter }
              : undefined
          }
        />
      }
      checks={
        <ReviewChecks
          record={{
            omangNumber: kyc.omang_number,
            dateOfBirth: kyc.date_of_birth,
            expiryDate: kyc.expiry_date,
            pepAnswers: kyc,
          }}
          isSelf={(member) => kyc.member_id !== null && member.member_id === kyc.member_id}
        />
      }
      groups={kycFieldGroups(kyc)}
      documents={kycDocuments(kyc)}
    />
  )
}
