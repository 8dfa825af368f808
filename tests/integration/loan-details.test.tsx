import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { loanResource } from '@/api/loans/loans.api'
import { addFailure, mockDb, recordedNotifications, resetMockApi, server } from '../../mocks/node'
import type { LoanStatus, Role } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { elapseUntil, useTestClock } from '../support/time'
import { findNotice } from '../support/notices'
import { renderApp } from '../support/render-app'
import { signInDecidingAtOnce } from '../support/undo-hold'
import {
  actionNames,
  fieldValue,
  findFailurePanel,
  holdGets,
  recordBadge,
  recordRequests,
  seedFromList,
} from './details-support'
import { confirmWhenReady, withoutAttention } from './review-support'

/** A loan with this status whose checks need no acknowledgement (its member active, their KYC approved). */
function loanWith(status: LoanStatus) {
  const loan = mockDb()
    .loans.all()
    .find((candidate) => candidate.status === status && candidate.id > 3)
  if (!loan) throw new Error(`No ${status} loan in the seed`)
  withoutAttention('loan', loan.id)
  return mockDb().loans.get(loan.id) ?? loan
}

const LOAN_REQUEST = /^GET \/api\/loan-application2s\/\d+$/

async function openLoan(role: Role, id: number) {
  await signInDecidingAtOnce(role)
  const app = renderApp(`/loans/${id}`)
  await screen.findByRole('heading', { name: 'Loan Details' })
  await screen.findByText('Loan application')
  return app
}

