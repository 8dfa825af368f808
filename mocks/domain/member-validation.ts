import { OPTIONAL_IMPORT_COLUMNS } from '@/schemas/member-import-columns'
import type { FieldErrors } from '../http/errors'
import { isUploadedFile } from '../http/input'
import type { Input, UploadedFile } from '../http/input'
import { parseWireDate, toDateColumn } from '../time'
import type { MemberRecord } from '../types'
import { cellNumberPattern, isEmail, isNineDigits } from './rules'

// The StoreMembershipRequest / UpdateMembershipRequest rules from docs/mock-api-contract.md.

export const documentFields = ['omang', 'confirmation_letter', 'payslip'] as const
export type DocumentField = (typeof documentFields)[number]

// The free-text columns no rule requires: those an import sheet may carry, less the ones with rules of
// their own, and the membership number, which the API takes and an import does not.
type CheckedApart = 'omang_number' | 'marital_status' | 'beneficiary_dob' | 'notes'
const CHECKED_APART: readonly string[] = [
  'omang_number',
  'marital_status',
  'beneficiary_dob',
  'notes',
] satisfies CheckedApart[]
const optionalText = [
  ...OPTIONAL_IMPORT_COLUMNS.filter(
    (column): column is Exclude<(typeof OPTIONAL_IMPORT_COLUMNS)[number], CheckedApart> =>
      !CHECKED_APART.includes(column),
  ),
  'membership_number' as const,
]

type TextField =
  (typeof optionalText)[number] | 'member_id' | 'name' | 'surname' | 'email_address' | 'cell_number' | 'omang_number'

export type MemberFields = Partial<
  Pick<
    MemberRecord,
    TextField | 'gender' | 'date_of_birth' | 'marital_status' | 'beneficiary_dob' | 'application_date' | 'notes'
  >
>

export interface MemberCheck {
  errors: FieldErrors
  values: MemberFields
  files: Partial<Record<DocumentField, UploadedFile>>
}

export interface MemberCheckContext {
  members: readonly MemberRecord[]
  // The member being updated; absent on create and import.
  self?: MemberRecord
  // Import rows carry no files.
  allowFiles: boolean
}

const label = (field: string): string => field.replace(/_/g, ' ').replace(/\bId\b/, 'id')

const genders = ['male', 'female', 'other'] as const
const maritalStatuses = ['single', 'married', 'divorced', 'widowed'] as const
const documentExtensions = ['pdf', 'png', 'jpg', 'jpeg']
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024

const oneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value)

class Checker {
  readonly errors: FieldErrors = {}
  readonly values: MemberFields = {}

  constructor(private readonly input: Input) {}

  fail(field: string, message: string): void {
    ;(this.errors[field] ??= []).push(message)
  }

  // A text value, null when absent or empty; numbers count as text (a JSON Omang of 123456789).
  text(field: string): string | null | undefined {
    if (!(field in this.input)) return undefined
    const value = this.input[field]
    if (value === null) return null
    if (typeof value === 'number') return String(value)
    if (typeof value === 'string') {
      if (value.length > 255 && field !== 'notes')
        this.fail(field, `The ${label(field)} field must not be greater than 255 characters.`)
      return value
    }
    this.fail(field, `The ${label(field)} field must be a string.`)
    return null
  }

  required(field: string): string | null {
    const value = this.text(field)
    if (value === undefined || value === null) {
      if (!this.errors[field]) this.fail(field, `The ${label(field)} field is required.`)
      return null
    }
    return value
  }

  date(field: string, value: string | null): string | null {
    if (value === null) return null
    const date = parseWireDate(value)
    if (!date) {
      this.fail(field, `The ${label(field)} field must be a valid date.`)
      return null
    }
    return toDateColumn(date)
  }
}

