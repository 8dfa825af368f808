import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/api/client'
import { requestScheduler } from '@/api/request-budget'
import { loanResource } from '@/api/loans/loans.api'
import {
  addFailure,
  mockDb,
  recordedNotifications,
  removeFailure,
  server,
  setMockControls,
  signInForTest,
} from '../../mocks/node'
import { findNotice } from '../support/notices'
import { renderApp } from '../support/render-app'
import { chooseUndoHold } from '../support/undo-hold'
import { checksSettled, withoutAttention } from './review-support'
import { elapse, elapseUntil, useTestClock } from '../support/time'
import { recordBadge, recordRequests } from './details-support'

// DESIGN section 9 against the mock's throttle:api (`rateLimit`). The test's clock stands in for the
// minute a throttled user waits: it moves only when the test says, after what the user sees has
// settled, so no step races the machine.

const ORIGIN = 'http://localhost:3000'
const UNREACHABLE = 'Cannot reach the server. Retrying...'
const FAILING = 'The server could not answer. Retrying...'
const BUSY = /^The server is busy\. Retrying in \d+ s$/
/** What an unconfirmed change says on its record while the budget holds it. */
const WAITING = /^Waiting for the server \(\d+ s\)$/

/** What an earlier visit left: the product mirrors the signed-in user in localStorage. */
function rememberUser(): void {
  localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Kagiso Molefe' }))
}

/** Another tab of the same user spends the minute's budget. */
async function useUpBudget(limit: number): Promise<void> {
  setMockControls({ rateLimit: limit })
  for (let spent = 0; spent < limit; spent += 1) {
    const answer = await fetch(`${ORIGIN}/api/user`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    expect(answer.status).toBe(200)
  }
}

/** A pending loan whose Verify needs no acknowledgement. */
function pendingLoan() {
  const loan = mockDb()
    .loans.all()
    .find((candidate) => candidate.status === 'pending' && candidate.id > 3)
  if (!loan) throw new Error('No pending loan in the seed')
  withoutAttention('loan', loan.id)
  return loan
}

/** The loan, with its checks' searches answered before the test spends the budget. */
async function openLoan(id: number) {
  // What these tests watch comes once the verify is sent: no hold for Undo before it.
  chooseUndoHold((await signInForTest('viewer')).id, 0)
  const app = renderApp(`/loans/${id}`)
  await screen.findByRole('heading', { name: 'Loan Details' })
  await screen.findByText('Loan application')
  await checksSettled()
  return app
}

async function confirmVerify() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Verify' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verify' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

/** Every status the cached loan takes, in order, without repeats: a rollback would show up as a step back. */
function watchStatus(queryClient: QueryClient, id: number): string[] {
  const statuses: string[] = []
  const record = () => {
    const status = queryClient.getQueryData(loanResource.queries.detail(id).queryKey)?.status
    if (status !== undefined && statuses.at(-1) !== status) statuses.push(status)
  }
  record()
  queryClient.getQueryCache().subscribe(record)
  return statuses
}

describe('throttled by the server (429)', () => {
  it('a reload while throttled keeps the user signed in, says so, and opens the page when the minute is over', async () => {
    useTestClock()
    await signInForTest('admin')
    rememberUser()
    await useUpBudget(3)
    const { router } = renderApp('/help')
    // One message, and the true one: the server answered (429), so it is busy, not unreachable.
    expect(await screen.findByText(BUSY)).toBeInTheDocument()
    expect(screen.getAllByText(/The server is busy/)).toHaveLength(1)
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/help')
    expect(localStorage.getItem('user')).not.toBeNull()

    await elapse(60_000)
    expect(await screen.findByText('Help & Support (Coming Soon)')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/help')
    expect(screen.queryByText(BUSY)).not.toBeInTheDocument()
  })

  it('a throttled verify keeps its optimistic status, says on its record that it is waiting, and is sent again', async () => {
    const loan = pendingLoan()
    const { queryClient } = await openLoan(loan.id)
    useTestClock()
    const statuses = watchStatus(queryClient, loan.id)
    const requests = recordRequests()
    const answered: string[] = []
    server.events.on('response:mocked', ({ request }) => {
      answered.push(`${request.method} ${new URL(request.url).pathname}`)
    })

    // Choosing Verify asks for the record again (a colleague may have moved it on); then the minute is
    // spent, so Laravel refuses the verify itself.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Verify' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(answered).toContain(`GET /api/loan-application2s/${loan.id}`))
    await useUpBudget(5)
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(recordBadge()).toHaveTextContent('Verified')
    const summary = screen.getByRole('group', { name: 'Actions' }).parentElement!
    expect(await within(summary).findByText(WAITING)).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: '1 change waiting' })).toBeInTheDocument()
    expect(mockDb().loans.get(loan.id)?.status).toBe('pending')

    await elapse(60_000)
    expect(await findNotice('Verified: ', loan.member_id)).toBeInTheDocument()
    expect(recordBadge()).toHaveTextContent('Verified')
    expect(mockDb().loans.get(loan.id)?.status).toBe('verified')
    expect(statuses).toEqual(['pending', 'verified'])
    expect(requests.filter((request) => request === `POST /api/loan-application2s/${loan.id}/verify`)).toHaveLength(2)
    expect(within(summary).queryByText(WAITING)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /changes? waiting/ })).not.toBeInTheDocument()
    await waitFor(() => expect(recordedNotifications()).toHaveLength(1))
  })

  it("never rolls a throttled verify back by itself (Laravel ran nothing): only the reviewer's Cancel does", async () => {
    const loan = pendingLoan()
    const { queryClient } = await openLoan(loan.id)
    useTestClock()
    const statuses = watchStatus(queryClient, loan.id)
    addFailure({ group: 'loans.verify', mode: 429 })
    const requests = recordRequests()
    const verifies = () => requests.filter((request) => request === `POST /api/loan-application2s/${loan.id}/verify`)

    await confirmVerify()
    await waitFor(() => expect(verifies()).toHaveLength(1))
    for (const refusals of [2, 3, 4]) {
      await elapse(60_000)
      await waitFor(() => expect(verifies()).toHaveLength(refusals))
      expect(recordBadge()).toHaveTextContent('Verified')
    }

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('button', { name: '1 change waiting' }))
    await user.click(
      within(screen.getByRole('group', { name: '1 change waiting' })).getByRole('button', { name: 'Cancel' }),
    )
    await waitFor(() => expect(recordBadge()).toHaveTextContent('Pending'))
    expect(statuses).toEqual(['pending', 'verified', 'pending'])
    await elapse(60_000)
    expect(verifies()).toHaveLength(4)
    expect(mockDb().loans.get(loan.id)?.status).toBe('pending')
    expect(recordedNotifications()).toEqual([])
    // The Member card's search of the member's loans, refreshed after the rollback, waits out the last 429.
    await elapse(60_000)
  })
})

