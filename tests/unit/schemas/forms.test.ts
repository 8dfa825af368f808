import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'
import { LoginFormSchema } from '@/schemas/forms/login'
import { SettingsFormSchema } from '@/schemas/forms/settings'
import { MemberSchema } from '@/schemas/member'
import { REQUIRED_IMPORT_COLUMNS } from '@/schemas/member-import-columns'
import { REQUIRED_MEMBER_FIELDS } from '@/schemas/member-required-fields'
import {
  memberFormDefaults,
  MemberFormSchema,
  memberToFormValues,
  type MemberFormValues,
} from '@/schemas/forms/member-form'

/** The first message per field, as the form shows it under the input. */
function fieldMessages(schema: core.$ZodType, values: unknown): Record<string, string> {
  const result = safeParse(schema, values)
  const messages: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.')
    messages[field] ??= issue.message
  }
  return messages
}

describe('LoginFormSchema', () => {
  it('requires both fields', () => {
    expect(fieldMessages(LoginFormSchema, { email: ' ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('accepts filled fields', () => {
    expect(LoginFormSchema.parse({ email: ' admin@sacco.co.bw ', password: 'password' })).toEqual({
      email: 'admin@sacco.co.bw',
      password: 'password',
    })
  })
})

describe('SettingsFormSchema', () => {
  it('shows the spec messages', () => {
    expect(
      fieldMessages(SettingsFormSchema, { name: 'K', email: 'kagiso', phone: '7123', currentPassword: '' }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email',
      phone: 'Phone number must be at least 8 characters',
    })
  })

  it('accepts valid values with an empty current password', () => {
    const values = { name: 'Kagiso Molefe', email: 'admin@sacco.co.bw', phone: '+26771234567', currentPassword: '' }
    expect(SettingsFormSchema.parse(values)).toEqual(values)
  })
})

const validMember: MemberFormValues = {
  ...memberFormDefaults,
  name: 'Boitumelo',
  surname: 'Seretse',
  gender: 'female',
  date_of_birth: '1990-07-04',
  email_address: 'boitumelo@example.co.bw',
  cell_number: '+267 71 234 567',
}

describe('MemberFormSchema', () => {
  it('accepts the empty optional fields of a valid member', () => {
    expect(MemberFormSchema.parse(validMember)).toEqual(validMember)
  })

  it('shows every required-field message on an empty form', () => {
    expect(fieldMessages(MemberFormSchema, memberFormDefaults)).toEqual({
      name: 'Name must be at least 2 characters',
      surname: 'Surname is required',
      gender: 'Gender is required',
      date_of_birth: 'Date of birth is required',
      email_address: 'Please enter a valid email address',
      cell_number: 'Please enter a valid phone number',
    })
  })

  // One list of what a member must have serves the form and the import: emptying a field is refused
  // exactly when that list names it, and the import requires the same columns.
  it.each(Object.keys(memberFormDefaults))('refuses %s empty only when every member must have it', (field) => {
    const refused = field in fieldMessages(MemberFormSchema, { ...validMember, [field]: '' })
    expect(refused).toBe((REQUIRED_MEMBER_FIELDS as readonly string[]).includes(field))
  })

  it('requires what the import requires', () => {
    expect([...REQUIRED_IMPORT_COLUMNS]).toEqual([...REQUIRED_MEMBER_FIELDS])
  })

  it.each([
    ['name', 'B', 'Name must be at least 2 characters'],
    ['name', '  B  ', 'Name must be at least 2 characters'],
    ['surname', '   ', 'Surname is required'],
    ['gender', 'unknown', 'Gender is required'],
    ['email_address', 'boitumelo@', 'Please enter a valid email address'],
    ['email_address', 'boitumelo example.co.bw', 'Please enter a valid email address'],
    ['cell_number', '7123456', 'Please enter a valid phone number'],
    ['cell_number', '+267 71 234 567 89', 'Please enter a valid phone number'],
    ['cell_number', '71-234-abc', 'Please enter a valid phone number'],
  ])('rejects %s %j with "%s"', (field, value, message) => {
    expect(fieldMessages(MemberFormSchema, { ...validMember, [field]: value })).toEqual({ [field]: message })
  })

  it.each(['71234567', '+267 71234567', '+267-71-234-567'])('accepts the phone number %j', (cell) => {
    expect(MemberFormSchema.safeParse({ ...validMember, cell_number: cell }).success).toBe(true)
  })

  it('accepts uploaded files, and has no status: only the member actions move it', () => {
    const omang = new File(['png'], 'omang.png', { type: 'image/png' })
    const parsed = MemberFormSchema.parse({ ...validMember, omang, status: 'suspended', marital_status: 'widowed' })
    expect(parsed.omang).toBe(omang)
    expect(parsed).not.toHaveProperty('status')
  })

  it('rejects a non-file upload', () => {
    expect(MemberFormSchema.safeParse({ ...validMember, payslip: 'payslip.pdf' }).success).toBe(false)
  })
})

describe('memberToFormValues', () => {
  const member = MemberSchema.parse({
    id: 42,
    name: 'Boitumelo',
    surname: 'Seretse',
    gender: ' Female ',
    date_of_birth: '1990-07-04T00:00:00.000000Z',
    email_address: 'boitumelo@example.co.bw',
    cell_number: '+267 71 234 567',
    telephone_home: '3951234',
    marital_status: 'MARRIED',
    beneficiary_address: 'Plot 4567, Extension 12',
    beneficiary_omang_number: '321654987',
    status: 'inactive',
    notes: 'Joined at the Maun branch.\nVerified on Nov 06, 2024 10:00\nPrefers email.',
    omang: '/storage/members/42/omang.png',
  })

  it('maps home telephone and notes from their own fields (the old defects), the notes without their dated lines', () => {
    const values = memberToFormValues(member)
    expect(values.telephone_home).toBe('3951234')
    expect(values.notes).toBe('Joined at the Maun branch.\nPrefers email.')
    expect(values.cell_number).toBe('+267 71 234 567')
  })

  it('maps free-text choices onto the selects and nulls onto empty inputs', () => {
    const values = memberToFormValues(member)
    expect(values).toMatchObject({
      gender: 'female',
      marital_status: 'married',
      date_of_birth: '1990-07-04',
      beneficiary_address: 'Plot 4567, Extension 12',
      beneficiary_omang_number: '321654987',
      passport_number: '',
      member_id: '',
    })
    expect(values.omang).toBeUndefined()
  })

  it('leaves a select empty when the server value is not one of its choices', () => {
    const values = memberToFormValues({ ...member, gender: 'F', marital_status: null })
    expect(values.gender).toBe('')
    expect(values.marital_status).toBe('')
  })

  it('produces values that pass the form schema for a complete member', () => {
    expect(MemberFormSchema.safeParse(memberToFormValues(member)).success).toBe(true)
  })
})
