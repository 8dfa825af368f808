import type { DataColumn } from '@/components/data-table/types'
import { textOrNotAvailable } from '@/domain/format'
import { fullName } from '@/domain/names'
import { ageColumn, dateColumn, idColumn, statusColumn } from '@/features/review/list/record-columns'
import type { Kyc } from '@/schemas/kyc'
import { kycName } from './kyc-names'

/** When the record came in; older records carry only their last update. */
function submittedAt(kyc: Kyc): string | null {
  return kyc.created_at ?? kyc.updated_at
}

/** The KYC Verifications columns; the export writes the same ones, spreadsheet-ready. */
export const KYC_COLUMNS: readonly DataColumn<Kyc>[] = [
  idColumn(),
  { id: 'member_id', header: 'Member ID', text: (kyc) => textOrNotAvailable(kyc.member_id), card: 'field' },
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
  dateColumn('submitted', 'Submitted', submittedAt),
  ageColumn((kyc) => kyc.created_at),
  statusColumn(),
]