function checkIdentity(check: Checker, context: MemberCheckContext): void {
  const others = context.members.filter((member) => member.id !== context.self?.id)
  const name = check.required('name')
  if (name !== null && name.length < 2) check.fail('name', 'The name field must be at least 2 characters.')
  const surname = check.required('surname')
  const gender = check.required('gender')
  if (gender !== null && !oneOf(genders, gender)) check.fail('gender', 'The selected gender is invalid.')
  const dateOfBirth = check.date('date_of_birth', check.required('date_of_birth'))
  const email = check.required('email_address')
  if (email !== null && !isEmail(email))
    check.fail('email_address', 'The email address field must be a valid email address.')
  else if (email !== null && others.some((member) => member.email_address.toLowerCase() === email.toLowerCase())) {
    check.fail('email_address', 'The email address has already been taken.')
  }
  const cell = check.required('cell_number')
  if (cell !== null && !cellNumberPattern.test(cell))
    check.fail('cell_number', 'The cell number field format is invalid.')
  const omang = check.text('omang_number')
  if (typeof omang === 'string' && !isNineDigits(omang))
    check.fail('omang_number', 'The omang number field must be 9 digits.')
  if (name !== null) check.values.name = name
  if (surname !== null) check.values.surname = surname
  if (gender !== null && oneOf(genders, gender)) check.values.gender = gender
  if (dateOfBirth !== null) check.values.date_of_birth = dateOfBirth
  if (email !== null) check.values.email_address = email
  if (cell !== null) check.values.cell_number = cell
  if (omang !== undefined) check.values.omang_number = omang
}

function checkOptional(check: Checker, context: MemberCheckContext): void {
  const others = context.members.filter((member) => member.id !== context.self?.id)
  for (const field of optionalText) {
    const value = check.text(field)
    if (value !== undefined) check.values[field] = value
  }
  // An empty member id keeps the current one (or gets a generated one on create).
  const memberId = check.text('member_id')
  if (typeof memberId === 'string' && others.some((member) => member.member_id === memberId)) {
    check.fail('member_id', 'The member id has already been taken.')
  } else if (typeof memberId === 'string') {
    check.values.member_id = memberId
  }
  const marital = check.text('marital_status')
  if (marital === null) check.values.marital_status = null
  else if (typeof marital === 'string' && oneOf(maritalStatuses, marital)) check.values.marital_status = marital
  else if (typeof marital === 'string') check.fail('marital_status', 'The selected marital status is invalid.')
  for (const field of ['beneficiary_dob', 'application_date'] as const) {
    const value = check.text(field)
    if (value !== undefined) check.values[field] = check.date(field, value)
  }
  const notes = check.text('notes')
  if (typeof notes === 'string' && notes.length > 10000)
    check.fail('notes', 'The notes field must not be greater than 10000 characters.')
  if (notes !== undefined) check.values.notes = notes
}

// Status is not edited through the form: only the member actions move it (DESIGN section 4).
function checkStatus(check: Checker, input: Input, self: MemberRecord | undefined): void {
  const status = input.status
  if (status === undefined || status === null || !self || status === self.status) return
  check.fail('status', 'The status can only be changed with the verify, approve, reject and suspend actions.')
}

function checkFiles(
  check: Checker,
  input: Input,
  context: MemberCheckContext,
): Partial<Record<DocumentField, UploadedFile>> {
  const files: Partial<Record<DocumentField, UploadedFile>> = {}
  for (const field of documentFields) {
    const value = input[field]
    // Sending back the stored path (or nothing) leaves the document as it is.
    if (value === undefined || value === null || (typeof value === 'string' && value === context.self?.[field]))
      continue
    if (!context.allowFiles || !isUploadedFile(value)) {
      check.fail(field, `The ${label(field)} field must be a file.`)
      continue
    }
    const extension = value.name.split('.').pop()?.toLowerCase() ?? ''
    if (!documentExtensions.includes(extension)) {
      check.fail(field, `The ${label(field)} field must be a file of type: ${documentExtensions.join(', ')}.`)
    } else if (value.size > MAX_DOCUMENT_BYTES) {
      check.fail(field, `The ${label(field)} field must not be greater than 10240 kilobytes.`)
    } else {
      files[field] = value
    }
  }
  return files
}

export function checkMember(input: Input, context: MemberCheckContext): MemberCheck {
  const check = new Checker(input)
  checkIdentity(check, context)
  checkOptional(check, context)
  checkStatus(check, input, context.self)
  const files = checkFiles(check, input, context)
  return { errors: check.errors, values: check.values, files }
}
