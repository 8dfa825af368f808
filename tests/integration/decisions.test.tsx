import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { addFailure, mockDb, signInForTest } from '../../mocks/node'
import type { KycRecord, LoanRecord, MemberRecord, Role } from '../../mocks/node'
import { viewportWidth } from '../support/media'
import { renderApp } from '../support/render-app'
import { elapseUntil, useTestClock } from '../support/time'
import { chooseUndoHold } from '../support/undo-hold'
import { stubObjectUrls } from './details-support'
import { checksSettled, unusedOmang, withoutAttention } from './review-support'

// Decisions a regulator would accept (DESIGN section 11): Verify and Approve of a record with checks
// that need attention list them, each to be ticked (a politically exposed person also needs the due
// diligence in words), and the notes line sent says who decided, when, what they acknowledged and
// which documents they opened. History reads those lines back. The date is fixed; timers stay real.

const NOW = new Date(2026, 10, 25, 14, 2)
const AT = 'Nov 25, 2026 14:02'

beforeEach(() => {
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

/** A pending KYC record (past the hostile fixtures) that raises nothing, then `changes`. */
function pendingKyc(changes: Partial<KycRecord> = {}): KycRecord {
  mockDb().kyc.update(11, { status: 'pending' })
  withoutAttention('kyc', 11)
  return mockDb().kyc.update(11, changes)
}

/** A pending member that raises nothing, then `changes`. */
function pendingMember(changes: Partial<MemberRecord> = {}): MemberRecord {
  mockDb().members.update(12, { status: 'pending' })
  withoutAttention('member', 12)
  return mockDb().members.update(12, changes)
}

/** A pending loan that raises nothing (its member's other applications closed), then changes to its member. */
function pendingLoan(member: Partial<MemberRecord> = {}, kyc: Partial<KycRecord> = {}): LoanRecord {
  const loan = mockDb().loans.update(7, { status: 'pending' })
  for (const other of mockDb().loans.all()) {
    if (other.member_id === loan.member_id && other.id !== loan.id)
      mockDb().loans.update(other.id, { status: 'approved' })
  }
  withoutAttention('loan', loan.id)
  for (const record of mockDb().members.all())
    if (record.member_id === loan.member_id) mockDb().members.update(record.id, member)
  for (const record of mockDb().kyc.all()) if (record.member_id === loan.member_id) mockDb().kyc.update(record.id, kyc)
  return mockDb().loans.get(loan.id) ?? loan
}

async function openRecord(role: Role, path: string): Promise<UserEvent> {
  // What these tests read is the notes line the server keeps: the decision goes without a hold for Undo.
  chooseUndoHold((await signInForTest(role)).id, 0)
  renderApp(path)
  await screen.findByRole('group', { name: 'Actions' })
  await checksSettled()
  return userEvent.setup()
}

async function chooseAction(user: UserEvent, name: string): Promise<HTMLElement> {
  await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name }))
  return screen.findByRole('dialog')
}

/** What the dialog asks to acknowledge: its checkboxes, by label (opened directly, it offers no act and advance). */
const acknowledgements = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent ?? '')

function lastNotesLine(notes: string | null | undefined): string {
  return (notes ?? '').split('\n').at(-1) ?? ''
}

