import { kycNotifyPayload, loanNotifyPayload, memberNotifyPayload } from '@/api/records/notify'

const updatedAt = new Date(2025, 2, 1, 10, 30).toISOString()
const now = new Date(2025, 5, 9, 12, 0)

describe('notify payloads', () => {
  it('builds the loan payload from the verified loan', () => {
    expect(
      loanNotifyPayload({ id: 17, member_id: 'MBR-0042', status: 'verified', updated_at: updatedAt }, now),
    ).toEqual({
      loan_id: 17,
      param1: 'MBR-0042',
      param2: '03, 01, 2025',
      param3: 'verified',
    })
  })

  it('builds the KYC payload with the name', () => {
    expect(kycNotifyPayload({ id: 9, name: 'Thabo', status: 'verified', updated_at: updatedAt }, now)).toEqual({
      kyc_id: 9,
      param1: 'Thabo',
      param2: '03, 01, 2025',
      param3: 'verified',
    })
  })

  it('builds the member payload with name and surname', () => {
    expect(
      memberNotifyPayload(
        { id: 42, name: 'Boitumelo', surname: 'Seretse', status: 'verified', updated_at: updatedAt },
        now,
      ),
    ).toEqual({ member_id: 42, param1: 'Boitumelo Seretse', param2: '03, 01, 2025', param3: 'verified' })
  })

  it('uses the moment of sending when the record has no update date', () => {
    expect(
      memberNotifyPayload({ id: 42, name: 'Boitumelo', surname: null, status: 'verified', updated_at: null }, now),
    ).toEqual({
      member_id: 42,
      param1: 'Boitumelo',
      param2: '06, 09, 2025',
      param3: 'verified',
    })
  })
})