describe('the current-user call fails without a lost session', () => {
  it('a 500 at start-up does not sign out: it says the server could not answer, and Try again carries on to the page', async () => {
    // The clock stands still, so the page comes from Try again, never from the retry after 2 s.
    useTestClock()
    await signInForTest('admin')
    rememberUser()
    addFailure({ group: 'auth.user', mode: 500 })
    const { router } = renderApp('/loans?page=2')
    expect((await screen.findByText(FAILING)).closest('[role="alert"]')).not.toBeNull()
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/loans')
    expect(localStorage.getItem('user')).not.toBeNull()

    removeFailure(0)
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }))
    // The loading screen stays up at least 200 ms (pendingMinMs, src/routes/_app.tsx).
    await elapse(200)
    expect(await screen.findByRole('heading', { name: 'Loan Applications' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ page: 2 })
  })

  it('a dropped connection is retried by itself with back-off until the server answers', async () => {
    useTestClock()
    await signInForTest('viewer')
    addFailure({ group: 'auth.user', mode: 'network' })
    const requests = recordRequests()
    const userCalls = () => requests.filter((request) => request === 'GET /api/user')
    const { router } = renderApp('/help')
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument()
    expect(userCalls()).toHaveLength(1)
    await elapse(2_000)
    await waitFor(() => expect(userCalls()).toHaveLength(2))
    expect(screen.getByText(UNREACHABLE)).toBeInTheDocument()

    removeFailure(0)
    await elapse(4_000)
    expect(await screen.findByText('Help & Support (Coming Soon)')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/help')
    expect(userCalls()).toHaveLength(3)
  })

  it('a 401 still signs out, to /login', async () => {
    addFailure({ group: 'auth.user', mode: 401 })
    const { router } = renderApp('/help')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument()
  })
})

