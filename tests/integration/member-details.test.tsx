import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { memberResource } from '@/api/members/members.api'
import { addFailure, mockDb, recordedNotifications, resetMockApi, setMockControls } from '../../mocks/node'
import type { MemberRecord, MemberStatus, Role } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { findNotice } from '../support/notices'
import { signInDecidingAtOnce } from '../support/undo-hold'
import { renderApp } from '../support/render-app'
import { elapse, elapseUntil, useTestClock } from '../support/time'
import {
  actionNames,
  fieldValue,
  findFailurePanel,
  holdGets,
  recordRequests,
  seedFromList,
  stubObjectUrls,
} from './details-support'
import { confirmWhenReady, withoutAttention } from './review-support'

/** A person's request waiting out a 429 says so, once: 'The server is busy. Retrying in 12 s'. */
const SERVER_BUSY = /^The server is busy\. Retrying/

/** A member with this status whose checks need no acknowledgement, with `changes` on top. */
function memberWith(status: MemberStatus, changes: Partial<MemberRecord> = {}): MemberRecord {
  const member = mockDb()
    .members.all()
    .find((candidate) => candidate.status === status && candidate.id > 10)
  if (!member) throw new Error(`No ${status} member in the seed`)
  withoutAttention('member', member.id)
  return mockDb().members.update(member.id, changes)
}

async function openMember(role: Role, id: number) {
  await signInDecidingAtOnce(role)
  const app = renderApp(`/users/${id}`)
  await screen.findByRole('heading', { name: 'User Details' })
  await screen.findByRole('region', { name: 'Membership' })
  return app
}

/** The member's own status badges (the summary's, the Status field's), not those of their loans and KYC records. */
function badges(): string[] {
  const file = screen.queryByRole('region', { name: 'Loan applications and KYC records' })
  return screen
    .getAllByTestId('status-badge')
    .filter((badge) => !file?.contains(badge))
    .map((badge) => badge.textContent ?? '')
}

function clickAction(name: string) {
  return userEvent.setup().click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name }))
}