describe('Verify and Approve ask to acknowledge what needs attention', () => {
  it('lists an expired Omang with a box that takes the focus, and Verify waits for the tick', async () => {
    const kyc = pendingKyc({ expiry_date: '2026-10-26' })
    const user = await openRecord('viewer', `/kyc/${kyc.id}`)
    const dialog = await chooseAction(user, 'Verify')
    const box = within(dialog).getByRole('checkbox', { name: 'Omang expired on Oct 26, 2026' })
    expect(box).toHaveFocus()
    const verify = within(dialog).getByRole('button', { name: 'Verify' })
    expect(verify).toBeDisabled()
    expect(dialog).toHaveTextContent('Not opened: Identification Document, Source of Funds, Proof of Residence')
    await user.click(box)
    expect(verify).toBeEnabled()
    await user.click(verify)
    await waitFor(() => expect(mockDb().kyc.get(kyc.id)?.status).toBe('verified'))
    expect(lastNotesLine(mockDb().kyc.get(kyc.id)?.notes)).toBe(
      `Verified on ${AT} by Naledi Sebego. Acknowledged: Omang expired on Oct 26, 2026. Documents opened: 0 of 3`,
    )
  })

  it('writes the exact line: person, time and acknowledgement, for a record with no documents', async () => {
    const loan = pendingLoan({ status: 'pending' })
    const user = await openRecord('viewer', `/loans/${loan.id}`)
    const dialog = await chooseAction(user, 'Verify')
    const text = `Membership ${loan.member_id} is Pending`
    await user.click(within(dialog).getByRole('checkbox', { name: text }))
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(mockDb().loans.get(loan.id)?.status).toBe('verified'))
    expect(lastNotesLine(mockDb().loans.get(loan.id)?.notes)).toBe(
      `Verified on ${AT} by Naledi Sebego. Acknowledged: ${text}`,
    )
  })

  it('asks for enhanced due diligence in words for a politically exposed person, and records it', async () => {
    const kyc = pendingKyc({ kgosi: 'yes', senior_executive: 1 })
    const user = await openRecord('viewer', `/kyc/${kyc.id}`)
    const dialog = await chooseAction(user, 'Verify')
    const verify = within(dialog).getByRole('button', { name: 'Verify' })
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Politically exposed person: Kgosi, Senior Executive' }),
    )
    expect(verify).toBeDisabled()
    const diligence = within(dialog).getByRole('textbox', { name: /^Enhanced due diligence/ })
    await user.type(diligence, '   ')
    expect(verify).toBeDisabled()
    await user.type(diligence, 'Source of wealth confirmed; approved by the CEO')
    expect(verify).toBeEnabled()
    await user.click(verify)
    await waitFor(() => expect(mockDb().kyc.get(kyc.id)?.status).toBe('verified'))
    expect(lastNotesLine(mockDb().kyc.get(kyc.id)?.notes)).toBe(
      `Verified on ${AT} by Naledi Sebego. Acknowledged: Politically exposed person: Kgosi, Senior Executive; ` +
        'Enhanced due diligence: Source of wealth confirmed; approved by the CEO. Documents opened: 0 of 3',
    )
  })

  interface Case {
    path: string
    stored: () => string | null | undefined
    text: string
  }
  const kycCase = (changes: Partial<KycRecord>, text: string): Case => {
    const kyc = pendingKyc(changes)
    return { path: `/kyc/${kyc.id}`, stored: () => mockDb().kyc.get(kyc.id)?.notes, text }
  }
  const memberCase = (changes: Partial<MemberRecord>, text: string): Case => {
    const member = pendingMember(changes)
    return { path: `/users/${member.id}`, stored: () => mockDb().members.get(member.id)?.notes, text }
  }
  const loanCase = (loan: LoanRecord, text: string): Case => ({
    path: `/loans/${loan.id}`,
    stored: () => mockDb().loans.get(loan.id)?.notes,
    text,
  })

  it.each<[string, Role, string, () => Case]>([
    [
      'a malformed Omang',
      'viewer',
      'Verify',
      () => kycCase({ omang_number: '41234567' }, 'Omang number is not 9 digits'),
    ],
    [
      'the same Omang on another member',
      'viewer',
      'Verify',
      () => {
        const omang = unusedOmang()
        const other = mockDb().members.update(30, { omang_number: omang })
        const kyc = pendingKyc()
        mockDb().kyc.update(kyc.id, { omang_number: omang })
        return kycCase({ omang_number: omang }, `Same Omang as ${other.member_id}`)
      },
    ],
    ['a person under 18', 'viewer', 'Verify', () => memberCase({ date_of_birth: '2012-05-05' }, 'Under 18')],
    [
      'a document not uploaded',
      'viewer',
      'Verify',
      () => kycCase({ proof_residence_attachment: null }, 'Proof of Residence not uploaded'),
    ],
    [
      'a member with no Omang copy, on Approve',
      'admin',
      'Approve',
      () => memberCase({ status: 'verified', omang: null }, 'Omang copy not uploaded'),
    ],
    [
      "a loan whose member's KYC is pending",
      'viewer',
      'Verify',
      () => loanCase(pendingLoan({}, { status: 'pending' }), "Member's KYC is Pending"),
    ],
    [
      "a loan whose Omang differs from the member's",
      'viewer',
      'Verify',
      () => {
        const loan = pendingLoan()
        const memberOmang = loan.omang_number
        const changed = mockDb().loans.update(loan.id, { omang_number: unusedOmang() })
        return loanCase(changed, `Omang differs from the member's (${memberOmang})`)
      },
    ],
  ])('acknowledges %s in the notes line', async (_case, role, action, setUp) => {
    const record = setUp()
    const user = await openRecord(role, record.path)
    const dialog = await chooseAction(user, action)
    expect(acknowledgements(dialog)).toEqual([record.text])
    await user.click(within(dialog).getByRole('checkbox', { name: record.text }))
    await user.click(within(dialog).getByRole('button', { name: action }))
    await waitFor(() => expect(record.stored()).toContain(`Acknowledged: ${record.text}`))
    expect(lastNotesLine(record.stored())).toMatch(
      new RegExp(`^${action === 'Verify' ? 'Verified' : 'Approved'} on ${AT} by (Naledi Sebego|Kagiso Molefe)\\. `),
    )
  })

  it('asks nothing for a note: an Omang expiring soon, or another open application', async () => {
    const kyc = pendingKyc({ expiry_date: '2026-12-10' })
    const user = await openRecord('viewer', `/kyc/${kyc.id}`)
    const dialog = await chooseAction(user, 'Verify')
    expect(dialog).toHaveTextContent('Omang expires on Dec 10, 2026')
    expect(acknowledgements(dialog)).toEqual([])
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled()
  })

  it('counts a search that could not run as something to acknowledge', async () => {
    const kyc = pendingKyc()
    addFailure({ group: 'members.list', mode: 500 })
    // The failed search's quick retries, on the test's clock.
    useTestClock()
    chooseUndoHold((await signInForTest('viewer')).id, 0)
    renderApp(`/kyc/${kyc.id}`)
    const lookingUp = () => screen.queryByRole('region', { name: 'Checks' })?.textContent?.includes('Looking up')
    await elapseUntil(() => lookingUp() === false, 250)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const dialog = await chooseAction(user, 'Verify')
    const text = 'Could not check other members with this Omang number'
    // The confirmation asks once more (a failed search is tried again when it opens), then says so.
    await elapseUntil(() => within(dialog).queryByRole('checkbox', { name: text }) !== null, 250)
    await user.click(within(dialog).getByRole('checkbox', { name: text }))
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(mockDb().kyc.get(kyc.id)?.notes).toContain(`Acknowledged: ${text}`))
  })

  it('offline, counts the searches it cannot make as things to acknowledge, on the record', async () => {
    const kyc = pendingKyc()
    chooseUndoHold((await signInForTest('viewer')).id, 0)
    renderApp(`/kyc?search=${kyc.member_id}`)
    const row = (await screen.findAllByRole('row')).find((candidate) =>
      candidate.textContent?.includes(String(kyc.member_id)),
    )
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    const user = userEvent.setup()
    await user.click(within(row!).getByRole('button', { name: /^Verify\b/ }))
    const dialog = await screen.findByRole('dialog')
    // Not 'Looking up related records...' for as long as the connection is gone: each search is named.
    const boxes = await within(dialog).findAllByRole('checkbox', { name: /^Could not check / })
    for (const box of boxes) await user.click(box)
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(mockDb().kyc.get(kyc.id)?.notes).toContain('Acknowledged: Could not check '))
  })

  it('asks nothing on Reject, whose line still names the person', async () => {
    const kyc = pendingKyc({ expiry_date: '2026-10-26' })
    const user = await openRecord('admin', `/kyc/${kyc.id}`)
    const dialog = await chooseAction(user, 'Reject')
    expect(acknowledgements(dialog)).toEqual([])
    await user.click(within(dialog).getByRole('radio', { name: 'Documents unreadable' }))
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(lastNotesLine(mockDb().kyc.get(kyc.id)?.notes)).toBe(
        `Rejected on ${AT} by Kagiso Molefe: Documents unreadable`,
      ),
    )
  })

  it('works from the keyboard: v opens on the first box, Space ticks, Tab and Enter verify', async () => {
    const kyc = pendingKyc({ expiry_date: '2026-10-26', date_of_birth: '2012-01-01' })
    const user = await openRecord('viewer', `/kyc/${kyc.id}`)
    await user.keyboard('v')
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('checkbox', { name: 'Omang expired on Oct 26, 2026' })).toHaveFocus()
    await user.keyboard(' ')
    await user.tab()
    expect(within(dialog).getByRole('checkbox', { name: 'Under 18' })).toHaveFocus()
    await user.keyboard(' ')
    // Past Cancel to Verify.
    await user.tab()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(lastNotesLine(mockDb().kyc.get(kyc.id)?.notes)).toBe(
        `Verified on ${AT} by Naledi Sebego. Acknowledged: Omang expired on Oct 26, 2026; Under 18. Documents opened: 0 of 3`,
      ),
    )
  })
})

