import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockDb, signInForTest } from '../../mocks/node'
import type { KycRecord, LoanRecord, MemberRecord } from '../../mocks/node'
import { renderApp } from '../support/render-app'
import { recordRequests } from './details-support'
import { checksSettled, unusedOmang, withoutAttention } from './review-support'

// The checks of DESIGN section 11 on the real record screens, against the mock: each on a record
// that raises it and on one that does not, at its level, with its link when it is about another
// record. Records are shaped here, in the mock's database. "Today" is fixed so dates never race the
// clock; the timers stay real.

const TODAY = new Date(2026, 2, 15, 10, 30)

beforeEach(() => {
  vi.setSystemTime(TODAY)
})

afterEach(() => {
  vi.useRealTimers()
})

/** A KYC record (past the hostile-text fixtures) that raises nothing, with `changes` on top. */
function kycRecord(changes: Partial<KycRecord> = {}): KycRecord {
  withoutAttention('kyc', 11)
  return mockDb().kyc.update(11, changes)
}

/** A member (past the hostile-text fixtures) that raises nothing, with `changes` on top. */
function memberRecord(changes: Partial<MemberRecord> = {}): MemberRecord {
  withoutAttention('member', 12)
  return mockDb().members.update(12, changes)
}

/** A loan (past the hostile-text fixtures) that raises nothing, its member's records given `changes`. */
function loanRecord(member: Partial<MemberRecord> = {}, kyc: Partial<KycRecord> = {}): LoanRecord {
  const loan = mockDb().loans.get(7)
  if (!loan) throw new Error('No loan 7 in the seed')
  // The member's other applications are closed, so no note is raised either.
  for (const other of mockDb().loans.all()) {
    if (other.member_id === loan.member_id && other.id !== loan.id)
      mockDb().loans.update(other.id, { status: 'approved' })
  }
  withoutAttention('loan', loan.id)
  const owner = mockDb()
    .members.all()
    .find((candidate) => candidate.member_id === loan.member_id)
  if (owner) mockDb().members.update(owner.id, member)
  for (const record of mockDb().kyc.all()) if (record.member_id === loan.member_id) mockDb().kyc.update(record.id, kyc)
  return mockDb().loans.get(loan.id) ?? loan
}

/** Another member, made to carry `omang`. */
function anotherMemberWith(omang: string | null, except: string): MemberRecord {
  const other = mockDb()
    .members.all()
    .find((member) => member.id > 20 && member.member_id !== except)
  if (!other) throw new Error('No other member in the seed')
  return mockDb().members.update(other.id, { omang_number: omang })
}

async function open(path: string, shown: string) {
  await signInForTest('admin')
  const app = renderApp(path)
  await screen.findByRole('region', { name: shown })
  await checksSettled()
  return app
}

const checksRegion = () => screen.getByRole('region', { name: 'Checks' })

/** The checks listed under one level: 'Needs attention' or 'Note'. */
function listed(level: 'Needs attention' | 'Note'): string[] {
  const list = within(checksRegion()).queryByRole('list', { name: level })
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : []
}

