import type { DataColumn } from '@/components/data-table/types'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { formatDate, formatIsoDay, NOT_AVAILABLE, statusLabel, textOrNotAvailable } from '@/domain/format'
import type { Member } from '@/schemas/member'
import { memberName } from '../detail/member-name'
import { MemberLink } from './MemberLink'

/** The Status filter's choices (SPEC section 4); the server counts `active` as approved. */
export const MEMBER_STATUS_FILTERS = ['approved', 'pending', 'rejected'] as const

/** The Registered Members columns (SPEC section 2); the export writes the same ones, spreadsheet-ready. */
export const memberColumns: readonly DataColumn<Member>[] = [
  {
    id: 'id',
    header: 'ID',
    text: (member) => String(member.id),
    sortValue: (member) => member.id,
    card: 'id',
    hideWhenNarrow: true,
  },
  { id: 'member_id', header: 'Member ID', text: (member) => textOrNotAvailable(member.member_id), card: 'field' },
  {
    id: 'name',
    header: 'Name',
    text: (member) => textOrNotAvailable(memberName(member)),
    cell: (member, { fetchedAt }) => <MemberLink member={member} fetchedAt={fetchedAt} />,
    card: 'title',
  },
  {
    id: 'gender',
    header: 'Gender',
    text: (member) => (member.gender?.trim() ? statusLabel(member.gender) : NOT_AVAILABLE),
    hideWhenNarrow: true,
  },
  {
    id: 'dob',
    header: 'DOB',
    text: (member) => formatDate(member.date_of_birth),
    sortValue: (member) => member.date_of_birth,
    exportText: (member) => formatIsoDay(member.date_of_birth),
    card: 'field',
    hideWhenNarrow: true,
  },
  { id: 'omang', header: 'Omang', text: (member) => textOrNotAvailable(member.omang_number), card: 'field' },
  {
    id: 'passport',
    header: 'Passport',
    text: (member) => textOrNotAvailable(member.passport_number),
    hideWhenNarrow: true,
  },
  {
    id: 'status',
    header: 'Status',
    text: (member) => statusLabel(member.status),
    cell: (member) => <StatusBadge status={member.status} />,
    card: 'status',
  },
]
