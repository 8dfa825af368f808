import { formatDate } from '@/domain/format'
import { KycSchema } from '@/schemas/kyc'
import { LaravelErrorSchema } from '@/schemas/laravel-error'
import { LoanSchema } from '@/schemas/loan'
import { MemberSchema } from '@/schemas/member'

// Laravel 8 to 11 (DESIGN section 9): a date column comes cast to a timestamp at midnight UTC
// (`'date'` cast, or Carbon in an API Resource) or as the column's own text.
const BIRTHDAY_AS_SENT = ['1982-02-10T00:00:00.000000Z', '1982-02-10', '1982-02-10 00:00:00']

const DATE_COLUMNS = [
  { name: 'member', schema: MemberSchema, fields: ['application_date', 'date_of_birth', 'beneficiary_dob'] },
  { name: 'loan', schema: LoanSchema, fields: ['date_of_birth'] },
  {
    name: 'KYC',
    schema: KycSchema,
    fields: [
      'date_of_birth',
      'expiry_date',
      'starting_date',
      'ending_date',
      'starting_date_associate',
      'ending_date_associate',
    ],
  },
]

describe('every date column, cast or not, is the same calendar day in every time zone', () => {
  const originalZone = process.env.TZ

  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ
    else process.env.TZ = originalZone
  })

  // The zones furthest west and east of UTC: a day shift would show in one of them.
  it.each([
    ['Pacific/Honolulu', 600],
    ['Pacific/Kiritimati', -840],
    ['Africa/Gaborone', -120],
  ])('in %s', (zone, offset) => {
    process.env.TZ = zone
    expect(new Date(2025, 2, 1).getTimezoneOffset()).toBe(offset)
    for (const { name, schema, fields } of DATE_COLUMNS) {
      for (const field of fields) {
        for (const sent of BIRTHDAY_AS_SENT) {
          const parsed: Record<string, unknown> = schema.parse({ id: 7, status: 'pending', [field]: sent })
          expect({ name, field, sent, value: parsed[field] }).toEqual({ name, field, sent, value: '1982-02-10' })
          expect(formatDate(parsed[field] as string)).toBe('Feb 10, 1982')
        }
      }
    }
  })
})

describe('422 bodies of every Laravel version', () => {
  it("reads Laravel 8's generic message with its field errors", () => {
    expect(
      LaravelErrorSchema.parse({
        message: 'The given data was invalid.',
        errors: { email: ['The email field is required.'], name: ['The name field is required.'] },
      }),
    ).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email field is required.'], name: ['The name field is required.'] },
    })
  })

  it("reads Laravel 10's per-field summary", () => {
    expect(
      LaravelErrorSchema.parse({
        message: 'The email field is required. (and 1 more error)',
        errors: { email: ['The email field is required.'], name: ['The name field is required.'] },
      }).message,
    ).toBe('The email field is required. (and 1 more error)')
  })

  it('reads an empty message bag, which PHP encodes as a list', () => {
    expect(LaravelErrorSchema.parse({ message: 'Refused.', errors: [] })).toEqual({ message: 'Refused.', errors: {} })
  })
})
