import type { DocumentEntry } from '@/features/records/documents/UploadedDocuments'
import { choiceLabel, MEMBER_FIELD_GROUPS, type MemberFieldDef } from '@/features/members/form/member-fields'
import type { DetailField } from '@/features/records/detail/DetailGrid'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { formatDate } from '@/domain/format'
import type { Member } from '@/schemas/member'
import { documentFileName } from '@/domain/documents'

export interface MemberFieldGroup {
  title: string
  fields: DetailField[]
}

/** The membership's own fields, which the member form does not edit and so does not list. */
function membershipFields(member: Member): DetailField[] {
  return [
    { label: 'ID', value: String(member.id) },
    { label: 'Membership Number', value: member.membership_number },
    { label: 'Title', value: member.title },
    { label: 'Application Date', value: formatDate(member.application_date) },
    { label: 'Registered', value: formatDate(member.registeredAt) },
    { label: 'Last Updated', value: formatDate(member.updated_at) },
  ]
}

function shownValue(field: MemberFieldDef, member: Member): DetailField['value'] {
  if (field.name === 'status') return <StatusBadge status={member.status} />
  const value = member[field.name]
  if (value === null || value.trim() === '') return null
  if (field.kind === 'select') return choiceLabel(value)
  if (field.kind === 'file') return <span className="break-all">{documentFileName(value)}</span>
  return field.kind === 'text' && field.type === 'date' ? formatDate(value) : value
}

interface MemberFieldGroupsOptions {
  /**
   * 'omit' on the details screen, whose 'Uploaded Documents' can open them; 'by-name' in the View
   * modal, which has no documents panel.
   */
  documents: 'omit' | 'by-name'
}

/**
 * Every member field, under the member form's own groups and labels so every screen names a field
 * the same way.
 */
export function memberFieldGroups(
  member: Member,
  { documents }: MemberFieldGroupsOptions = { documents: 'omit' },
): MemberFieldGroup[] {
  const formGroups = MEMBER_FIELD_GROUPS.map((group) => ({
    title: group.legend,
    fields: group.fields
      .filter((field) => documents === 'by-name' || field.kind !== 'file')
      .map((field) => ({ label: field.label, value: shownValue(field, member), multiline: field.kind === 'textarea' })),
  }))
  return [
    { title: 'Membership', fields: membershipFields(member) },
    ...formGroups.filter((group) => group.fields.length > 0),
  ]
}

/** SPEC section 2's 'Uploaded Documents', in its order. */
export function memberDocuments(member: Member): DocumentEntry[] {
  return [
    { label: 'Confirmation Letter', path: member.confirmation_letter },
    { label: 'Payslip', path: member.payslip },
    { label: 'Omang', path: member.omang },
  ]
}