describe('Checks on KYC Details', () => {
  const openKyc = (kyc: KycRecord) => open(`/kyc/${kyc.id}`, 'Identity')

  it("says 'No checks raised' for a record that raises nothing, after one members search by Omang", async () => {
    const kyc = kycRecord()
    const requests = recordRequests()
    await openKyc(kyc)
    expect(listed('Needs attention')).toEqual([])
    expect(listed('Note')).toEqual([])
    expect(within(checksRegion()).getByText('No checks raised')).toBeInTheDocument()
    expect(requests.filter((request) => request === 'GET /api/memberships')).toHaveLength(2)
  })

  it.each<[string, Partial<KycRecord>, string]>([
    ['a past expiry date', { expiry_date: '2026-03-14' }, 'Omang expired on Mar 14, 2026'],
    ['a date of birth under 18 years ago', { date_of_birth: '2008-03-16' }, 'Under 18'],
    ['PEP answers yes, naming them', { kgosi: 1, councillor: 'yes' }, 'Politically exposed person: Kgosi, Councillor'],
    ['no proof of residence', { proof_residence_attachment: null }, 'Proof of Residence not uploaded'],
    ['no source of funds', { source_of_funds_attachment: null }, 'Source of Funds not uploaded'],
    ['no identification document', { identification_document_attachment: '' }, 'Identification Document not uploaded'],
  ])('needs attention for %s', async (_case, changes, text) => {
    await openKyc(kycRecord(changes))
    expect(listed('Needs attention')).toEqual([text])
    expect(listed('Note')).toEqual([])
  })

  it('notes an Omang that expires within 30 days, and says nothing 31 days ahead or for a person 18 today', async () => {
    const app = await openKyc(kycRecord({ expiry_date: '2026-04-10' }))
    expect(listed('Note')).toEqual(['Omang expires on Apr 10, 2026'])
    expect(listed('Needs attention')).toEqual([])
    app.unmount()
    await openKyc(kycRecord({ expiry_date: '2026-04-15', date_of_birth: '2008-03-15' }))
    expect(listed('Note')).toEqual([])
    expect(listed('Needs attention')).toEqual([])
  })

  it('flags an Omang that is not 9 digits, and does not search for it', async () => {
    const requests = recordRequests()
    await openKyc(kycRecord({ omang_number: '41234567' }))
    expect(listed('Needs attention')).toEqual(['Omang number is not 9 digits'])
    // The one members search is the Member card's, by member ID.
    expect(requests.filter((request) => request === 'GET /api/memberships')).toHaveLength(1)
  })

  it("links 'Same Omang as ...' to the other member, and stays quiet about its own member", async () => {
    const kyc = kycRecord()
    const other = anotherMemberWith(kyc.omang_number, kyc.member_id)
    await openKyc(kyc)
    expect(listed('Needs attention')).toEqual([`Same Omang as ${other.member_id}`])
    expect(within(checksRegion()).getByRole('link', { name: `Same Omang as ${other.member_id}` })).toHaveAttribute(
      'href',
      `/users/${other.id}`,
    )
  })

  it('never blocks an action: Reject is offered on a record with every check raised', async () => {
    await openKyc(
      kycRecord({
        status: 'pending',
        omang_number: '123',
        expiry_date: '2025-01-01',
        date_of_birth: '2012-01-01',
        kgosi: true,
        source_of_funds_attachment: null,
      }),
    )
    expect(listed('Needs attention')).toEqual([
      'Omang expired on Jan 01, 2025',
      'Omang number is not 9 digits',
      'Under 18',
      'Politically exposed person: Kgosi',
      'Source of Funds not uploaded',
    ])
    expect(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Reject' })).toBeEnabled()
  })
})

describe('Checks on Member Details', () => {
  const openMember = (member: MemberRecord) => open(`/users/${member.id}`, 'Membership')

  it("says 'No checks raised' for a member that raises nothing", async () => {
    await openMember(memberRecord())
    expect(within(checksRegion()).getByText('No checks raised')).toBeInTheDocument()
  })

  it('flags a member under 18, and not one who turned 18 today', async () => {
    const app = await openMember(memberRecord({ date_of_birth: '2008-03-16' }))
    expect(listed('Needs attention')).toEqual(['Under 18'])
    app.unmount()
    await openMember(memberRecord({ date_of_birth: '2008-03-15' }))
    expect(listed('Needs attention')).toEqual([])
  })

  it('flags an Omang that is not 9 digits, and a missing Omang copy', async () => {
    await openMember(memberRecord({ omang_number: '4123456789', omang: null }))
    expect(listed('Needs attention')).toEqual(['Omang number is not 9 digits', 'Omang copy not uploaded'])
  })

  it('names and links another member carrying the same Omang', async () => {
    const member = memberRecord()
    const other = anotherMemberWith(member.omang_number, member.member_id)
    await openMember(member)
    expect(listed('Needs attention')).toEqual([`Same Omang as ${other.member_id}`])
    expect(screen.getByRole('link', { name: `Same Omang as ${other.member_id}` })).toHaveAttribute(
      'href',
      `/users/${other.id}`,
    )
  })
})

describe("Checks on Loan Details: the member's file", () => {
  const openLoan = (loan: LoanRecord) => open(`/loans/${loan.id}`, 'Applicant')

  it('raises nothing for an active member with an approved KYC, the same Omang and no other open loan', async () => {
    await openLoan(loanRecord())
    expect(within(checksRegion()).getByText('No checks raised')).toBeInTheDocument()
  })

  it("needs attention when the member's KYC is not approved, linking to that KYC record", async () => {
    const loan = loanRecord({}, { status: 'pending' })
    const kyc = mockDb()
      .kyc.all()
      .find((record) => record.member_id === loan.member_id)!
    await openLoan(loan)
    expect(listed('Needs attention')).toEqual(["Member's KYC is Pending"])
    expect(within(checksRegion()).getByRole('link', { name: "Member's KYC is Pending" })).toHaveAttribute(
      'href',
      `/kyc/${kyc.id}`,
    )
  })

  it('needs attention when the member has no KYC record at all', async () => {
    const loan = loanRecord()
    for (const record of mockDb().kyc.all())
      if (record.member_id === loan.member_id) mockDb().kyc.update(record.id, { member_id: 'MBR-99999' })
    await openLoan(loan)
    expect(listed('Needs attention')).toEqual([`No KYC record for ${loan.member_id}`])
  })

  it.each(['pending', 'suspended', 'rejected'] as const)(
    'needs attention when the membership is %s, linking to the member',
    async (status) => {
      const loan = loanRecord({ status })
      const member = mockDb()
        .members.all()
        .find((candidate) => candidate.member_id === loan.member_id)!
      await openLoan(loan)
      const text = `Membership ${loan.member_id} is ${status.charAt(0).toUpperCase()}${status.slice(1)}`
      expect(listed('Needs attention')).toEqual([text])
      expect(within(checksRegion()).getByRole('link', { name: text })).toHaveAttribute('href', `/users/${member.id}`)
    },
  )

  it("needs attention when the loan's Omang differs from the member's", async () => {
    const loan = loanRecord()
    const memberOmang = unusedOmang()
    mockDb()
      .members.all()
      .filter((member) => member.member_id === loan.member_id)
      .forEach((member) => mockDb().members.update(member.id, { omang_number: memberOmang }))
    await openLoan(loan)
    expect(listed('Needs attention')).toEqual([`Omang differs from the member's (${memberOmang})`])
  })

  it('needs attention when no member carries its member ID', async () => {
    const loan = loanRecord()
    mockDb().loans.update(loan.id, { member_id: 'MBR-77777' })
    await openLoan(mockDb().loans.get(loan.id)!)
    expect(listed('Needs attention')).toEqual(['No member MBR-77777 found', 'No KYC record for MBR-77777'])
  })

  it("notes the member's other open application with its amount, a link, and needs no acknowledgement for it", async () => {
    const loan = loanRecord()
    const other = mockDb()
      .loans.all()
      .find((candidate) => candidate.member_id !== loan.member_id && candidate.id > 3)!
    mockDb().loans.update(other.id, {
      member_id: loan.member_id,
      status: 'verified',
      amount_applied_for_in_numeric: '25000.00',
    })
    await openLoan(loan)
    expect(listed('Needs attention')).toEqual([])
    expect(listed('Note')).toEqual([`Loan application ${other.id} is also open: BWP 25,000 (Verified)`])
    expect(
      within(checksRegion()).getByRole('link', {
        name: `Loan application ${other.id} is also open: BWP 25,000 (Verified)`,
      }),
    ).toHaveAttribute('href', `/loans/${other.id}`)
  })

  it('notes two other open applications of one amount and status apart, each by its number and linking to it', async () => {
    const loan = loanRecord()
    const [first, second] = mockDb()
      .loans.all()
      .filter((candidate) => candidate.member_id !== loan.member_id && candidate.id > 3)
      .slice(0, 2) as [LoanRecord, LoanRecord]
    for (const other of [first, second]) {
      mockDb().loans.update(other.id, {
        member_id: loan.member_id,
        status: 'pending',
        amount_applied_for_in_numeric: '75000.00',
      })
    }
    const note = (id: number) => `Loan application ${id} is also open: BWP 75,000 (Pending)`
    const linked = () =>
      within(checksRegion())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    await openLoan(loan)
    expect(listed('Note').sort()).toEqual([note(first.id), note(second.id)].sort())
    expect(linked().sort()).toEqual(
      [
        [note(first.id), `/loans/${first.id}`],
        [note(second.id), `/loans/${second.id}`],
      ].sort(),
    )

    // From the first of them, the other is its one note of that amount (this loan is not open): no line
    // is left behind from the loan before, and none names the loan on screen.
    await userEvent.setup().click(within(checksRegion()).getByRole('link', { name: note(first.id) }))
    await waitFor(() => expect(document.title).toBe(`Loan application ${first.id} · Sacco Console`))
    await checksSettled()
    await waitFor(() =>
      expect(linked().filter(([text]) => text?.endsWith('BWP 75,000 (Pending)'))).toEqual([
        [note(second.id), `/loans/${second.id}`],
      ]),
    )
    expect(linked().map(([, href]) => href)).not.toContain(`/loans/${first.id}`)
  })
})
