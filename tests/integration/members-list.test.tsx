import { findNotice } from '../support/notices'
import { renderApp } from '../support/render-app'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addFailure, mockDb, recordedNotifications, setMockControls, signInForTest } from '../../mocks/node'
import type { MemberRecord, Role } from '../../mocks/node'
import { formatIsoDay } from '@/domain/format'
import { captureDownloads, parseCsv } from '../support/downloads'
import { holdRequests } from '../support/hold-requests'
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/SearchBox'
import { elapse, elapseUntil, useTestClock } from '../support/time'
import { fullName, memberWith, openMemberRow, openMembers, recordRequests, rowButtons, rowOf } from './members-support'
import { confirmWhenReady, withoutAttention } from './review-support'

/** A member whose Verify and Approve need no acknowledgement (review-checks covers those). */
function reviewable(member: MemberRecord): MemberRecord {
  withoutAttention('member', member.id)
  return mockDb().members.get(member.id) ?? member
}

const listCalls = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((request) => request.method === 'GET' && request.path === '/api/memberships')

function badgeOf(member: MemberRecord): string {
  return within(rowOf(member)).getByTestId('status-badge').textContent ?? ''
}

async function chooseAction(member: MemberRecord, name: string) {
  const user = userEvent.setup()
  await user.click(within(rowOf(member)).getByRole('button', { name: new RegExp(`^${name}\\b`) }))
  return screen.findByRole('dialog')
}

describe('Registered Members list: paging, search and filters', () => {
  it('pages through the server and says where it is', async () => {
    const user = userEvent.setup()
    await openMembers('admin')
    const total = mockDb().members.all().length
    const pages = Math.ceil(total / 15)
    expect(screen.getByText(`Showing page 1 of ${pages} (${total} records)`)).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(16)
    const seen = recordRequests()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(`Showing page 2 of ${pages} (${total} records)`)).toBeInTheDocument()
    expect(listCalls(seen).map((request) => request.search.get('page'))).toEqual(['2'])
  })

  it('sends the search to the server and shows only what it matched', async () => {
    const member = memberWith('pending', 3)
    await openMembers('admin')
    const seen = recordRequests()
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(screen.getByPlaceholderText('Search users...'), member.member_id)
    await elapse(SEARCH_DEBOUNCE_MS)
    expect(await screen.findByText('Showing page 1 of 1 (1 record)')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: fullName(member) })).toBeInTheDocument()
    // Debounced: the words typed are sent once, not letter by letter.
    expect(listCalls(seen).map((request) => request.search.get('search'))).toEqual([member.member_id])
  })

  it.each([
    ['inactive', 'Inactive'],
    ['review', 'Review'],
  ])(
    "shows a linked list's status %s as the filter's choice, never 'All' over a filtered list",
    async (status, label) => {
      await openMembers('admin', `/users?status=${status}`)
      // A filtered list opens with its filters shown.
      const filters = await screen.findByRole('region', { name: 'Filters' })
      const select = within(filters).getByLabelText<HTMLSelectElement>('Status')
      expect(select.value).toBe(status)
      expect(select.selectedOptions[0]?.textContent).toBe(label)
    },
  )

  it('sends Status, From Date and To Date to the server', async () => {
    const user = userEvent.setup()
    await openMembers('admin')
    const seen = recordRequests()
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const filters = screen.getByRole('region', { name: 'Filters' })
    const status = within(filters).getByLabelText('Status')
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Approved', 'Pending', 'Verified', 'Rejected', 'Suspended', 'Inactive'])
    await user.selectOptions(status, 'approved')
    await waitFor(() => expect(listCalls(seen).at(-1)?.search.get('status')).toBe('approved'))
    await user.type(within(filters).getByLabelText('From Date'), '2020-01-01')
    await user.type(within(filters).getByLabelText('To Date'), '2030-12-31')
    await waitFor(() => {
      const last = listCalls(seen).at(-1)
      expect(last?.search.get('from_date')).toBe('2020-01-01')
      expect(last?.search.get('to_date')).toBe('2030-12-31')
      expect(last?.search.get('status')).toBe('approved')
    })
    const approved = mockDb()
      .members.all()
      .filter((member) => member.status === 'approved' || member.status === 'active').length
    expect(await screen.findByText(new RegExp(`\\(${approved} records\\)`))).toBeInTheDocument()
    const badges = within(screen.getByRole('table'))
      .getAllByTestId('status-badge')
      .map((badge) => badge.textContent)
    expect(new Set(badges)).toEqual(new Set(['Active', 'Approved']))
  })

  it('explains under the filters that Active and Approved mean the same, and that the Approved filter shows both', async () => {
    await openMembers('viewer', '/users?status=approved')
    expect(
      screen.getByText(
        'Active and Approved both mean an approved member (Approve sets Active; older records say Approved). The Approved filter shows both.',
      ),
    ).toBeVisible()
  })
})