/** Reject asks why first: Confirm stays disabled until a reason is chosen. */
async function confirmAction(name: string, question: string, reason = 'Documents unreadable') {
  await clickAction(name)
  const dialog = await screen.findByRole('dialog')
  expect(dialog).toHaveTextContent(question)
  const confirm = within(dialog).getByRole('button', { name })
  if (name === 'Reject') {
    expect(confirm).toBeDisabled()
    await userEvent.setup().click(within(dialog).getByRole('radio', { name: reason }))
  }
  await confirmWhenReady(userEvent.setup(), dialog, name)
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('Member Details: loading', () => {
  it('opens a member the list seeded without asking the server for them', async () => {
    await signInDecidingAtOnce('admin')
    const { router, queryClient } = renderApp('/')
    await screen.findByText('Kagiso Molefe')
    const member = await seedFromList(queryClient, memberResource, 12)
    const requests = recordRequests()
    await act(() => router.navigate({ to: '/users/$id', params: { id: '12' } }))
    await screen.findByRole('region', { name: 'Membership' })
    expect(fieldValue('Email Address')).toBe(member.email_address)
    // The requests are the Checks' and the member file's searches, never the member.
    expect(requests.filter((request) => /^GET \/api\/memberships\/\d+$/.test(request))).toEqual([])
  })

  it('opens from a click on a name in the list with no request for the member', async () => {
    await signInDecidingAtOnce('admin')
    const { router } = renderApp('/users')
    const member = mockDb().members.get(1)
    const link = await screen.findByRole('link', { name: `${member?.name} ${member?.surname}` })
    const requests = recordRequests()
    await userEvent.setup().click(link)
    await screen.findByRole('region', { name: 'Membership' })
    expect(router.state.location.pathname).toBe('/users/1')
    expect(requests.filter((request) => /^GET \/api\/memberships\/\d+$/.test(request))).toEqual([])
  })

  it("loads a member by id after 'Loading...': every field, dates as MMM dd, yyyy or N/A", async () => {
    await signInDecidingAtOnce('viewer')
    const member = memberWith('active', {
      date_of_birth: '1990-07-04T00:00:00.000000Z',
      application_date: '2024-02-29',
      beneficiary_dob: null,
      cell_number: '+267 71 234 567',
      telephone_home: '+267 391 0000',
      notes: 'Approved on Mar 01, 2025 10:00\nMoved to Maun branch.',
      marital_status: 'widowed',
    })
    const release = holdGets(`*/api/memberships/${member.id}`)
    renderApp(`/users/${member.id}`)
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
    release()
    expect(await screen.findByRole('heading', { name: 'User Details' })).toBeInTheDocument()
    await screen.findByRole('region', { name: 'Membership' })
    expect(fieldValue('ID')).toBe(String(member.id))
    expect(fieldValue('Member ID')).toBe(member.member_id)
    expect(fieldValue('Membership Number')).toBe(member.membership_number ?? 'N/A')
    expect(fieldValue('Application Date')).toBe('Feb 29, 2024')
    expect(fieldValue('Date of Birth')).toBe('Jul 04, 1990')
    expect(fieldValue('Beneficiary Date of Birth')).toBe('N/A')
    expect(fieldValue('Name')).toBe(member.name)
    expect(fieldValue('Surname')).toBe(member.surname)
    expect(fieldValue('Omang Number')).toBe(member.omang_number)
    expect(fieldValue('Phone Number')).toBe('+267 71 234 567')
    // The old screen showed the cell number here and under notes (DESIGN section 5).
    expect(fieldValue('Home Telephone')).toBe('+267 391 0000')
    expect(fieldValue('Notes')).toBe('Approved on Mar 01, 2025 10:00\nMoved to Maun branch.')
    expect(fieldValue('Marital Status')).toBe('Widowed')
    expect(fieldValue('Organisation')).toBe(member.organisation)
    expect(fieldValue('Beneficiary Omang Number')).toBe(member.beneficiary_omang_number)
    expect(badges().every((badge) => badge === 'Active')).toBe(true)
  })

  it("says 'User not found' for an unknown member and for an id that is no number", async () => {
    await signInDecidingAtOnce('admin')
    const { router } = renderApp('/users/77777')
    expect(await screen.findByText('User not found')).toBeInTheDocument()
    const requests = recordRequests()
    await act(() => router.navigate({ to: '/users/$id', params: { id: '3.5' } }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/3.5'))
    expect(await screen.findByText('User not found')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it.each([
    [500, 'Failed to fetch user: Server Error'],
    ['malformed' as const, /^Failed to fetch user: Unexpected response from GET api\/memberships\/\d+$/],
    ['network' as const, 'Failed to fetch user: The server could not be reached. Check your connection and try again.'],
  ])(
    "says what went wrong when loading fails with %s, never 'User not found', and Try again recovers",
    async (mode, message) => {
      // The quick retry, and after no answer the wait for the server to answer again, on the test's clock.
      useTestClock()
      await signInDecidingAtOnce('admin')
      const member = memberWith('pending')
      addFailure({ group: 'members.show', mode })
      renderApp(`/users/${member.id}`)
      await elapseUntil(() => screen.queryByText(message) !== null, 250)
      const alert = await findFailurePanel(message)
      expect(screen.queryByText('User not found')).not.toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'User Details' })).toBeInTheDocument()
      setMockControls({ failures: [] })
      const pressed = Date.now()
      await userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime })
        .click(within(alert).getByRole('button', { name: 'Try again' }))
      // The record's loading screen stays up for its minimum, on the test's clock too.
      await elapseUntil(() => !alert.isConnected)
      // Asked at once, even after no answer: not at the console's next look for the server (2 s on).
      expect(Date.now() - pressed).toBeLessThan(1_000)
      expect(await screen.findByRole('region', { name: 'Membership' })).toBeInTheDocument()
      expect(fieldValue('Email Address')).toBe(member.email_address)
      expect(alert).not.toBeInTheDocument()
    },
  )

  it("waits out a 429 (Laravel ran nothing), says so, never 'User not found', and shows the member when let", async () => {
    useTestClock()
    await signInDecidingAtOnce('admin')
    const member = memberWith('pending')
    addFailure({ group: 'members.show', mode: 429 })
    renderApp(`/users/${member.id}`)
    expect(await screen.findByText(SERVER_BUSY)).toBeInTheDocument()
    expect(screen.queryByText('User not found')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    setMockControls({ failures: [] })
    await elapse(60_000)
    expect(await screen.findByRole('region', { name: 'Membership' })).toBeInTheDocument()
    expect(fieldValue('Email Address')).toBe(member.email_address)
    expect(screen.queryByText(SERVER_BUSY)).not.toBeInTheDocument()
  })

  it("says 'You do not have permission to view this.' for a 403, with no Try again", async () => {
    await signInDecidingAtOnce('admin')
    addFailure({ group: 'members.show', mode: 403 })
    renderApp(`/users/${memberWith('pending').id}`)
    const alert = await findFailurePanel('You do not have permission to view this.')
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument()
  })

  it('goes Back to the members list when opened directly', async () => {
    const { router } = await openMember('viewer', memberWith('pending').id)
    await userEvent.setup().click(screen.getByRole('button', { name: /Back/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'))
  })
})

describe('Member Details: actions', () => {
  it.each<[Role, MemberStatus, string[]]>([
    ['admin', 'pending', ['Edit', 'Reject']],
    ['admin', 'verified', ['Approve', 'Edit']],
    ['admin', 'active', ['Edit', 'Suspend']],
    ['admin', 'approved', ['Edit', 'Suspend']],
    ['admin', 'suspended', ['Reactivate']],
    ['admin', 'rejected', ['Edit']],
    ['viewer', 'pending', ['Verify', 'Reject']],
    ['viewer', 'verified', []],
    ['viewer', 'active', ['Suspend']],
    ['viewer', 'suspended', []],
  ])('as %s, a %s member offers %j', async (role, status, expected) => {
    await openMember(role, memberWith(status).id)
    expect(actionNames()).toEqual(expected)
  })

  it('verifies a pending member as viewer, then sends the notify call', async () => {
    const member = memberWith('pending')
    await openMember('viewer', member.id)
    await confirmAction('Verify', 'Are you sure you want to verify this member?')
    expect(badges()[0]).toBe('Verified')
    await waitFor(() => expect(recordedNotifications()).toHaveLength(1))
    expect(recordedNotifications()[0]).toMatchObject({
      endpoint: `/api/memberships/${member.id}/notifyMemberAdmin`,
      body: { member_id: member.id, param1: `${member.name} ${member.surname}`, param3: 'verified' },
    })
    expect(mockDb().members.get(member.id)?.status).toBe('verified')
  })

  it('approves a verified member as admin', async () => {
    const member = memberWith('verified')
    await openMember('admin', member.id)
    const approve = holdRequests('post', `*/api/memberships/${member.id}/approve`)
    await confirmAction('Approve', 'Are you sure you want to approve this member?')
    // At once: the server has the call and has not answered.
    await waitFor(() => expect(approve.requests).toHaveLength(1))
    expect(badges()[0]).toBe('Active')
    expect(mockDb().members.get(member.id)?.status).toBe('verified')
    approve.release()
    expect(await findNotice('Approved: ', member.member_id)).toBeInTheDocument()
    expect(mockDb().members.get(member.id)?.status).toBe('active')
    expect(mockDb().members.get(member.id)?.notes).toMatch(/Approved on /)
    expect(actionNames()).toEqual(['Edit', 'Suspend'])
  })

  it.each<Role>(['admin', 'viewer'])(
    "suspends an active member as %s, with 'other' and its text in the notes",
    async (role) => {
      const member = memberWith('active')
      await openMember(role, member.id)
      const user = userEvent.setup()
      await clickAction('Suspend')
      const dialog = await screen.findByRole('dialog', { name: 'Suspend User' })
      expect(dialog).toHaveTextContent('Are you sure you want to suspend this member?')
      const confirm = within(dialog).getByRole('button', { name: 'Confirm Suspension' })
      expect(confirm).toBeDisabled()
      await user.click(within(dialog).getByRole('radio', { name: 'Other' }))
      expect(confirm).toBeDisabled()
      await user.type(within(dialog).getByRole('textbox'), 'Left the employer without notice')
      expect(confirm).toBeEnabled()
      await user.click(confirm)
      expect(badges()[0]).toBe('Suspended')
      await waitFor(() => expect(mockDb().members.get(member.id)?.status).toBe('suspended'))
      expect(mockDb().members.get(member.id)?.notes).toMatch(/Suspended on .*: Left the employer without notice$/)
      expect(actionNames()).toEqual(role === 'admin' ? ['Reactivate'] : [])
    },
  )

  it('reactivates a suspended member as admin with the approve call', async () => {
    const member = memberWith('suspended')
    await openMember('admin', member.id)
    const requests = recordRequests()
    await confirmAction('Reactivate', 'Are you sure you want to reactivate this member?')
    expect(badges()[0]).toBe('Active')
    await waitFor(() => expect(mockDb().members.get(member.id)?.status).toBe('active'))
    expect(requests).toContain(`POST /api/memberships/${member.id}/approve`)
  })

  it.each<Role>(['admin', 'viewer'])('rejects a pending member as %s', async (role) => {
    const member = memberWith('pending')
    await openMember(role, member.id)
    await confirmAction('Reject', 'Are you sure you want to reject this member?', 'Omang does not match the documents')
    expect(badges()[0]).toBe('Rejected')
    await waitFor(() => expect(mockDb().members.get(member.id)?.status).toBe('rejected'))
    expect(mockDb().members.get(member.id)?.notes).toMatch(
      /Rejected on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by (Kagiso Molefe|Naledi Sebego): Omang does not match the documents$/,
    )
  })

  it.each([
    {
      role: 'admin' as Role,
      from: 'active' as MemberStatus,
      action: 'Suspend',
      group: 'members.suspend',
      message: 'Failed to suspend Member',
    },
    {
      role: 'viewer' as Role,
      from: 'pending' as MemberStatus,
      action: 'Verify',
      group: 'members.verify',
      message: 'Failed to verify Member',
    },
    {
      role: 'admin' as Role,
      from: 'verified' as MemberStatus,
      action: 'Approve',
      group: 'members.approve',
      message: 'Failed to approve Member',
    },
    {
      role: 'admin' as Role,
      from: 'suspended' as MemberStatus,
      action: 'Reactivate',
      group: 'members.approve',
      message: 'Failed to approve Member',
    },
    {
      role: 'viewer' as Role,
      from: 'pending' as MemberStatus,
      action: 'Reject',
      group: 'members.reject',
      message: 'Failed to reject Member',
    },
  ])(
    'a failed $action rolls the $from member back and says "$message"',
    async ({ role, from, action, group, message }) => {
      const member = memberWith(from)
      await openMember(role, member.id)
      addFailure({ group, mode: 500 })
      if (action === 'Suspend') {
        await clickAction('Suspend')
        const dialog = await screen.findByRole('dialog')
        await userEvent.setup().click(within(dialog).getAllByRole('radio')[0] as HTMLElement)
        await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Confirm Suspension' }))
      } else {
        await confirmAction(action, `Are you sure you want to ${action.toLowerCase()} this member?`)
      }
      expect(await findNotice(`${message}: `, member.member_id)).toBeInTheDocument()
      expect(badges()[0]).toBe(from.charAt(0).toUpperCase() + from.slice(1))
      expect(mockDb().members.get(member.id)?.status).toBe(from)
    },
  )
})

describe('Member Details: edit', () => {
  async function openEdit(member: MemberRecord) {
    await openMember('admin', member.id)
    await clickAction('Edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' })
    expect(dialog).toHaveClass('max-w-4xl', 'max-h-[90vh]')
    return dialog
  }

  it('saves the changes and shows them; Cancel leaves everything as it was', async () => {
    const member = memberWith('active', { telephone_home: '+267 391 0000' })
    let dialog = await openEdit(member)
    const user = userEvent.setup()
    expect(within(dialog).getByLabelText(/Home Telephone/)).toHaveValue('+267 391 0000')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await clickAction('Edit')
    dialog = await screen.findByRole('dialog', { name: 'Edit User' })
    const organisation = within(dialog).getByLabelText('Organisation')
    await user.clear(organisation)
    await user.type(organisation, 'Botswana Housing Corporation')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(fieldValue('Organisation')).toBe('Botswana Housing Corporation')
    expect(mockDb().members.get(member.id)?.organisation).toBe('Botswana Housing Corporation')
  })

  it("puts the server's 422 errors on the fields and keeps what was typed", async () => {
    const taken = mockDb().members.get(20)?.email_address ?? ''
    const member = memberWith('pending', { telephone_home: '+267 391 0000' })
    const dialog = await openEdit(member)
    const user = userEvent.setup()
    const email = within(dialog).getByLabelText(/Email Address/)
    await user.clear(email)
    await user.type(email, taken)
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('The email address has already been taken.')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to update user. Please try again.')
    expect(email).toHaveValue(taken)
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument()
    expect(mockDb().members.get(member.id)?.email_address).toBe(member.email_address)
  })

  it("says 'Failed to update user. Please try again.' when the save fails otherwise", async () => {
    const member = memberWith('active', { telephone_home: '+267 391 0000' })
    const dialog = await openEdit(member)
    addFailure({ group: 'members.update', mode: 500 })
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByText('Failed to update user. Please try again.')).toBeInTheDocument()
  })
})

describe('Member Details: documents', () => {
  it('offers Confirmation Letter, Payslip and Omang, with a dash for what is missing', async () => {
    const member = memberWith('active', { confirmation_letter: null })
    await openMember('viewer', member.id)
    const documents = screen.getByRole('region', { name: 'Uploaded Documents' })
    expect(within(documents).queryByRole('button', { name: 'View Confirmation Letter' })).not.toBeInTheDocument()
    expect(within(documents).getByText('Not uploaded')).toBeInTheDocument()
    expect(within(documents).getByRole('button', { name: 'Download Payslip' })).toBeInTheDocument()
    expect(within(documents).getByRole('button', { name: 'View Omang' })).toBeInTheDocument()
  })

  it('fetches odd file names through one encoded segment', async () => {
    const urls = stubObjectUrls()
    await openMember('admin', 5)
    const requests = recordRequests()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download Payslip' }))
    await waitFor(() => expect(urls.downloads).toHaveLength(1))
    expect(urls.downloads[0]?.download).toBe('Tšhepo payslip #3 (50%)?.pdf')
    expect(requests).toContain(
      `GET /api/documents/${encodeURIComponent('documents/Tšhepo payslip #3 (50%)?.pdf')}/download`,
    )
    await user.click(screen.getByRole('button', { name: 'View Omang' }))
    const dialog = await screen.findByRole('dialog', { name: 'Omang' })
    expect(await within(dialog).findByRole('img', { name: 'Omang' })).toHaveClass('object-contain')
  })
})

describe('Member Details: hostile text', () => {
  it('shows markup from the server as text and runs none of it', async () => {
    // The hostile records are test fixtures, not part of the demo.
    resetMockApi({ scenario: 'hostile' })
    await openMember('admin', 2)
    expect(fieldValue('Surname')).toBe('<img src=x onerror=alert(1)>')
    expect(fieldValue('Notes')).toBe('<script>alert("notes")</script>')
    expect(document.querySelector('img[src="x"], script')).toBeNull()
  })
})
