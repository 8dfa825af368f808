import { kycDetails } from '@/features/kyc/kyc-details'
import { loanDetails } from '@/features/loans/loan-details'
import { memberDetails } from '@/features/members/member-details'
import { declaredFields, type RecordFieldGroup } from '@/features/review/detail/record-fields'
import { exportFileName } from '@/features/review/list/export/export-file-name'
import { fieldColumns } from '@/features/review/list/export/field-columns'
import { KycSchema } from '@/schemas/kyc'
import { LoanSchema } from '@/schemas/loan'
import { MemberSchema } from '@/schemas/member'

// Issue 27 item 1: 'All columns' writes every field the list's records carry, from the record
// screen's own declarations.

const ENTITIES = [
  { name: 'loans', details: loanDetails, schema: LoanSchema, left: [] },
  { name: 'KYC records', details: kycDetails, schema: KycSchema, left: [] },
  // The server sends a member's registration time twice: `registeredAt` ('Registered') and Laravel's own
  // `created_at`, the same moment.
  { name: 'members', details: memberDetails, schema: MemberSchema, left: ['created_at'] },
] as const

const keysOf = (groups: readonly RecordFieldGroup<never>[]) =>
  groups.flatMap((group) => declaredFields(group.fields).map((field) => field.key as string))

describe("'All columns'", () => {
  it.each(ENTITIES)('declares every field the $name list carries, once', ({ details, schema, left }) => {
    const declared = keysOf(details.fields as readonly RecordFieldGroup<never>[])
    expect(new Set(declared).size).toBe(declared.length)
    expect([...declared, ...left].sort()).toEqual(Object.keys(schema.shape).sort())
  })

  it.each(ENTITIES)('gives each $name column a heading of its own', ({ details }) => {
    const headers = fieldColumns(details.fields as readonly RecordFieldGroup<never>[]).map((column) => column.header)
    expect(new Set(headers).size).toBe(headers.length)
  })

  it("heads a KYC record's fields with the record screen's labels, a repeated one with its card's title", () => {
    const headers = fieldColumns(kycDetails.fields).map((column) => column.header)
    expect(headers.slice(0, 3)).toEqual(['ID', 'Member ID', 'Title'])
    expect(headers).toContain('Postal Address')
    expect(headers).toContain('Member of Parliament')
    expect(headers.filter((header) => header.startsWith('Source of Funds'))).toEqual([
      'Source of Funds',
      'Source of Funds (Uploaded Documents)',
    ])
  })

  it('writes each format spreadsheet-ready', () => {
    const loan = LoanSchema.parse({
      id: 7,
      member_id: '=HYPERLINK("x")',
      amount_applied_for_in_numeric: '25000.50',
      status: 'pending',
      gender: 'female',
      date_of_birth: '1990-07-04',
      created_at: '2025-03-01T08:15:30.000000Z',
      updated_at: '2025-03-02 09:05:00',
      approvedAt: null,
      notes: 'Line one\nline two',
    })
    const byHeader = Object.fromEntries(
      fieldColumns(loanDetails.fields).map((column) => [column.header, column.text(loan)]),
    )
    expect(byHeader).toMatchObject({
      ID: '7',
      // The CSV writer, not the column, guards against formulas.
      'Member ID': '=HYPERLINK("x")',
      'Amount (BWP)': '25000.5',
      Status: 'Pending',
      Gender: 'Female',
      'Date of Birth': '1990-07-04',
      'Approved date': '',
      'Account Number': '',
      Notes: 'Line one\nline two',
    })
    expect(byHeader['Applied date']).toMatch(/^2025-03-0[12]$/)
    expect(byHeader['Last Updated']).toMatch(/^2025-03-0[23] \d{2}:\d{2}$/)

    const kyc = KycSchema.parse({
      id: 1,
      status: 'verified',
      member_of_parliament: 1,
      kgosi: 'no',
      councillor: null,
      source_of_funds_attachment: '/storage/kyc/funds-letter.pdf',
    })
    const kycCells = Object.fromEntries(
      fieldColumns(kycDetails.fields).map((column) => [column.header, column.text(kyc)]),
    )
    expect(kycCells).toMatchObject({
      'Member of Parliament': 'Yes',
      Kgosi: 'No',
      Councillor: '',
      'Source of Funds (Uploaded Documents)': 'funds-letter.pdf',
      'Proof of Residence': '',
    })
  })
})

describe('exportFileName', () => {
  const today = new Date(2026, 10, 25, 12)
  it.each([
    [{ page: 1 }, 'Registered Members.csv'],
    [{ page: 3, status: 'pending' }, 'Registered Members - pending - 2026-11-25.csv'],
    [
      { page: 1, from_date: '2026-11-01', to_date: '2026-11-20', search: 'Mpho' },
      'Registered Members - from 2026-11-01 to 2026-11-20 - search Mpho - 2026-11-25.csv',
    ],
    [{ page: 1, from_date: '2026-11-01' }, 'Registered Members - from 2026-11-01 - 2026-11-25.csv'],
    [{ page: 1, search: 'a/b:c*?"<>|d' }, 'Registered Members - search a_b_c______d - 2026-11-25.csv'],
  ])('%j -> %s', (params, name) => {
    expect(exportFileName('Registered Members', params, today)).toBe(name)
  })
})
