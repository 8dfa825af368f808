import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockDb, server, signInForTest } from '../../mocks/node'
import type { LoanRecord } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { renderApp } from '../support/render-app'
import { elapse, useTestClock } from '../support/time'
import { fieldValue } from './details-support'
import { checksSettled, seedPendingQueue, withoutAttention } from './review-support'

// The member's file (DESIGN section 11): a loan and a KYC record show their member, a member lists
// their loan applications and KYC records, all by member ID, in a few background searches that the
// checks and the confirmation share, and that never hold up the record.

/** Every GET from now on, as `path?search`, until the test ends. */
function recordGets(): string[] {
  const gets: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname.startsWith('/api/'))
      gets.push(
        url.searchParams.get('search') ? `${url.pathname}?search=${url.searchParams.get('search')}` : url.pathname,
      )
  })
  return gets
}

/** Loan 7, its member active with an approved KYC record, and one more open application of theirs. */
function loanWithAnotherOpen(): { loan: LoanRecord; other: LoanRecord } {
  const loan = mockDb().loans.update(7, { status: 'pending', amount_applied_for_in_numeric: '10000.00' })
  for (const record of mockDb().loans.all()) {
    if (record.member_id === loan.member_id && record.id !== loan.id)
      mockDb().loans.update(record.id, { status: 'approved' })
  }
  withoutAttention('loan', loan.id)
  const donor = mockDb()
    .loans.all()
    .find((record) => record.member_id !== loan.member_id && record.id > 3)!
  const other = mockDb().loans.update(donor.id, {
    member_id: loan.member_id,
    status: 'verified',
    amount_applied_for_in_numeric: '25000.00',
  })
  return { loan: mockDb().loans.get(loan.id)!, other }
}

const memberCard = () => screen.getByRole('region', { name: 'Member' })

describe("A loan application's Member card", () => {
  it('shows the member, their membership and KYC, and their other open loans with the total, each a link, in three searches', async () => {
    const { loan, other } = loanWithAnotherOpen()
    const member = mockDb()
      .members.all()
      .find((candidate) => candidate.member_id === loan.member_id)!
    const kyc = mockDb()
      .kyc.all()
      .find((record) => record.member_id === loan.member_id)!
    await signInForTest('viewer')
    const gets = recordGets()
    renderApp(`/loans/${loan.id}`)
    await screen.findByText('Loan application')
    const card = memberCard()
    const name = await within(card).findByRole('link', {
      name: `${member.name} ${member.surname} · ${member.member_id}`,
    })
    expect(name).toHaveAttribute('href', `/users/${member.id}`)
    await waitFor(() => expect(within(card).getByText('1 · BWP 25,000')).toBeInTheDocument())
    expect(within(card).getByRole('link', { name: `Loan application ${other.id} · BWP 25,000` })).toHaveAttribute(
      'href',
      `/loans/${other.id}`,
    )
    expect(await within(card).findByRole('link', { name: `KYC record ${kyc.id}` })).toHaveAttribute(
      'href',
      `/kyc/${kyc.id}`,
    )
    expect(within(card).getByText('KYC').nextElementSibling).toHaveTextContent(
      new RegExp(`^Approved\\s*KYC record ${kyc.id}$`),
    )
    expect(within(card).getByText('Membership').nextElementSibling).toHaveTextContent('Active')
    await checksSettled()

    // The checks and the confirmation use the same searches: Verify asks nothing more.
    const user = userEvent.setup()
    await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Verify' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(`Loan application ${other.id} is also open: BWP 25,000 (Verified)`)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled())
    expect(gets.filter((get) => get.includes('?search=')).sort()).toEqual(
      [
        `/api/kyc-1s?search=${loan.member_id}`,
        `/api/loan-application2s?search=${loan.member_id}`,
        `/api/memberships?search=${loan.member_id}`,
      ].sort(),
    )
  })

  it('never holds up the record: the fields show while its searches wait, and the card fills in after', async () => {
    const { loan } = loanWithAnotherOpen()
    await signInForTest('admin')
    const held = holdRequests('get', '*/api/memberships')
    renderApp(`/loans/${loan.id}`)
    await screen.findByText('Loan application')
    expect(fieldValue('Member ID')).toBe(loan.member_id)
    expect(within(memberCard()).getByText('Looking up...')).toBeInTheDocument()
    held.release()
    await within(memberCard()).findByRole('link', { name: new RegExp(`${loan.member_id}$`) })
  })

  it('is kept: the same member on the next record asks nothing again', async () => {
    const { loan, other } = loanWithAnotherOpen()
    await signInForTest('admin')
    const { router } = renderApp(`/loans/${loan.id}`)
    await screen.findByText('Loan application')
    await checksSettled()
    await within(memberCard()).findByText('1 · BWP 25,000')
    const gets = recordGets()
    await act(() => router.navigate({ to: '/loans/$id', params: { id: String(other.id) } }))
    await waitFor(() => expect(fieldValue('ID')).toBe(String(other.id)))
    await checksSettled()
    // The other application opened from the card's search, and its member's file is the same.
    expect(gets.filter((get) => get.includes('?search='))).toEqual([])
  })
})

