import { screen, waitFor, within } from '@testing-library/react'
import { memberResource } from '@/api/members/members.api'
import { mockDb, signInForTest } from '../../mocks/node'
import type { KycRecord, MemberRecord } from '../../mocks/node'
import { renderApp, type RenderedApp } from '../support/render-app'
import { recordRequests } from './details-support'

// The review aids of DESIGN section 10 on the real KYC and member details screens, against the mock:
// each check on a record that raises it and on one that does not. Records are shaped here, in the
// mock's database, rather than in the default seed. "Today" is fixed so dates never race the clock.

const TODAY = new Date(2026, 2, 15, 10, 30)

const NO_PEP = {
  member_of_parliament: false,
  speaker_national_assembly: false,
  kgosi: false,
  councillor: false,
  senior_government_official: false,
  religous_leader: false,
  judicial_officer: false,
  senior_executive: false,
} satisfies Partial<KycRecord>

/** A 9-digit Omang no seeded member carries. */
function unusedOmang(): string {
  const taken = new Set(
    mockDb()
      .members.all()
      .map((member) => member.omang_number),
  )
  for (let candidate = 700000001; ; candidate += 1) {
    if (!taken.has(String(candidate))) return String(candidate)
  }
}

/** A KYC record (past the hostile-text fixtures) that raises nothing, with `changes` on top. */
function kycRecord(changes: Partial<KycRecord> = {}): KycRecord {
  const kyc = mockDb().kyc.get(11)
  if (!kyc) throw new Error('No KYC record 11 in the seed')
  const omang = unusedOmang()
  // Its own member carries the same Omang: that is the record itself, never a check.
  const own = mockDb()
    .members.all()
    .find((member) => member.member_id === kyc.member_id)
  if (own) mockDb().members.update(own.id, { omang_number: omang })
  return mockDb().kyc.update(kyc.id, {
    omang_number: omang,
    date_of_birth: '1990-07-04',
    expiry_date: '2031-01-01',
    ...NO_PEP,
    ...changes,
  })
}

/** A member (past the hostile-text fixtures) that raises nothing, with `changes` on top. */
function memberRecord(changes: Partial<MemberRecord> = {}): MemberRecord {
  return mockDb().members.update(12, { omang_number: unusedOmang(), date_of_birth: '1985-11-20', ...changes })
}

/** Another member, made to carry `omang`; returns its member ID. */
function anotherMemberWith(omang: string | null, except: string): string {
  const other = mockDb()
    .members.all()
    .find((member) => member.id > 20 && member.member_id !== except)
  if (!other) throw new Error('No other member in the seed')
  return mockDb().members.update(other.id, { omang_number: omang }).member_id
}

async function open(path: string, shown: string): Promise<RenderedApp> {
  await signInForTest('admin')
  const app = renderApp(path)
  await screen.findByRole('region', { name: shown })
  return app
}

const checksRegion = () => screen.findByRole('region', { name: 'Checks' })

/** The checks listed, once the one members search for `omang` has answered. */
async function checksAfterSearch(app: RenderedApp, omang: string): Promise<string[]> {
  const region = await checksRegion()
  await waitFor(() =>
    expect(
      app.queryClient.getQueryState(memberResource.queries.list({ page: 1, search: omang }).queryKey)?.status,
    ).toBe('success'),
  )
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '')
}

