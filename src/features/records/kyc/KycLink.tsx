import { Link } from '@tanstack/react-router'
import { kycResource } from '@/api/kyc/kyc.api'
import { useListQueue } from '@/features/records/queue/queue-search'
import { RECORD_LINK_CLASS, useSeedOnIntent } from '@/features/records/detail/seed-on-intent'
import type { Kyc } from '@/schemas/kyc'
import { textOrNotAvailable } from '@/domain/format'

/** The Member ID link to the KYC record's details, which open with no request. */
export function KycLink({ kyc, fetchedAt }: { kyc: Kyc; fetchedAt: number }) {
  return (
    <Link
      to="/kyc/$kycId"
      // The record belongs to this list's queue: its search, filters and page go with it.
      search={{ queue: useListQueue() }}
      params={{ kycId: String(kyc.id) }}
      {...useSeedOnIntent(kycResource, kyc, fetchedAt)}
      className={RECORD_LINK_CLASS}
    >
      {textOrNotAvailable(kyc.member_id)}
    </Link>
  )
}
