import { parse } from 'zod/mini'
import { kycResource } from '@/api/kyc/kyc.api'
import { loanResource } from '@/api/loans/loans.api'
import { memberResource } from '@/api/members/members.api'
import { notifyBody } from '@/api/records/notify'
import { KycSchema } from '@/schemas/kyc'
import { LoanSchema } from '@/schemas/loan'
import { MemberSchema } from '@/schemas/member'

const updatedAt = new Date(2025, 2, 1, 10, 30).toISOString()
const now = new Date(2025, 5, 9, 12, 0)

// Each body comes from its resource's notify declaration and the verified record as the server sent
// it (the schema fills in the columns a body does not read).
describe('notify payloads', () => {
  it('builds the loan payload from the verified loan', () => {
    const loan = parse(LoanSchema, { id: 17, member_id: 'MBR-0042', status: 'verified', updated_at: updatedAt })
    expect(notifyBody(loanResource.notify, loan, now)).toEqual({
      loan_id: 17,
      param1: 'MBR-0042',
      param2: '03, 01, 2025',
      param3: 'verified',
    })
  })

  it('builds the KYC payload with the name', () => {
    const kyc = parse(KycSchema, { id: 9, name: 'Thabo', status: 'verified', updated_at: updatedAt })
    expect(notifyBody(kycResource.notify, kyc, now)).toEqual({
      kyc_id: 9,
      param1: 'Thabo',
      param2: '03, 01, 2025',
      param3: 'verified',
    })
  })

  it('builds the member payload with name and surname', () => {
    const member = parse(MemberSchema, {
      id: 42,
      name: 'Boitumelo',
      surname: 'Seretse',
      status: 'verified',
      updated_at: updatedAt,
    })
    expect(notifyBody(memberResource.notify, member, now)).toEqual({
      member_id: 42,
      param1: 'Boitumelo Seretse',
      param2: '03, 01, 2025',
      param3: 'verified',
    })
  })

  it('uses the moment of sending when the record has no update date', () => {
    const member = parse(MemberSchema, {
      id: 42,
      name: 'Boitumelo',
      surname: null,
      status: 'verified',
      updated_at: null,
    })
    expect(notifyBody(memberResource.notify, member, now)).toEqual({
      member_id: 42,
      param1: 'Boitumelo',
      param2: '06, 09, 2025',
      param3: 'verified',
    })
  })
})