describe('Registered Members list: what each role is offered', () => {
  it.each<[Role, string, string[]]>([
    ['admin', 'pending', ['View', 'Edit', 'Reject']],
    ['admin', 'verified', ['View', 'Approve', 'Edit']],
    ['admin', 'active', ['View', 'Edit', 'Suspend']],
    ['admin', 'suspended', ['View', 'Reactivate']],
    ['viewer', 'pending', ['View', 'Verify', 'Reject']],
    ['viewer', 'verified', ['View']],
    ['viewer', 'active', ['View', 'Suspend']],
    ['viewer', 'suspended', ['View']],
  ])('%s on a %s member sees %j', async (role, status, buttons) => {
    const member = memberWith(status)
    await openMemberRow(role, member)
    expect(rowButtons(member)).toEqual(buttons)
  })

  it('never shows an admin Verify, nor a viewer Approve or Edit, on any row', async () => {
    await openMembers('admin', '/users?page=1')
    expect(screen.queryAllByRole('button', { name: /^Verify/ })).toEqual([])
    expect(screen.getByRole('button', { name: 'Add New Member' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Import Members' })).toBeInTheDocument()
  })

  it('gives a viewer no Add New Member, Import Members, Approve or Edit', async () => {
    await openMembers('viewer')
    expect(screen.queryAllByRole('button', { name: /^(Approve|Edit)/ })).toEqual([])
    expect(screen.queryByRole('button', { name: 'Add New Member' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Import Members' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Verify/ }).length).toBeGreaterThan(0)
  })
})

describe('Registered Members list: actions', () => {
  it.each<[Role, string, string, string, string]>([
    ['admin', 'verified', 'Approve', 'Are you sure you want to approve this member?', 'Active'],
    ['admin', 'suspended', 'Reactivate', 'Are you sure you want to reactivate this member?', 'Active'],
    ['viewer', 'pending', 'Verify', 'Are you sure you want to verify this member?', 'Verified'],
    ['viewer', 'pending', 'Reject', 'Are you sure you want to reject this member?', 'Rejected'],
  ])('%s: %s member, %s, asks first and changes the badge at once', async (role, status, action, question, after) => {
    const member = reviewable(memberWith(status))
    await openMemberRow(role, member)
    const held = holdRequests('post', `*/api/memberships/${member.id}/:action`)
    const seen = recordRequests()
    const dialog = await chooseAction(member, action)
    expect(dialog).toHaveTextContent(question)
    // The member it is about, by name, member ID and Omang, with the list dimmed behind.
    expect(dialog).toHaveTextContent(
      `${member.name} ${member.surname} · ${member.member_id} · Omang ${member.omang_number}`,
    )
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    if (action === 'Reject') {
      expect(within(dialog).getByRole('button', { name: action })).toBeDisabled()
      await userEvent.setup().click(within(dialog).getByRole('radio', { name: 'Incomplete application' }))
    }
    await confirmWhenReady(userEvent.setup(), dialog, action)
    // Optimistic: the badge changes before the server has answered.
    await waitFor(() => expect(held.requests).toHaveLength(1))
    expect(badgeOf(member)).toBe(after)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(mockDb().members.get(member.id)?.status).toBe(status)
    held.release()
    await waitFor(() =>
      expect(
        mockDb()
          .members.all()
          .find((row) => row.id === member.id)?.status,
      ).toBe(after.toLowerCase()),
    )
    const call = seen.find((request) => request.method === 'POST')
    const body = await call?.body
    expect(body?.status).toBe(after.toLowerCase())
    expect(body?.notes).toMatch(
      action === 'Reject'
        ? /Rejected on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by Naledi Sebego: Incomplete application$/
        : /(Verified|Approved|Reactivated) on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by (Kagiso Molefe|Naledi Sebego)(\. Documents opened: 0 of \d)?$/,
    )
    if (action === 'Verify') await waitFor(() => expect(recordedNotifications().length).toBe(1))
    expect(badgeOf(member)).toBe(after)
  })

  it('rolls the badge back and says why when the server fails', async () => {
    const member = reviewable(memberWith('verified', 1))
    await openMemberRow('admin', member)
    addFailure({ group: 'members.approve', mode: 500 })
    const approve = holdRequests('post', `*/api/memberships/${member.id}/approve`)
    const dialog = await chooseAction(member, 'Approve')
    await confirmWhenReady(userEvent.setup(), dialog, 'Approve')
    await waitFor(() => expect(approve.requests).toHaveLength(1))
    expect(badgeOf(member)).toBe('Active')
    approve.release()
    expect(await findNotice('Failed to approve Member: ', member.member_id)).toBeInTheDocument()
    expect(screen.getByText('Server Error')).toBeInTheDocument()
    await waitFor(() => expect(badgeOf(member)).toBe('Verified'))
    expect(
      mockDb()
        .members.all()
        .find((row) => row.id === member.id)?.status,
    ).toBe('verified')
  })

  it('Cancel leaves the member as it was', async () => {
    const member = memberWith('pending', 2)
    await openMemberRow('viewer', member)
    const seen = recordRequests()
    const dialog = await chooseAction(member, 'Reject')
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(badgeOf(member)).toBe('Pending')
    expect(seen.filter((request) => request.method === 'POST')).toEqual([])
  })
})

describe('Registered Members list: Suspend User', () => {
  it('needs a reason, and for other some text, before Confirm Suspension', async () => {
    const user = userEvent.setup()
    const member = memberWith('active', 2)
    await openMemberRow('admin', member)
    const seen = recordRequests()
    const dialog = await chooseAction(member, 'Suspend')
    expect(within(dialog).getByRole('heading', { name: 'Suspend User' })).toBeInTheDocument()
    expect(dialog).toHaveTextContent('Are you sure you want to suspend this member?')
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Suspension' })
    expect(confirm).toBeDisabled()
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }))
    expect(confirm).toBeDisabled()
    const text = within(dialog).getByRole('textbox', { name: /Describe the reason/ })
    await user.type(text, '   ')
    expect(confirm).toBeDisabled()
    await user.click(within(dialog).getByRole('radio', { name: 'Fraud investigation' }))
    expect(confirm).toBeEnabled()
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }))
    await user.clear(within(dialog).getByRole('textbox', { name: /Describe the reason/ }))
    await user.type(within(dialog).getByRole('textbox', { name: /Describe the reason/ }), 'Left the employer')
    expect(confirm).toBeEnabled()
    await user.click(confirm)
    expect(badgeOf(member)).toBe('Suspended')
    await waitFor(() => expect(seen.some((request) => request.path.endsWith('/suspend'))).toBe(true))
    const body = await seen.find((request) => request.path.endsWith('/suspend'))?.body
    expect(body?.status).toBe('suspended')
    expect(body?.notes).toMatch(
      /Suspended on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by Kagiso Molefe: Left the employer$/,
    )
    await waitFor(() =>
      expect(
        mockDb()
          .members.all()
          .find((row) => row.id === member.id)?.status,
      ).toBe('suspended'),
    )
  })

  it("says 'Failed to suspend user', naming the member, and rolls back", async () => {
    const user = userEvent.setup()
    const member = memberWith('active', 3)
    await openMemberRow('viewer', member)
    addFailure({ group: 'members.suspend', mode: 500 })
    const dialog = await chooseAction(member, 'Suspend')
    await user.click(within(dialog).getByRole('radio', { name: 'Non-payment of contributions' }))
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Suspension' }))
    expect(await findNotice('Failed to suspend user: ', member.member_id)).toBeInTheDocument()
    await waitFor(() => expect(badgeOf(member)).toBe('Active'))
  })
})

