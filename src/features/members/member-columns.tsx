import type { DataColumn } from '@/components/data-table/types'
import { NOT_AVAILABLE, statusLabel, textOrNotAvailable } from '@/domain/format'
import { dateColumn, idColumn, statusColumn } from '@/features/review/list/record-columns'
import type { Member } from '@/schemas/member'
import { memberName } from './member-name'

/** The Registered Members columns (SPEC section 2); the export writes the same ones, spreadsheet-ready. */
export const MEMBER_COLUMNS: readonly DataColumn<Member>[] = [
  idColumn(),
  { id: 'member_id', header: 'Member ID', text: (member) => textOrNotAvailable(member.member_id), card: 'field' },
  { id: 'name', header: 'Name', text: (member) => textOrNotAvailable(memberName(member)), card: 'title' },
  {
    id: 'gender',
    header: 'Gender',
    text: (member) => (member.gender?.trim() ? statusLabel(member.gender) : NOT_AVAILABLE),
    hideWhenNarrow: true,
  },
  dateColumn('dob', 'DOB', (member) => member.date_of_birth),
  { id: 'omang', header: 'Omang', text: (member) => textOrNotAvailable(member.omang_number), card: 'field' },
  {
    id: 'passport',
    header: 'Passport',
    text: (member) => textOrNotAvailable(member.passport_number),
    hideWhenNarrow: true,
  },
  statusColumn(),
]