describe('The member file of the next record in a queue', () => {
  it('is asked for while the reviewer reads this one: j opens it with its Member card and asks nothing more', async () => {
    seedPendingQueue(20)
    await signInForTest('viewer')
    renderApp('/loans?status=pending')
    await screen.findByText(/^Showing page 1 of/)
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    const idOf = (row: HTMLElement) =>
      Number(/\/loans\/(\d+)/.exec(within(row).getByRole('link').getAttribute('href')!)![1])
    const [first, second] = [idOf(rows[0]!), idOf(rows[1]!)]
    const [firstMember, nextMember] = [first, second].map((id) => mockDb().loans.get(id)!.member_id!)
    // Another member's record next: none of its searches is made for the first record.
    expect(nextMember).not.toBe(firstMember)
    const gets = recordGets()
    // The test holds the clock: jsdom has no requestIdleCallback, so the page counts as idle at the
    // latest moment it allows, a second after the record showed, which the test passes at once.
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(within(rows[0]!).getByRole('link'))
    await screen.findByRole('heading', { name: 'Loan Details' })
    await within(memberCard()).findByRole('link', { name: new RegExp(`${firstMember}$`) })
    const nextSearches = [
      `/api/memberships?search=${nextMember}`,
      `/api/kyc-1s?search=${nextMember}`,
      `/api/loan-application2s?search=${nextMember}`,
    ]
    expect(gets).not.toEqual(expect.arrayContaining(nextSearches))

    // Once the page is idle, the next record's searches.
    await elapse(1000)
    await waitFor(() => expect(gets).toEqual(expect.arrayContaining(nextSearches)))
    gets.length = 0
    await user.keyboard('j')
    await waitFor(() => expect(fieldValue('ID')).toBe(String(second)))
    expect(await within(memberCard()).findByRole('link', { name: new RegExp(`${nextMember}$`) })).toBeInTheDocument()
    await checksSettled()
    expect(gets.filter((get) => nextSearches.includes(get))).toEqual([])
  })
})

describe("A KYC record's Member card", () => {
  it('shows the member and the record as their KYC, in three searches: the Omang, the member, their loans', async () => {
    withoutAttention('kyc', 11)
    const kyc = mockDb().kyc.get(11)!
    await signInForTest('viewer')
    const gets = recordGets()
    renderApp(`/kyc/${kyc.id}`)
    await screen.findByRole('region', { name: 'Identity' })
    await within(memberCard()).findByRole('link', { name: new RegExp(`${kyc.member_id}$`) })
    expect(within(memberCard()).getByText('(this record)')).toBeInTheDocument()
    await checksSettled()
    await waitFor(() =>
      expect(within(memberCard()).getByText('Other open loan applications').nextElementSibling).not.toHaveTextContent(
        'Looking up...',
      ),
    )
    expect(gets.filter((get) => get.includes('?search=')).sort()).toEqual(
      [
        `/api/loan-application2s?search=${kyc.member_id}`,
        `/api/memberships?search=${kyc.member_id}`,
        `/api/memberships?search=${kyc.omang_number}`,
      ].sort(),
    )
  })
})

describe("A member's loan applications and KYC records", () => {
  it('lists them by member ID, each a link, in two searches besides the Omang check', async () => {
    withoutAttention('member', 12)
    const member = mockDb().members.get(12)!
    // Two applications of theirs, one of them another member's until now.
    const donor = mockDb()
      .loans.all()
      .find((loan) => loan.member_id !== member.member_id && loan.id > 3)!
    mockDb().loans.update(donor.id, { member_id: member.member_id })
    const loans = mockDb()
      .loans.all()
      .filter((loan) => loan.member_id === member.member_id)
    expect(loans.length).toBeGreaterThan(0)
    const kycs = mockDb()
      .kyc.all()
      .filter((record) => record.member_id === member.member_id)
    await signInForTest('admin')
    const gets = recordGets()
    renderApp(`/users/${member.id}`)
    const file = await screen.findByRole('region', { name: 'Loan applications and KYC records' })
    const loanList = await within(file).findByRole('list', { name: 'Loan applications' })
    expect(
      within(loanList)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(loans.map((loan) => `/loans/${loan.id}`)))
    expect(within(loanList).getAllByRole('link')).toHaveLength(loans.length)
    const kycList = await within(file).findByRole('list', { name: 'KYC records' })
    expect(
      within(kycList)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(kycs.map((record) => `/kyc/${record.id}`))
    await checksSettled()
    expect(gets.filter((get) => get.includes('?search=')).sort()).toEqual(
      [
        `/api/kyc-1s?search=${member.member_id}`,
        `/api/loan-application2s?search=${member.member_id}`,
        `/api/memberships?search=${member.omang_number}`,
      ].sort(),
    )
  })

  it('says so when the member has none', async () => {
    withoutAttention('member', 12)
    const member = mockDb().members.get(12)!
    for (const loan of mockDb().loans.all())
      if (loan.member_id === member.member_id) mockDb().loans.update(loan.id, { member_id: 'MBR-99999' })
    for (const record of mockDb().kyc.all())
      if (record.member_id === member.member_id) mockDb().kyc.update(record.id, { member_id: 'MBR-99999' })
    await signInForTest('admin')
    renderApp(`/users/${member.id}`)
    const file = await screen.findByRole('region', { name: 'Loan applications and KYC records' })
    expect(await within(file).findByText('No loan applications')).toBeInTheDocument()
    expect(await within(file).findByText('No KYC records')).toBeInTheDocument()
  })
})
