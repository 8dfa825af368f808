import { MemberSchema } from '@/schemas/member'
import { paged, record } from '@/schemas/laravel'

const laravelMember = {
  id: 42,
  member_id: 'MBR-0042',
  application_date: '2024-11-05',
  membership_number: 'M-2024-0042',
  title: 'Ms',
  name: 'Boitumelo',
  surname: 'Seretse',
  gender: 'Female',
  date_of_birth: '1990-07-04T00:00:00.000000Z',
  omang_number: '456789123',
  passport_number: null,
  email_address: 'boitumelo@example.co.bw',
  cell_number: '+267 71 234 567',
  telephone_home: '3951234',
  telephone_work: '3959876',
  postal_address: 'P O Box 123, Gaborone',
  physical_address: 'Plot 4567, Extension 12',
  marital_status: 'Married',
  next_of_kin_Id_number: '321654987',
  next_of_kin_cell_number: '+267 72 000 111',
  organisation: 'Botswana Power Corporation',
  department: 'Finance',
  duty_station: 'Gaborone',
  designation: 'Accountant',
  bank_name: 'Absa Bank Botswana',
  account_number: 1002003004,
  branch_name: 'Broadhurst',
  branch_code: '290267',
  beneficiary_name: 'Kabo Seretse',
  beneficiary_dob: '2015-02-01 00:00:00',
  beneficiary_relationship: 'Son',
  beneficiary_address: 'Plot 4567, Extension 12',
  beneficiary_omang_number: null,
  omang: '/storage/members/42/omang.png',
  confirmation_letter: '/storage/members/42/letter.pdf',
  status: 'Active',
  notes: 'Verified on Nov 06, 2024 10:00',
  registeredAt: '2024-11-05 09:30:00',
  created_at: '2024-11-05T09:30:00.000000Z',
  updated_at: '2025-03-01T08:15:30.000000Z',
}

describe('MemberSchema', () => {
  it('reads a Laravel member', () => {
    const member = MemberSchema.parse(laravelMember)
    expect(member).toMatchObject({
      id: 42,
      gender: 'Female',
      marital_status: 'Married',
      date_of_birth: '1990-07-04',
      beneficiary_dob: '2015-02-01',
      application_date: '2024-11-05',
      account_number: '1002003004',
      passport_number: null,
      payslip: null,
      status: 'active',
      registeredAt: '2024-11-05T09:30:00.000Z',
    })
  })

  it('keeps a gender outside the form choices instead of failing the record', () => {
    expect(MemberSchema.parse({ ...laravelMember, gender: 'F' }).gender).toBe('F')
  })

  it('gives output that parses again to itself (detail seeded from a list row, local storage)', () => {
    const member = MemberSchema.parse(laravelMember)
    expect(MemberSchema.parse(JSON.parse(JSON.stringify(member)))).toEqual(member)
  })

  it('reads the update response and the list page', () => {
    expect(record(MemberSchema).parse({ message: 'Member updated', data: laravelMember }).id).toBe(42)
    const page = paged(MemberSchema).parse({
      current_page: 1,
      data: [laravelMember, { id: 43, status: 'pending' }],
      last_page: 10,
      total: 150,
      per_page: 15,
      links: [],
    })
    expect(page.items.map((item) => item.status)).toEqual(['active', 'pending'])
  })

  it.each([
    ['id is missing', { ...laravelMember, id: undefined }],
    ['status is missing', { ...laravelMember, status: undefined }],
    ['updated_at is "yesterday"', { ...laravelMember, updated_at: 'yesterday' }],
    ['date_of_birth is impossible', { ...laravelMember, date_of_birth: '1990-02-30' }],
  ])('rejects a member where %s', (_case, body) => {
    expect(MemberSchema.safeParse(body).success).toBe(false)
  })
})