// Only the date is fixed (and stands still): the timers stay real.
beforeEach(() => {
  vi.setSystemTime(TODAY)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Checks on KYC Details', () => {
  const openKyc = (kyc: KycRecord) => open(`/kyc/${kyc.id}`, 'Identity')

  it("says 'No checks raised' for a record that raises nothing, after one members search", async () => {
    const kyc = kycRecord()
    const requests = recordRequests()
    const app = await openKyc(kyc)
    expect(await checksAfterSearch(app, kyc.omang_number ?? '')).toEqual([])
    expect(within(await checksRegion()).getByText('No checks raised')).toBeInTheDocument()
    expect(requests.filter((request) => request === 'GET /api/memberships')).toHaveLength(1)
  })

  it.each([
    ['a past expiry date', { expiry_date: '2026-03-14' }, 'Omang expired on Mar 14, 2026'],
    ['an expiry date within 30 days', { expiry_date: '2026-04-10' }, 'Omang expires on Apr 10, 2026'],
    ['a date of birth under 18 years ago', { date_of_birth: '2008-03-16' }, 'Under 18'],
    [
      'PEP answers yes',
      { kgosi: 1, councillor: 'yes' } satisfies Partial<KycRecord>,
      'Politically exposed person: Kgosi, Councillor',
    ],
  ])('raises a check for %s', async (_case, changes, text) => {
    const kyc = kycRecord(changes)
    const app = await openKyc(kyc)
    expect(await checksAfterSearch(app, kyc.omang_number ?? '')).toEqual([text])
  })

  it('raises nothing for an expiry 31 days away or a person 18 today', async () => {
    const kyc = kycRecord({ expiry_date: '2026-04-15', date_of_birth: '2008-03-15' })
    const app = await openKyc(kyc)
    expect(await checksAfterSearch(app, kyc.omang_number ?? '')).toEqual([])
  })

  it('flags an Omang that is not 9 digits, and does not search for it', async () => {
    const kyc = kycRecord({ omang_number: '41234567' })
    const requests = recordRequests()
    await openKyc(kyc)
    const region = await checksRegion()
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Omang number is not 9 digits'])
    expect(requests.filter((request) => request.startsWith('GET /api/memberships'))).toEqual([])
  })

  it('names another member carrying the same Omang, and stays quiet about its own member', async () => {
    const kyc = kycRecord()
    const other = anotherMemberWith(kyc.omang_number, kyc.member_id)
    const app = await openKyc(kyc)
    expect(await checksAfterSearch(app, kyc.omang_number ?? '')).toEqual([`Same Omang as member ${other}`])
  })

  it('never blocks an action: Reject is offered on a record with every check raised', async () => {
    const kyc = kycRecord({
      status: 'pending',
      omang_number: '123',
      expiry_date: '2025-01-01',
      date_of_birth: '2012-01-01',
      kgosi: true,
    })
    await openKyc(kyc)
    expect(
      within(await checksRegion())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Omang expired on Jan 01, 2025',
      'Omang number is not 9 digits',
      'Under 18',
      'Politically exposed person: Kgosi',
    ])
    expect(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Reject' })).toBeEnabled()
  })
})

describe('Checks on Member Details', () => {
  const openMember = (member: MemberRecord) => open(`/users/${member.id}`, 'Membership')

  it("says 'No checks raised' for a member that raises nothing, after one members search", async () => {
    const member = memberRecord()
    const requests = recordRequests()
    const app = await openMember(member)
    expect(await checksAfterSearch(app, member.omang_number ?? '')).toEqual([])
    expect(within(await checksRegion()).getByText('No checks raised')).toBeInTheDocument()
    expect(requests.filter((request) => request === 'GET /api/memberships')).toHaveLength(1)
  })

  it('flags a member under 18, and not one who turned 18 today', async () => {
    const child = memberRecord({ date_of_birth: '2008-03-16' })
    const app = await openMember(child)
    expect(await checksAfterSearch(app, child.omang_number ?? '')).toEqual(['Under 18'])
    app.unmount()

    const adult = memberRecord({ date_of_birth: '2008-03-15' })
    const again = await openMember(adult)
    expect(await checksAfterSearch(again, adult.omang_number ?? '')).toEqual([])
  })

  it('flags an Omang that is not 9 digits', async () => {
    await openMember(memberRecord({ omang_number: '4123456789' }))
    expect(
      within(await checksRegion())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Omang number is not 9 digits'])
  })

  it('names another member carrying the same Omang', async () => {
    const member = memberRecord()
    const other = anotherMemberWith(member.omang_number, member.member_id)
    const app = await openMember(member)
    expect(await checksAfterSearch(app, member.omang_number ?? '')).toEqual([`Same Omang as member ${other}`])
  })
})