describe('Documents opened on this device', () => {
  it('marks a document opened once viewed, and the notes line counts it', async () => {
    viewportWidth(1280)
    stubObjectUrls()
    const kyc = pendingKyc()
    const user = await openRecord('viewer', `/kyc/${kyc.id}`)
    const documents = screen.getByRole('region', { name: 'Uploaded Documents' })
    expect(within(documents).getAllByText('Not opened yet')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'View Identification Document' }))
    await within(await screen.findByRole('region', { name: 'Identification Document' })).findByRole('img')
    await waitFor(() => expect(within(documents).getAllByText('Not opened yet')).toHaveLength(2))
    expect(within(documents).getByText('Opened on this device')).toBeInTheDocument()

    const dialog = await chooseAction(user, 'Verify')
    expect(dialog).toHaveTextContent('Not opened: Source of Funds, Proof of Residence')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await waitFor(() =>
      expect(lastNotesLine(mockDb().kyc.get(kyc.id)?.notes)).toBe(
        `Verified on ${AT} by Naledi Sebego. Documents opened: 1 of 3`,
      ),
    )
  })

  it('keeps them per user: another reviewer has opened none of them', async () => {
    viewportWidth(1280)
    stubObjectUrls()
    const kyc = pendingKyc()
    const user = await openRecord('viewer', `/kyc/${kyc.id}`)
    await user.click(screen.getByRole('button', { name: 'View Proof of Residence' }))
    await waitFor(() => expect(screen.getByText('Opened on this device')).toBeInTheDocument())
    expect(localStorage.getItem(`documents-opened:2:kyc:${kyc.id}`)).toContain('proof_of_residence')
    expect(localStorage.getItem(`documents-opened:1:kyc:${kyc.id}`)).toBeNull()
  })
})

describe('History', () => {
  it('reads created, every dated notes line (old and new) and the last update, newest first, with the person', async () => {
    const kyc = pendingKyc({
      status: 'rejected',
      created_at: '2026-10-01T08:00:00.000000Z',
      updated_at: '2026-11-20T09:30:00.000000Z',
      notes: [
        'Proof of residence older than 3 months.',
        'Verified on Oct 02, 2026 10:15',
        `Rejected on Nov 20, 2026 09:30 by Kagiso Molefe: Documents unreadable. Acknowledged: Under 18.`,
      ].join('\n'),
    })
    await openRecord('admin', `/kyc/${kyc.id}`)
    const history = screen.getByRole('region', { name: 'History' })
    const entries = within(history)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent)
    expect(entries).toHaveLength(4)
    expect(entries[0]).toMatch(/^Last updated Nov 20, 2026 \d{2}:30$/)
    expect(entries[1]).toBe('Rejected Nov 20, 2026 09:30 by Kagiso MolefeDocuments unreadable. Acknowledged: Under 18.')
    expect(entries[2]).toBe('Verified Oct 02, 2026 10:15')
    expect(entries[3]).toMatch(/^Created Oct 01, 2026 \d{2}:00$/)
  })
})
