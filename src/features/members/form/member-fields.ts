import { GENDERS, MARITAL_STATUSES } from '@/domain/member-choices'
import type { MemberFormValues } from '@/schemas/forms/member-form'
import type { MemberDocumentField } from '@/api/members/member-save'
import { statusLabel } from '@/domain/format'

type SelectName = 'gender' | 'marital_status'
type TextName = Exclude<keyof MemberFormValues, MemberDocumentField | SelectName>

// Which fields are required (marked *) is not said here: REQUIRED_MEMBER_FIELDS says it for the
// form and the import alike.
interface FieldBase {
  label: string
}

export type MemberFieldDef =
  | (FieldBase & {
      kind: 'text'
      name: Exclude<TextName, 'notes'>
      type?: 'text' | 'email' | 'tel' | 'date'
      autoComplete?: string
    })
  | (FieldBase & { kind: 'textarea'; name: 'notes' })
  | (FieldBase & { kind: 'select'; name: SelectName; options: readonly string[]; placeholder: string })
  | (FieldBase & { kind: 'file'; name: MemberDocumentField })

export interface MemberFieldGroup {
  legend: string
  /** The legend when adding, where the group shows no record facts. */
  addLegend?: string
  /**
   * In Edit, the facts the form does not change, read-only: the member's status (only the member's
   * actions move it) and the notes' dated lines (the record's history).
   */
  recordFacts?: boolean
  fields: readonly MemberFieldDef[]
}

/** Which files the server takes for a member document, and how to say so. */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg'
export const DOCUMENT_HINT = 'PDF, PNG or JPG, up to 10 MB'

/** A select choice as shown: `male` -> `Male`. */
export function choiceLabel(value: string): string {
  return statusLabel(value)
}

/**
 * Every field of the member form (SPEC section 2's edit list) in the order and groups the form shows
 * them; the read-only member view walks the same list, so both always name a field the same way.
 */
export const MEMBER_FIELD_GROUPS: readonly MemberFieldGroup[] = [
  {
    legend: 'Personal details',
    fields: [
      { kind: 'text', name: 'name', label: 'Name', autoComplete: 'off' },
      { kind: 'text', name: 'surname', label: 'Surname', autoComplete: 'off' },
      { kind: 'text', name: 'member_id', label: 'Member ID' },
      {
        kind: 'select',
        name: 'gender',
        label: 'Gender',
        options: GENDERS,
        placeholder: 'Select gender',
      },
      { kind: 'text', name: 'date_of_birth', label: 'Date of Birth', type: 'date' },
      {
        kind: 'select',
        name: 'marital_status',
        label: 'Marital Status',
        options: MARITAL_STATUSES,
        placeholder: 'Select marital status',
      },
      { kind: 'text', name: 'omang_number', label: 'Omang Number' },
      { kind: 'text', name: 'passport_number', label: 'Passport Number' },
    ],
  },
  {
    legend: 'Contact details',
    fields: [
      {
        kind: 'text',
        name: 'email_address',
        label: 'Email Address',
        type: 'email',
        autoComplete: 'off',
      },
      { kind: 'text', name: 'cell_number', label: 'Phone Number', type: 'tel', autoComplete: 'off' },
      {
        kind: 'text',
        name: 'telephone_home',
        label: 'Home Telephone',
        type: 'tel',
        autoComplete: 'off',
      },
      { kind: 'text', name: 'telephone_work', label: 'Work Telephone', type: 'tel', autoComplete: 'off' },
      { kind: 'text', name: 'postal_address', label: 'Postal Address' },
      { kind: 'text', name: 'physical_address', label: 'Physical Address' },
    ],
  },
  {
    legend: 'Next of kin',
    fields: [
      { kind: 'text', name: 'next_of_kin_Id_number', label: 'Next of Kin ID Number' },
      { kind: 'text', name: 'next_of_kin_cell_number', label: 'Next of Kin Cell Number', type: 'tel' },
    ],
  },
  {
    legend: 'Employment',
    fields: [
      { kind: 'text', name: 'organisation', label: 'Organisation' },
      { kind: 'text', name: 'department', label: 'Department' },
      { kind: 'text', name: 'duty_station', label: 'Duty Station' },
      { kind: 'text', name: 'designation', label: 'Designation' },
    ],
  },
  {
    legend: 'Banking',
    fields: [
      { kind: 'text', name: 'bank_name', label: 'Bank Name' },
      { kind: 'text', name: 'account_number', label: 'Account Number' },
      { kind: 'text', name: 'branch_name', label: 'Branch Name' },
      { kind: 'text', name: 'branch_code', label: 'Branch Code' },
    ],
  },
  {
    legend: 'Beneficiary',
    fields: [
      { kind: 'text', name: 'beneficiary_name', label: 'Beneficiary Name' },
      { kind: 'text', name: 'beneficiary_dob', label: 'Beneficiary Date of Birth', type: 'date' },
      { kind: 'text', name: 'beneficiary_relationship', label: 'Beneficiary Relationship' },
      // Text inputs: the old product's date inputs here were a defect (DESIGN section 5).
      { kind: 'text', name: 'beneficiary_address', label: 'Beneficiary Address' },
      { kind: 'text', name: 'beneficiary_omang_number', label: 'Beneficiary Omang Number' },
    ],
  },
  {
    legend: 'Documents',
    fields: [
      { kind: 'file', name: 'omang', label: 'Omang Copy' },
      { kind: 'file', name: 'confirmation_letter', label: 'Confirmation Letter' },
      { kind: 'file', name: 'payslip', label: 'Payslip' },
    ],
  },
  {
    legend: 'Status & notes',
    // Not 'Notes': the one field under it is already called so.
    addLegend: 'Additional information',
    recordFacts: true,
    fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }],
  },
]
