import { MEMBER_FIELD_GROUPS, type MemberFieldDef } from './form/member-fields'
import type { DetailFieldGroup } from '@/features/review/detail/DetailGrid'
import {
  declaredFields,
  fieldValue,
  type FieldFormat,
  type RecordFieldGroup,
  type RecordFields,
} from '@/features/review/detail/record-fields'
import type { RecordDetails } from '@/features/review/entity'
import { StatusBadge } from '@/components/ui/StatusBadge'
import type { Member } from '@/schemas/member'

/** The membership's own fields, which the member form does not edit and so does not list. */
const MEMBERSHIP_FIELDS: RecordFields<Member> = {
  id: 'ID',
  membership_number: 'Membership Number',
  title: 'Title',
  application_date: ['Application Date', 'date'],
  registeredAt: ['Registered', 'date'],
  updated_at: ['Last Updated', 'date'],
}

/** How a member form field reads off the record: a choice capitalised, a date as a date, a document by name. */
function formatOf(field: MemberFieldDef): FieldFormat {
  switch (field.kind) {
    case 'select':
      return 'label'
    case 'file':
      return 'file'
    case 'textarea':
      return 'notes'
    default:
      return field.type === 'date' ? 'date' : 'text'
  }
}

/**
 * Every member field: the membership's own, then the member form's groups and labels, so every
 * screen (and the export) names a field the same way.
 */
const MEMBER_FIELDS: readonly RecordFieldGroup<Member>[] = [
  { title: 'Membership', fields: MEMBERSHIP_FIELDS },
  ...MEMBER_FIELD_GROUPS.map((group) => ({
    title: group.legend,
    fields: {
      // The status is one of the facts the form shows without editing it: here it is a field.
      ...(group.recordFacts ? { status: ['Status', 'label'] as const } : {}),
      ...Object.fromEntries(group.fields.map((field) => [field.name, [field.label, formatOf(field)] as const])),
    },
  })),
]

/**
 * The member's fields as cards, the status as its badge. The documents: 'omit' on the record screen,
 * whose 'Uploaded Documents' can open them; 'by-name' in the View modal, which has no documents panel.
 */
function memberFieldGroups(member: Member, documents: 'omit' | 'by-name'): DetailFieldGroup[] {
  const groups = MEMBER_FIELDS.map((group) => ({
    title: group.title,
    fields: declaredFields(group.fields)
      .filter((field) => documents === 'by-name' || field.format !== 'file')
      .map((field) =>
        field.key === 'status'
          ? { label: field.label, value: <StatusBadge status={member.status} /> }
          : fieldValue(member, field),
      ),
  }))
  return groups.filter((group) => group.fields.length > 0)
}

/** What the record screen and a row's View show of a member, and what its review checks read. */
export const memberDetails: RecordDetails<Member> = {
  fields: MEMBER_FIELDS,
  fieldGroups: (member) => memberFieldGroups(member, 'omit'),
  viewFieldGroups: (member) => memberFieldGroups(member, 'by-name'),
  // SPEC section 2's 'Uploaded Documents', in its order.
  documents: (member) => [
    { label: 'Confirmation Letter', path: member.confirmation_letter },
    { label: 'Payslip', path: member.payslip },
    { label: 'Omang', path: member.omang },
  ],
  // A member has no Omang expiry date and no PEP answers: those checks belong to its KYC record.
  checks: (member) => ({
    record: {
      omangNumber: member.omang_number,
      dateOfBirth: member.date_of_birth,
      requiredDocuments: [{ label: 'Omang copy', path: member.omang }],
    },
    sameOmang: { isSelf: (holder) => holder.id === member.id },
  }),
  memberFile: (member) => ({ show: 'records', memberId: member.member_id }),
}
