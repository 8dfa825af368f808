import * as z from 'zod/mini'
import { GENDERS, MARITAL_STATUSES } from '@/domain/member-choices'
import { splitNotes } from '@/domain/notes-history'
import { isFutureDay } from '@/domain/review-checks'
import type { Member } from '../member'

// Selects start on '' ("not chosen"), so '' is part of each choice list and a rule rejects it where
// required. The rule is no type guard on purpose: input and output types stay equal for react-hook-form.
const gender = z
  .enum(['', ...GENDERS], { error: 'Gender is required' })
  .check(z.refine((value) => value.length > 0, { error: 'Gender is required' }))

function required(label: string) {
  return z.string().check(z.trim(), z.minLength(1, { error: `${label} is required` }))
}

const optionalFile = z.optional(z.instanceof(File))

// Nobody is born tomorrow: a date of birth after today is a typing mistake (DESIGN section 11), and
// what day "today" is is asked when the form is checked, not when the page loaded.
const notInFuture = (label: string) =>
  z.refine<string>((value) => !isFutureDay(value, new Date()), { error: `${label} cannot be in the future` })

// A "simple address pattern" (SPEC section 5); the server's own email rule has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const OMANG = /^\d{9}$/
const PHONE = /^[0-9+\- ]{8,15}$/

/**
 * The Add New Member and Edit User forms (SPEC sections 2 and 5, DESIGN section 5). Every field is a
 * string as the inputs hold it; '' means "left empty". There is no status: only the member's actions
 * move it, each with its notes line (DESIGN section 4, where Edit leaves the status unchanged), so a
 * save never sends one. Notes are the free text only: the dated lines are the record's history and
 * are kept as they are (`notesAfterEdit`).
 */
export const MemberFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, { error: 'Name must be at least 2 characters' })),
  surname: required('Surname'),
  member_id: z.string(),
  gender,
  date_of_birth: required('Date of birth').check(notInFuture('Date of birth')),
  // Optional, but an Omang number is always 9 digits.
  omang_number: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || OMANG.test(value), { error: 'Omang number must be 9 digits' }),
  ),
  passport_number: z.string(),
  email_address: z.string().check(z.trim(), z.regex(EMAIL, { error: 'Please enter a valid email address' })),
  cell_number: z.string().check(z.trim(), z.regex(PHONE, { error: 'Please enter a valid phone number' })),
  // Optional, as on the server and in the import (REQUIRED_MEMBER_FIELDS): most members have no landline.
  telephone_home: z.string(),
  telephone_work: z.string(),
  postal_address: z.string(),
  physical_address: z.string(),
  omang: optionalFile,
  confirmation_letter: optionalFile,
  payslip: optionalFile,
  marital_status: z.enum(['', ...MARITAL_STATUSES]),
  next_of_kin_Id_number: z.string(),
  next_of_kin_cell_number: z.string(),
  organisation: z.string(),
  department: z.string(),
  duty_station: z.string(),
  designation: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  branch_name: z.string(),
  branch_code: z.string(),
  beneficiary_name: z.string(),
  beneficiary_dob: z.string().check(notInFuture('Beneficiary date of birth')),
  beneficiary_relationship: z.string(),
  beneficiary_address: z.string(),
  beneficiary_omang_number: z.string(),
  notes: z.string(),
})

export type MemberFormValues = z.infer<typeof MemberFormSchema>

const draftText = z.optional(z.string())

/**
 * A member form kept as a draft in sessionStorage (every field but the files, which cannot be stored).
 * Loose on purpose: a draft is work in progress, so only its shape is checked, never the form's rules.
 */
export const MemberFormDraftSchema = z.object({
  name: draftText,
  surname: draftText,
  member_id: draftText,
  gender: z.optional(z.enum(['', ...GENDERS])),
  date_of_birth: draftText,
  omang_number: draftText,
  passport_number: draftText,
  email_address: draftText,
  cell_number: draftText,
  telephone_home: draftText,
  telephone_work: draftText,
  postal_address: draftText,
  physical_address: draftText,
  marital_status: z.optional(z.enum(['', ...MARITAL_STATUSES])),
  next_of_kin_Id_number: draftText,
  next_of_kin_cell_number: draftText,
  organisation: draftText,
  department: draftText,
  duty_station: draftText,
  designation: draftText,
  bank_name: draftText,
  account_number: draftText,
  branch_name: draftText,
  branch_code: draftText,
  beneficiary_name: draftText,
  beneficiary_dob: draftText,
  beneficiary_relationship: draftText,
  beneficiary_address: draftText,
  beneficiary_omang_number: draftText,
  notes: draftText,
})

export type MemberFormDraft = z.infer<typeof MemberFormDraftSchema>

export const memberFormDefaults: MemberFormValues = {
  name: '',
  surname: '',
  member_id: '',
  gender: '',
  date_of_birth: '',
  omang_number: '',
  passport_number: '',
  email_address: '',
  cell_number: '',
  telephone_home: '',
  telephone_work: '',
  postal_address: '',
  physical_address: '',
  marital_status: '',
  next_of_kin_Id_number: '',
  next_of_kin_cell_number: '',
  organisation: '',
  department: '',
  duty_station: '',
  designation: '',
  bank_name: '',
  account_number: '',
  branch_name: '',
  branch_code: '',
  beneficiary_name: '',
  beneficiary_dob: '',
  beneficiary_relationship: '',
  beneficiary_address: '',
  beneficiary_omang_number: '',
  notes: '',
}

/** The choice matching a free-text server value, or '' when the select has no such option. */
function choice<T extends string>(options: readonly T[], value: string | null): T | '' {
  const normalised = (value ?? '').trim().toLowerCase()
  return options.find((option) => option === normalised) ?? ''
}

/**
 * Edit form values from a member record. Unlike the old product, home telephone comes from
 * `telephone_home` and notes from `notes` (DESIGN section 5), without its dated lines. Files start
 * empty: an upload replaces one.
 */
export function memberToFormValues(member: Member): MemberFormValues {
  const text = (value: string | null) => value ?? ''
  return {
    name: text(member.name),
    surname: text(member.surname),
    member_id: text(member.member_id),
    gender: choice(GENDERS, member.gender),
    date_of_birth: text(member.date_of_birth),
    omang_number: text(member.omang_number),
    passport_number: text(member.passport_number),
    email_address: text(member.email_address),
    cell_number: text(member.cell_number),
    telephone_home: text(member.telephone_home),
    telephone_work: text(member.telephone_work),
    postal_address: text(member.postal_address),
    physical_address: text(member.physical_address),
    marital_status: choice(MARITAL_STATUSES, member.marital_status),
    next_of_kin_Id_number: text(member.next_of_kin_Id_number),
    next_of_kin_cell_number: text(member.next_of_kin_cell_number),
    organisation: text(member.organisation),
    department: text(member.department),
    duty_station: text(member.duty_station),
    designation: text(member.designation),
    bank_name: text(member.bank_name),
    account_number: text(member.account_number),
    branch_name: text(member.branch_name),
    branch_code: text(member.branch_code),
    beneficiary_name: text(member.beneficiary_name),
    beneficiary_dob: text(member.beneficiary_dob),
    beneficiary_relationship: text(member.beneficiary_relationship),
    beneficiary_address: text(member.beneficiary_address),
    beneficiary_omang_number: text(member.beneficiary_omang_number),
    notes: splitNotes(member.notes).text,
  }
}
