import { KycSchema } from '@/schemas/kyc'
import { paged, record } from '@/schemas/laravel'

const laravelKyc = {
  id: 9,
  member_id: 'MBR-0100',
  title: 'Mr',
  name: 'Thabo',
  surname: 'Masire',
  date_of_birth: '1985-12-31',
  nationality: 'Motswana',
  omang_number: '987654321',
  expiry_date: '2030-01-15T00:00:00.000000Z',
  member_of_parliament: 0,
  speaker_national_assembly: false,
  kgosi: 'yes',
  councillor: '0',
  senior_government_official: 'No',
  religous_leader: 1,
  judicial_officer: 'true',
  senior_executive: null,
  starting_date: '2019-11-01',
  ending_date: null,
  starting_date_associate: '2020-01-01 00:00:00',
  status: 'verified',
  identification_document_attachment: '/storage/kyc/9/omang.png',
  source_of_funds_attachment: '/storage/kyc/9/funds.pdf',
  updated_at: '2025-03-02T10:00:00.000000Z',
}

describe('KycSchema', () => {
  it('reads PEP flags in every Laravel spelling', () => {
    const kyc = KycSchema.parse(laravelKyc)
    expect(kyc).toMatchObject({
      member_of_parliament: false,
      speaker_national_assembly: false,
      kgosi: true,
      councillor: false,
      senior_government_official: false,
      religous_leader: true,
      judicial_officer: true,
      senior_executive: null,
    })
  })

  it('keeps calendar dates as written and fills missing fields with null', () => {
    const kyc = KycSchema.parse(laravelKyc)
    expect(kyc.date_of_birth).toBe('1985-12-31')
    expect(kyc.expiry_date).toBe('2030-01-15')
    expect(kyc.starting_date_associate).toBe('2020-01-01')
    expect(kyc.ending_date_associate).toBeNull()
    expect(kyc.proof_residence_attachment).toBeNull()
    expect(kyc.identification_document_attachment).toBe('/storage/kyc/9/omang.png')
    expect(kyc.updated_at).toBe('2025-03-02T10:00:00.000Z')
  })

  it('reads the show response wrapped as {data} and the resource collection page', () => {
    expect(record(KycSchema).parse({ data: laravelKyc }).id).toBe(9)
    const page = paged(KycSchema).parse({
      data: [laravelKyc],
      links: { first: null, last: null, prev: null, next: null },
      meta: { current_page: 1, last_page: 6, total: 90, per_page: 15 },
    })
    expect(page).toMatchObject({ page: 1, lastPage: 6, total: 90 })
  })

  it.each([
    ['a PEP flag is garbage', { ...laravelKyc, kgosi: 'perhaps' }],
    ['status is missing', { ...laravelKyc, status: undefined }],
    ['id is missing', { ...laravelKyc, id: undefined }],
    ['expiry_date is garbage', { ...laravelKyc, expiry_date: 'soon' }],
  ])('rejects a record where %s', (_case, body) => {
    expect(KycSchema.safeParse(body).success).toBe(false)
  })
})
