import { LoanSchema } from '@/schemas/loan'
import { paged, record } from '@/schemas/laravel'

const laravelLoan = {
  id: 17,
  member_id: 'MBR-0042',
  account_number: '62001234567',
  bank_name: 'First National Bank Botswana',
  branch_name: 'Main Mall',
  branch_code: 281467,
  loan_purpose: 'School fees',
  loan_type: 'Personal',
  amount_applied_for_in_numeric: '25000.00',
  status: 'Pending',
  first_names: 'Onalenna',
  surname: 'Kgosidintsi',
  omang_number: '123456789',
  gender: 'female',
  date_of_birth: '1990-07-04T00:00:00.000000Z',
  employer: 'Debswana',
  department: null,
  created_at: '2025-03-01T08:15:30.000000Z',
  updated_at: '2025-03-01 08:15:30',
  approvedAt: null,
}

describe('LoanSchema', () => {
  it('reads a Laravel loan', () => {
    expect(LoanSchema.parse(laravelLoan)).toEqual({
      ...laravelLoan,
      branch_code: '281467',
      amount_applied_for_in_numeric: 25000,
      status: 'pending',
      date_of_birth: '1990-07-04',
      notes: null,
      created_at: '2025-03-01T08:15:30.000Z',
      updated_at: '2025-03-01T08:15:30.000Z',
    })
  })

  it('reads a minimal loan with every nullable field missing', () => {
    const loan = LoanSchema.parse({ id: '5', status: 'verified' })
    expect(loan.id).toBe(5)
    expect(loan.amount_applied_for_in_numeric).toBeNull()
    expect(loan.approvedAt).toBeNull()
    expect(loan.member_id).toBeNull()
  })

  it('reads the show response (bare) and an action response (wrapped)', () => {
    const Show = record(LoanSchema)
    expect(Show.parse(laravelLoan).id).toBe(17)
    expect(Show.parse({ message: 'Loan verified', data: { ...laravelLoan, status: 'verified' } }).status).toBe(
      'verified',
    )
  })

  it('reads the list page', () => {
    const page = paged(LoanSchema).parse({
      data: [laravelLoan],
      current_page: 1,
      last_page: 8,
      total: 120,
      per_page: 15,
    })
    expect(page.items).toHaveLength(1)
    expect(page.lastPage).toBe(8)
  })

  it.each([
    ['id is missing', { ...laravelLoan, id: undefined }],
    ['status is missing', { ...laravelLoan, status: undefined }],
    ['amount is "abc"', { ...laravelLoan, amount_applied_for_in_numeric: 'abc' }],
    ['created_at is "yesterday"', { ...laravelLoan, created_at: 'yesterday' }],
    ['date_of_birth is not a date', { ...laravelLoan, date_of_birth: 'July 4th' }],
  ])('rejects a loan where %s', (_case, body) => {
    expect(LoanSchema.safeParse(body).success).toBe(false)
  })

  it('reports the failing field by name', () => {
    const result = LoanSchema.safeParse({ ...laravelLoan, amount_applied_for_in_numeric: 'abc' })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['amount_applied_for_in_numeric'])
  })
})
