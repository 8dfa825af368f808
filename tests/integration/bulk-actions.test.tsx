import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { loanResource } from '@/api/loans/loans.api'
import { mockDb, server, signInForTest } from '../../mocks/node'
import type { LoanStatus, Role } from '../../mocks/node'
import { renderApp } from '../support/render-app'
import { recordRequests } from './details-support'
import { confirmWhenReady, withoutAttention } from './review-support'
import { elapse, useTestClock } from '../support/time'
import { signInDecidingAtOnce } from '../support/undo-hold'

const ONLY_PENDING = 'Only pending loan applications can be verified.'

/**
 * Signs in, gives the first rows of page 1 these statuses, and opens the list. Returns their ids.
 * Their checks need no acknowledgement unless `needingAttention` names them.
 */
/**
 * The loans list with its first records at these statuses. Decisions are sent at once (`hold` false):
 * the hold for Undo has its own tests, on the test's clock.
 */
async function openLoansWith(
  role: Role,
  statuses: LoanStatus[],
  needingAttention: number[] = [],
  { hold = false }: { hold?: boolean } = {},
): Promise<number[]> {
  if (hold) await signInForTest(role)
  else await signInDecidingAtOnce(role)
  const firstPage = await loanResource.fetchPage({ page: 1 })
  const ids = firstPage.items.slice(0, statuses.length).map((loan) => loan.id)
  ids.forEach((id, index) => {
    mockDb().loans.update(id, { status: statuses[index] })
    if (!needingAttention.includes(index)) withoutAttention('loan', id)
  })
  renderApp('/loans')
  await screen.findByText(/Showing page 1/)
  return ids
}

const checkbox = (id: number) => screen.getByRole('checkbox', { name: `Select loan application ${id}` })
const bulkBar = () => screen.getByRole('region', { name: 'Bulk actions' })
const bulkButtons = () =>
  within(bulkBar())
    .getAllByRole('button')
    .map((button) => button.textContent)
const badgeOf = (id: number) => within(checkbox(id).closest('tr')!).getByTestId('status-badge').textContent

/**
 * The viewer's bulk Verify of `count` pending loans, those at the `minors` indexes made applicants under 18
 * (their own fields need attention, whatever their member's file says), opened until its confirmation
 * names them as skipped.
 */