describe('Registered Members list: viewing and loading', () => {
  it('shows Member Details read-only from View', async () => {
    const member = memberWith('pending', 4)
    await openMemberRow('viewer', member)
    const dialog = await chooseAction(member, 'View')
    expect(within(dialog).getByRole('heading', { name: 'Member Details' })).toBeInTheDocument()
    expect(dialog).toHaveTextContent(member.email_address)
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    const close = within(dialog).getAllByRole('button', { name: 'Close' })
    await userEvent.setup().click(close[close.length - 1] as HTMLElement)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens the member from the Name link without asking the server for it', async () => {
    const member = memberWith('active', 4)
    const { router } = await openMemberRow('admin', member)
    const seen = recordRequests()
    await userEvent.setup().click(screen.getByRole('link', { name: fullName(member) }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${member.id}`))
    expect(seen.filter((request) => request.path === `/api/memberships/${member.id}`)).toEqual([])
  })

  it("shows the spinner, then a banner with 'Try again' when the list fails, and reloads", async () => {
    await signInForTest('admin')
    addFailure({ group: 'members.list', mode: 500 })
    // The failed list is asked once more after a quick retry's wait: on the test's clock.
    useTestClock()
    renderApp('/users')
    const failure = () => screen.queryByText('Failed to load users. Please try again later.')
    await elapseUntil(() => failure() !== null, 250)
    expect(failure()?.closest('[role="alert"]')).not.toBeNull()
    setMockControls({ failures: [] })
    const list = holdRequests('get', '*/api/memberships')
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
    list.release()
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(screen.queryByText('Failed to load users. Please try again later.')).not.toBeInTheDocument()
    // Asking again cannot change a refusal: no Try again, as on a record or the dashboard.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    // The queue tabs' counts failed with the list: their own retries come on the test's clock too.
    await elapse(1_000)
  })

  it("says 'You do not have permission to view this.' when the server refuses the list with 403", async () => {
    await signInForTest('admin')
    addFailure({ group: 'members.list', mode: 403 })
    renderApp('/users')
    const message = await screen.findByText('You do not have permission to view this.')
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(screen.queryByText('Failed to load users. Please try again later.')).not.toBeInTheDocument()
  })
})

describe("Registered Members export: 'All columns'", () => {
  it("writes each member's contact, address, bank and next of kin fields, the file named after its filter", async () => {
    await openMembers('admin', '/users?status=pending')
    const downloads = captureDownloads()
    const before = formatIsoDay(new Date())
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(screen.getByRole('button', { name: 'All columns' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect([before, formatIsoDay(new Date())].map((day) => `Registered Members - pending - ${day}.csv`)).toContain(
      downloads[0]!.name,
    )
    const [header, ...rows] = await parseCsv(downloads[0]!.blob)
    const pending = mockDb()
      .members.all()
      .filter((member) => member.status === 'pending')
    expect(rows).toHaveLength(pending.length)
    const guarded = (value: string | null | undefined) => (value ?? '').replace(/^([=+\-@])/, "'$1")
    const cell = (row: string[], heading: string) => {
      expect(header).toContain(heading)
      return row[header!.indexOf(heading)]
    }
    for (const row of rows) {
      const member = mockDb().members.get(Number(cell(row, 'ID')))!
      expect(cell(row, 'Member ID')).toBe(member.member_id)
      expect(cell(row, 'Email Address')).toBe(guarded(member.email_address))
      expect(cell(row, 'Phone Number')).toBe(guarded(member.cell_number))
      expect(cell(row, 'Home Telephone')).toBe(guarded(member.telephone_home))
      expect(cell(row, 'Postal Address')).toBe(guarded(member.postal_address))
      expect(cell(row, 'Physical Address')).toBe(guarded(member.physical_address))
      expect(cell(row, 'Bank Name')).toBe(guarded(member.bank_name))
      expect(cell(row, 'Account Number')).toBe(guarded(member.account_number))
      expect(cell(row, 'Branch Code')).toBe(guarded(member.branch_code))
      expect(cell(row, 'Next of Kin ID Number')).toBe(guarded(member.next_of_kin_Id_number))
      expect(cell(row, 'Next of Kin Cell Number')).toBe(guarded(member.next_of_kin_cell_number))
      expect(cell(row, 'Date of Birth')).toBe(formatIsoDay(member.date_of_birth))
      expect(cell(row, 'Status')).toBe('Pending')
    }
  })
})