describe('a throttled login', () => {
  async function logIn() {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/email/i), 'admin@sacco.co.bw')
    await user.type(screen.getByLabelText(/password/i), 'password')
    await user.click(screen.getByRole('button', { name: 'Login' }))
  }

  it("shows the throttle's 429 message instead of 'Invalid credentials'", async () => {
    addFailure({ group: 'auth.login', mode: 429 })
    renderApp('/login')
    await logIn()
    expect(await screen.findByText('Too Many Attempts.')).toBeInTheDocument()
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument()
  })

  it("shows Laravel's 'Too many login attempts' 422, even when Laravel 8 puts it under the field", async () => {
    const message = 'Too many login attempts. Please try again in 59 seconds.'
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { email: [message] } }, { status: 422 }),
      ),
    )
    renderApp('/login')
    await logIn()
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument()
  })
})

describe('the request budget', () => {
  /**
   * An admin who was signed in before, with a budget of 3 requests a minute of which `spent` are gone:
   * another page of the console spent them.
   */
  async function withBudgetSpent(spent: number): Promise<void> {
    await signInForTest('admin')
    rememberUser()
    requestScheduler.reset(3)
    for (let request = 0; request < spent; request += 1) await apiRequest('get', 'api/user', z.unknown())
  }

  it('a page opened into a minute the console has spent says it waits for the server, and opens when it may', async () => {
    useTestClock()
    // Another page of the console spent this minute's three requests.
    await withBudgetSpent(3)
    renderApp('/help')
    expect(await screen.findByText(WAITING)).toBeInTheDocument()
    expect(screen.getByText('Loading...')).toBeInTheDocument()

    await elapse(61_000)
    expect(await screen.findByText('Help & Support (Coming Soon)')).toBeInTheDocument()
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument()
  })

  it('a list page the budget holds says it waits for the server, and shows when it may', async () => {
    useTestClock()
    // Two of this minute's three requests are spent; who is signed in takes the third.
    await withBudgetSpent(2)
    const { queryClient } = renderApp('/loans')
    await elapseUntil(() => screen.queryByRole('heading', { name: 'Loan Applications' }) !== null)
    expect(await screen.findByText(WAITING)).toBeInTheDocument()
    expect(screen.queryByText(/^Showing page/)).not.toBeInTheDocument()

    await elapse(61_000)
    expect(await screen.findByText(/^Showing page 1 of/)).toBeInTheDocument()
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument()
    // The list's background watch and its tabs' counts wait for spare budget: not this test's business.
    await act(() => queryClient.cancelQueries({ queryKey: ['loans', 'list', 'watch'] }))
  })

  it('holds a hover preload for spare budget, and the click that follows sends it at once', async () => {
    await signInForTest('admin')
    const { queryClient } = renderApp('/help')
    await screen.findByText('Help & Support (Coming Soon)')
    requestScheduler.reset(5)
    // Four requests this minute: the fifth is kept for what a person asks for.
    for (let spent = 0; spent < 4; spent += 1) await apiRequest('get', 'api/user', z.unknown())
    const requests = recordRequests()
    const listPages = () => requests.filter((request) => request === 'GET /api/loan-application2s')
    const user = userEvent.setup()
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Loan Applications',
    })

    await user.hover(link)
    await waitFor(() => expect(requestScheduler.getState().backgroundHeldUntil).not.toBeNull())
    expect(listPages()).toEqual([])

    await user.click(link)
    expect(await screen.findByRole('heading', { name: 'Loan Applications' })).toBeInTheDocument()
    expect(listPages()).toHaveLength(1)
    // The list's background watch and its tabs' counts wait for the next minute's spare budget: not
    // this test's business.
    await act(() => queryClient.cancelQueries({ queryKey: ['loans', 'list', 'watch'] }))
  })
})