async function confirmAction(name: string, question: string) {
  const user = userEvent.setup()
  await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog).toHaveTextContent(question)
  await confirmWhenReady(user, dialog, name)
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('Loan Details: loading', () => {
  it('opens a loan the list seeded without asking the server for it', async () => {
    await signInDecidingAtOnce('admin')
    const { router, queryClient } = renderApp('/')
    await screen.findByText('Kagiso Molefe')
    const loan = await seedFromList(queryClient, loanResource, 7)
    const requests = recordRequests()
    await act(() => router.navigate({ to: '/loans/$id', params: { id: '7' } }))
    expect(await screen.findByRole('heading', { name: 'Loan Details' })).toBeInTheDocument()
    expect(fieldValue('Member ID')).toBe(loan.member_id)
    // The Member card's searches are lists; the loan itself is not asked for.
    expect(requests.filter((request) => LOAN_REQUEST.test(request))).toEqual([])
  })

  it('opens from a click in the list with no request for the loan, and Back returns to the list', async () => {
    await signInDecidingAtOnce('admin')
    const { router } = renderApp('/loans')
    const links = await screen.findAllByRole('link', { name: /^MBR-/ })
    const requests = recordRequests()
    await userEvent.setup().click(links[0] as HTMLElement)
    await screen.findByRole('heading', { name: 'Loan Details' })
    await screen.findByText('Loan application')
    expect(router.state.location.pathname).toMatch(/^\/loans\/\d+$/)
    expect(requests.filter((request) => /^GET \/api\/loan-application2s\/\d+$/.test(request))).toEqual([])
    await userEvent.setup().click(screen.getByRole('button', { name: /Back/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/loans'))
  })

  it("loads a loan by id from a typed URL after 'Loading...', with every field", async () => {
    await signInDecidingAtOnce('admin')
    const loan = mockDb().loans.update(loanWith('rejected').id, {
      amount_applied_for_in_numeric: '25000.50',
      date_of_birth: '1990-07-04',
      created_at: '2025-03-01T08:15:30.000000Z',
      notes: 'Affordability below threshold.\nRejected on Mar 02, 2025 10:00',
    })
    const release = holdGets(`*/api/loan-application2s/${loan.id}`)
    renderApp(`/loans/${loan.id}`)
    expect(await screen.findByText('Loading...')).toBeInTheDocument()
    release()
    await screen.findByRole('heading', { name: 'Loan Details' })
    expect(await screen.findByText('Loan application')).toBeInTheDocument()
    expect(fieldValue('ID')).toBe(String(loan.id))
    expect(fieldValue('Member ID')).toBe(loan.member_id)
    expect(fieldValue('Account Number')).toBe(loan.account_number ?? 'N/A')
    expect(fieldValue('Bank Name')).toBe(loan.bank_name ?? 'N/A')
    expect(fieldValue('Branch Name')).toBe(loan.branch_name ?? 'N/A')
    expect(fieldValue('Branch Code')).toBe(loan.branch_code ?? 'N/A')
    expect(fieldValue('Loan purpose')).toBe(loan.loan_purpose ?? 'N/A')
    expect(fieldValue('Loan Type')).toBe(loan.loan_type)
    expect(fieldValue('Amount')).toBe('BWP 25,001')
    expect(fieldValue('Applied date')).toBe('Mar 01, 2025')
    expect(fieldValue('Status')).toBe('Rejected')
    expect(fieldValue('First Names')).toBe(loan.first_names)
    expect(fieldValue('Surname')).toBe(loan.surname)
    expect(fieldValue('Omang Number')).toBe(loan.omang_number ?? 'N/A')
    expect(fieldValue('Date of Birth')).toBe('Jul 04, 1990')
    expect(fieldValue('Notes')).toBe('Affordability below threshold.\nRejected on Mar 02, 2025 10:00')
    expect(recordBadge()).toHaveTextContent('Rejected')
  })

  it("draws the loan in the console's first screen when opened by its address, with no 'Loading...' in between", async () => {
    await signInDecidingAtOnce('admin')
    const loan = loanWith('pending')
    // Every state the page passes through once the console's navigation is up.
    const seen: string[] = []
    const watcher = new MutationObserver(() => {
      if (document.querySelector('nav[aria-label="Main"]')) seen.push(document.body.textContent ?? '')
    })
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true })
    onTestFinished(() => watcher.disconnect())
    renderApp(`/loans/${loan.id}`)
    await screen.findByText('Loan application')
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((text) => text.includes('Loading...'))).toEqual([])
  })

  it("says 'Loan not found' for an unknown id, without a request for an id that is no number", async () => {
    await signInDecidingAtOnce('admin')
    const { router } = renderApp('/loans/99999')
    expect(await screen.findByText('Loan not found')).toBeInTheDocument()
    const requests = recordRequests()
    for (const bad of ['12abc', '0', '-3', '1e3']) {
      await act(() => router.navigate({ to: '/loans/$id', params: { id: bad } }))
      await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${bad}`))
      expect(await screen.findByText('Loan not found')).toBeInTheDocument()
    }
    expect(requests.filter((request) => request.includes('/api/loan-application2s'))).toEqual([])
  })

  it("Try again shows 'Loading...' while it asks the server again, then the same text while the loan still cannot be loaded", async () => {
    // The quick retries of the 503 on the test's clock.
    useTestClock()
    await signInDecidingAtOnce('admin')
    const loan = loanWith('pending')
    addFailure({ group: 'loans.show', mode: 503 })
    renderApp(`/loans/${loan.id}`)
    await elapseUntil(() => screen.queryByText('Failed to load this loan application.') !== null, 250)
    const panel = await findFailurePanel('Failed to load this loan application.')
    const requests = recordRequests()
    const release = holdGets(`*/api/loan-application2s/${loan.id}`)
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(panel).getByRole('button', { name: 'Try again' }))
    await elapseUntil(() => screen.queryByText('Loading...') !== null)
    expect(screen.getByText('Loading...')).toBeVisible()
    expect(panel).not.toBeVisible()
    release()
    // The 503 is retried once, quickly, before the screen says so again.
    await elapseUntil(() => screen.queryByText('Loading...') === null, 250)
    expect(panel).toBeVisible()
    expect(panel).toHaveTextContent('Failed to load this loan application.')
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(requests).toContain(`GET /api/loan-application2s/${loan.id}`)
    expect(screen.queryByText('Loan not found')).not.toBeInTheDocument()
  })

  it('goes Back to the list when the loan was opened directly, and back in history otherwise', async () => {
    const { router } = await openLoan('viewer', loanWith('pending').id)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Back/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/loans'))
    await act(() => router.navigate({ to: '/loans', search: { page: 2 } as never }))
    await act(() => router.navigate({ to: '/loans/$id', params: { id: '5' } }))
    await screen.findByText('Loan application')
    await user.click(screen.getByRole('button', { name: /Back/ }))
    await waitFor(() => expect(router.state.location.href).toBe('/loans?page=2'))
  })
})

describe('Loan Details: actions', () => {
  it('approves a verified loan as admin: confirmation, at once on screen, the notes line on the server', async () => {
    const loan = loanWith('verified')
    await openLoan('admin', loan.id)
    const approve = holdRequests('post', `*/api/loan-application2s/${loan.id}/approve`)
    await confirmAction('Approve', 'Are you sure you want to approve this loan application?')
    // At once: the server has the call and has not answered.
    await waitFor(() => expect(approve.requests).toHaveLength(1))
    expect(recordBadge()).toHaveTextContent('Approved')
    expect(actionNames()).toEqual([])
    expect(mockDb().loans.get(loan.id)?.status).toBe('verified')
    approve.release()
    expect(await findNotice('Approved: ', loan.member_id)).toBeInTheDocument()
    const saved = mockDb().loans.get(loan.id)
    expect(saved?.status).toBe('approved')
    expect(saved?.notes).toMatch(/\nApproved on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by Kagiso Molefe$/)
    expect(fieldValue('Notes')).toBe(saved?.notes)
  })

  it('verifies a pending loan as viewer and then sends the notify call', async () => {
    const loan = loanWith('pending')
    await openLoan('viewer', loan.id)
    await confirmAction('Verify', 'Are you sure you want to verify this loan application?')
    expect(recordBadge()).toHaveTextContent('Verified')
    await waitFor(() => expect(recordedNotifications()).toHaveLength(1))
    expect(recordedNotifications()[0]).toMatchObject({
      endpoint: `/api/loan-application2s/${loan.id}/notifyAdmin`,
      body: { loan_id: loan.id, param1: loan.member_id, param3: 'verified' },
    })
    expect(mockDb().loans.get(loan.id)?.status).toBe('verified')
    expect(actionNames()).toEqual(['Reject'])
  })

  it('sends one request for a double click on Confirm, and keeps the buttons disabled while it runs', async () => {
    const loan = loanWith('pending')
    // Sent at once, with no hold for Undo: the buttons wait while it is out.
    await signInDecidingAtOnce('viewer')
    await openLoan('viewer', loan.id)
    // The verify is held until the buttons have been checked, however slow the machine; then it
    // falls through to the mock API.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    server.use(http.post(`*/api/loan-application2s/${loan.id}/verify`, () => held))
    const requests = recordRequests()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify' })
    await waitFor(() => expect(confirm).toBeEnabled())
    await user.dblClick(confirm)
    expect(recordBadge()).toHaveTextContent('Verified')
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled()
    release()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled())
    expect(requests.filter((request) => request === `POST /api/loan-application2s/${loan.id}/verify`)).toHaveLength(1)
  })

  it('sends nothing when the confirmation is cancelled', async () => {
    await openLoan('viewer', loanWith('pending').id)
    const requests = recordRequests()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(recordBadge()).toHaveTextContent('Pending')
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })
})

describe('Loan Details: hostile text', () => {
  it('shows markup from the server as text and runs none of it', async () => {
    // The hostile records are test fixtures, not part of the demo.
    resetMockApi({ scenario: 'hostile' })
    await openLoan('admin', 2)
    expect(fieldValue('Surname')).toBe('<img src=x onerror=alert(1)>')
    expect(fieldValue('Loan purpose')).toBe('<b>Bold</b> & <i>italic</i> purpose')
    expect(document.querySelector('img[src="x"], b, i')).toBeNull()
  })
})