async function verifyWithMinors(count: number, minors: number[]) {
  await signInForTest('viewer')
  const firstPage = await loanResource.fetchPage({ page: 1 })
  for (const index of minors) mockDb().loans.update(firstPage.items[index]!.id, { date_of_birth: '2015-01-01' })
  const ids = await openLoansWith('viewer', Array<LoanStatus>(count).fill('pending'), minors)
  const flagged = ids.filter((_, index) => minors.includes(index))
  const user = await select(ids)
  const requests = recordRequests()
  await user.click(within(bulkBar()).getByRole('button', { name: `Verify ${count} of ${count}` }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByText(
    `${flagged.length} skipped: need individual review (${flagged.map((id) => `loan application ${id}`).join(', ')}).`,
  )
  return { ids, flagged, user, requests, dialog }
}

async function select(ids: number[]) {
  const user = userEvent.setup()
  for (const id of ids) await user.click(checkbox(id))
  // The bar's code loads on first use (or when the list is idle): it is there once it shows.
  await screen.findByRole('region', { name: 'Bulk actions' })
  return user
}

describe('Bulk actions', () => {
  it.each<[Role, string[]]>([
    ['viewer', ['Verify 3 of 6', 'Reject 4 of 6', 'Clear']],
    ['admin', ['Approve 1 of 6', 'Reject 4 of 6', 'Clear']],
  ])('offers what the %s may do to a mixed selection, with how many each touches', async (role, buttons) => {
    const ids = await openLoansWith(role, ['pending', 'pending', 'verified', 'approved', 'rejected', 'pending'])
    await select(ids)
    expect(within(bulkBar()).getByText(/^6 selected/)).toBeInTheDocument()
    expect(bulkButtons()).toEqual(buttons)
  })

  it('sends only the records an action applies to, and reports each failure with its reason', async () => {
    const ids = await openLoansWith('viewer', ['pending', 'pending', 'pending', 'pending', 'approved', 'rejected'])
    const [first, second, third, fourth, approved, rejected] = ids as [number, number, number, number, number, number]
    server.use(
      http.post(`*/api/loan-application2s/${first}/verify`, () =>
        HttpResponse.json({ message: ONLY_PENDING }, { status: 422 }),
      ),
      http.post(`*/api/loan-application2s/${second}/verify`, () =>
        HttpResponse.json({ message: ONLY_PENDING }, { status: 422 }),
      ),
      http.post(`*/api/loan-application2s/${third}/verify`, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    const user = await select(ids)
    const requests = recordRequests()
    await user.click(within(bulkBar()).getByRole('button', { name: 'Verify 4 of 6' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Are you sure you want to verify 4 loan applications?')
    expect(dialog).toHaveTextContent(`loan application ${approved}, loan application ${rejected}`)
    await confirmWhenReady(user, dialog, 'Verify')

    const results = await screen.findByRole('status', { name: 'Bulk action results' })
    await within(results).findByText('Verified 1 of 4')
    expect(within(results).getByText(`loan application ${first}: ${ONLY_PENDING}`)).toBeInTheDocument()
    expect(within(results).getByText(`loan application ${second}: ${ONLY_PENDING}`)).toBeInTheDocument()
    expect(within(results).getByText(`loan application ${third}: Server Error`)).toBeInTheDocument()
    const verifyCalls = requests.filter((request) => request.endsWith('/verify'))
    expect(verifyCalls.sort()).toEqual(
      [first, second, third, fourth].map((id) => `POST /api/loan-application2s/${id}/verify`).sort(),
    )
    // Only the failed rows rolled back.
    await waitFor(() => expect(badgeOf(fourth)).toBe('Verified'))
    expect([first, second, third].map(badgeOf)).toEqual(['Pending', 'Pending', 'Pending'])

    server.resetHandlers()
    requests.length = 0
    await user.click(within(results).getByRole('button', { name: 'Retry failed' }))
    await within(screen.getByRole('status', { name: 'Bulk action results' })).findByText('Verified 3 of 3')
    expect(requests.filter((request) => request.endsWith('/verify')).sort()).toEqual(
      [first, second, third].map((id) => `POST /api/loan-application2s/${id}/verify`).sort(),
    )
    await waitFor(() =>
      expect([first, second, third].map((id) => mockDb().loans.get(id)?.status)).toEqual([
        'verified',
        'verified',
        'verified',
      ]),
    )
  })

  it("skips the records whose checks need attention ('3 skipped: need individual review') and never sends them", async () => {
    // Three applicants under 18 among four.
    const { ids, flagged, user, requests, dialog } = await verifyWithMinors(4, [1, 2, 3])
    const clean = ids[0]!
    expect(dialog).toHaveTextContent('Are you sure you want to verify 1 loan application?')
    await confirmWhenReady(user, dialog, 'Verify')
    const results = await screen.findByRole('status', { name: 'Bulk action results' })
    await within(results).findByText('Verified 1 of 1')
    expect(results).toHaveTextContent(
      `3 skipped: need individual review: ${flagged.map((id) => `loan application ${id}`).join(', ')}`,
    )
    expect(requests.filter((request) => request.endsWith('/verify'))).toEqual([
      `POST /api/loan-application2s/${clean}/verify`,
    ])
    expect(flagged.map((id) => mockDb().loans.get(id)?.status)).toEqual(['pending', 'pending', 'pending'])
    await waitFor(() => expect(mockDb().loans.get(clean)?.notes).toMatch(/Verified on .* by Naledi Sebego$/))
  })

  it('asks nothing to confirm when every record selected needs individual review, and sends none', async () => {
    const { ids, user, requests, dialog } = await verifyWithMinors(2, [0, 1])
    expect(dialog).toHaveTextContent('Nothing to verify together: every record selected needs individual review.')
    expect(dialog).not.toHaveTextContent('Are you sure')
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requests.filter((request) => request.endsWith('/verify'))).toEqual([])
    expect(ids.map((id) => mockDb().loans.get(id)?.status)).toEqual(['pending', 'pending'])
  })

  it('asks one reason for a bulk Reject and writes it into every notes line', async () => {
    const ids = await openLoansWith('admin', ['pending', 'verified'])
    const user = await select(ids)
    await user.click(within(bulkBar()).getByRole('button', { name: 'Reject 2 of 2' }))
    const dialog = await screen.findByRole('dialog')
    const confirm = within(dialog).getByRole('button', { name: 'Reject' })
    expect(confirm).toBeDisabled()
    await user.click(within(dialog).getByRole('radio', { name: 'Duplicate application' }))
    await user.click(confirm)
    await within(await screen.findByRole('status', { name: 'Bulk action results' })).findByText('Rejected 2 of 2')
    for (const id of ids) {
      await waitFor(() =>
        expect(mockDb().loans.get(id)?.notes).toMatch(/Rejected on .* by Kagiso Molefe: Duplicate application$/),
      )
    }
  })

  it('selects a range with Shift and clears the selection on another page', async () => {
    const ids = await openLoansWith('viewer', ['pending', 'pending', 'pending', 'pending'])
    const user = userEvent.setup()
    await user.click(checkbox(ids[0]!))
    await user.keyboard('{Shift>}')
    await user.click(checkbox(ids[3]!))
    await user.keyboard('{/Shift}')
    expect(within(bulkBar()).getByText(/^4 selected/)).toBeInTheDocument()
    expect(ids.map((id) => (checkbox(id) as HTMLInputElement).checked)).toEqual([true, true, true, true])
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty('indeterminate', true)

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText(/Showing page 2/)
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText(/Showing page 1/)
    expect(ids.map((id) => (checkbox(id) as HTMLInputElement).checked)).toEqual([false, false, false, false])
  })

  it("names members' checkboxes by member ID and selects a whole page", async () => {
    await signInForTest('viewer')
    renderApp('/users')
    await screen.findByText(/Showing page 1/)
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(within(bulkBar()).getByText(/^15 selected/)).toBeInTheDocument()
    const member = mockDb()
      .members.all()
      .find((candidate) => screen.queryByRole('checkbox', { name: `Select member ${candidate.member_id}` }))
    expect(member).toBeDefined()
  })
})

describe('Bulk Verify and Approve are held for Undo, as one record’s are', () => {
  it('holds the run, sends nothing, and Undo takes every record of it back', async () => {
    const ids = await openLoansWith('viewer', ['pending', 'pending'], [], { hold: true })
    const user = await select(ids)
    const requests = recordRequests()
    await user.click(within(bulkBar()).getByRole('button', { name: 'Verify 2 of 2' }))
    await confirmWhenReady(user, await screen.findByRole('dialog'), 'Verify')
    const held = await screen.findByText('Verifying 2 loan applications: held for Undo before it is sent')
    expect(ids.map(badgeOf)).toEqual(['Verified', 'Verified'])
    await user.click(within(held.closest('[role="status"]')!).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Verified 0 of 2, 2 undone')).toBeInTheDocument()
    expect(ids.map(badgeOf)).toEqual(['Pending', 'Pending'])
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([])
    expect(ids.map((id) => mockDb().loans.get(id)?.status)).toEqual(['pending', 'pending'])
  })

  it('sends the run once the hold has passed', async () => {
    const ids = await openLoansWith('viewer', ['pending', 'pending'], [], { hold: true })
    await select(ids)
    // The hold's five seconds, on the test's clock.
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(within(bulkBar()).getByRole('button', { name: 'Verify 2 of 2' }))
    await confirmWhenReady(user, await screen.findByRole('dialog'), 'Verify')
    await screen.findByText('Verifying 2 loan applications: held for Undo before it is sent')
    await elapse(5_000)
    expect(await screen.findByText('Verified 2 of 2')).toBeInTheDocument()
    expect(ids.map((id) => mockDb().loans.get(id)?.status)).toEqual(['verified', 'verified'])
  })
})
