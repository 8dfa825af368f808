import type { DataColumn } from '@/components/data-table/types'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { formatDate, formatIsoDay, statusLabel, textOrNotAvailable } from '@/domain/format'
import { fullName } from '@/domain/names'
import type { Kyc } from '@/schemas/kyc'
import { kycName } from './kyc-fields'
import { KycLink } from './KycLink'

/** When the record came in; older records carry only their last update. */
export function submittedAt(kyc: Kyc): string | null {
  return kyc.created_at ?? kyc.updated_at
}

export const KYC_STATUS_FILTERS = ['pending', 'verified', 'approved', 'rejected'] as const

/** The KYC Verifications columns; the export writes the same ones, spreadsheet-ready. */
export const kycColumns: readonly DataColumn<Kyc>[] = [
  {
    id: 'id',
    header: 'ID',
    text: (kyc) => String(kyc.id),
    sortValue: (kyc) => kyc.id,
    card: 'id',
    hideWhenNarrow: true,
  },
  {
    id: 'member_id',
    header: 'Member ID',
    text: (kyc) => textOrNotAvailable(kyc.member_id),
    cell: (kyc, { fetchedAt }) => <KycLink kyc={kyc} fetchedAt={fetchedAt} />,
    card: 'field',
  },
  {
    id: 'name',
    header: 'Name',
    text: kycName,
    sortValue: (kyc) => fullName(kyc.name, kyc.surname),
    wrap: true,
    card: 'title',
  },
  { id: 'omang', header: 'Omang', text: (kyc) => kyc.omang_number ?? '', card: 'field' },
  { id: 'nationality', header: 'Nationality', text: (kyc) => kyc.nationality ?? '', wrap: true, hideWhenNarrow: true },
  {
    id: 'submitted',
    header: 'Submitted',
    text: (kyc) => formatDate(submittedAt(kyc)),
    sortValue: submittedAt,
    exportText: (kyc) => formatIsoDay(submittedAt(kyc)),
    card: 'field',
    hideWhenNarrow: true,
  },
  {
    id: 'status',
    header: 'Status',
    text: (kyc) => statusLabel(kyc.status),
    cell: (kyc) => <StatusBadge status={kyc.status} />,
    card: 'status',
  },
]
