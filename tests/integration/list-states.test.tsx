import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { mockDb, server, setMockControls, signInForTest } from '../../mocks/node'
import { renderApp } from '../support/render-app'
import { elapseUntil, useTestClock } from '../support/time'

const LOANS = '*/api/loan-application2s'

async function openLoans(path = '/loans') {
  await signInForTest('admin')
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Loan Applications' })
  await screen.findByText(/Showing page/)
  return app
}

/** Holds the loan list requests that `matches` picks until `release()`; then they fall through to the mock API. */
function holdLoanPages(matches: (params: URLSearchParams) => boolean) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  onTestFinished(() => release())
  server.use(
    http.get(LOANS, async ({ request }) => {
      if (matches(new URL(request.url).searchParams)) await held
    }),
  )
  return () => release()
}

const pages = () => Math.ceil(mockDb().loans.size / 15)
const rowsBody = () => screen.getByRole('table').querySelector('tbody')!
const firstId = () => within(rowsBody()).getAllByRole('row')[0]!.querySelectorAll('td')[1]!.textContent

describe('A list while its next page loads', () => {
  it('shows a progress bar, dims the old rows, holds Previous and Next, and does not claim the new page', async () => {
    const { router } = await openLoans()
    const release = holdLoanPages((params) => params.get('page') === '2')
    // A slow server besides: the held page still takes its time once released (on the test's clock).
    setMockControls({ latencyMs: 300 })
    useTestClock()
    const before = firstId()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const next = screen.getByRole('button', { name: 'Next' })
    await user.click(next)

    expect(await screen.findByRole('progressbar', { name: 'Loading Loan Applications' })).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    expect(rowsBody()).toHaveClass('opacity-50')
    expect(firstId()).toBe(before)
    expect(screen.getByText('Loading page 2...')).toBeInTheDocument()
    expect(screen.queryByText(/Showing page/)).not.toBeInTheDocument()
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    // A second click while the page loads moves nothing.
    await user.click(next)
    expect(router.state.location.search).toEqual({ page: 2 })

    release()
    const shown = `Showing page 2 of ${pages()} (${mockDb().loans.size} records)`
    await elapseUntil(() => screen.queryByText(shown) !== null, 100)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(rowsBody()).not.toHaveClass('opacity-50')
    expect(next).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled()
  })

  it('shows placeholder rows under the title on first load when the page is slow, then the table', async () => {
    await signInForTest('admin')
    const release = holdLoanPages(() => true)
    // The placeholder comes only once the page is slow: a wait on the test's clock.
    useTestClock()
    renderApp('/loans')
    // (The sign-in check says 'Loading...' too, before the list's screen.)
    const placeholder = () => screen.queryByText('Loading...')?.closest('[aria-busy="true"]')
    await elapseUntil(() => Boolean(placeholder()), 100)
    expect(screen.getByRole('heading', { name: 'Loan Applications' })).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    release()
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  it('shows the top progress bar at once when moving to another screen, until it arrives', async () => {
    const { router } = await openLoans()
    const kyc = mockDb().kyc.all()[0]!
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    // The details screen waits for its record, which is not cached.
    server.use(http.get(`*/api/kyc-1s/${kyc.id}`, () => held))
    act(() => void router.navigate({ to: '/kyc/$id', params: { id: String(kyc.id) } }))
    // The bar runs while the record is held, whether the list is still shown or, after the details'
    // own 150 ms, their 'Loading...' (which one a busy machine reaches first is not the point).
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument()
    release()
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Loan Applications' })).not.toBeInTheDocument())
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe(`/kyc/${kyc.id}`)
  })
})

describe('Sorting within the page', () => {
  it('says so next to the pager and in the header, and leaves the sort behind on another page', async () => {
    const { router } = await openLoans()
    const user = userEvent.setup()
    const sortAmount = within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button')
    expect(sortAmount).toHaveAttribute('title', 'Sorted within this page')
    expect(screen.queryByText('Sorted within this page')).not.toBeInTheDocument()
    await user.click(sortAmount)
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('Sorted within this page'))
    expect(router.state.location.search).toEqual({ sort: 'amount', order: 'asc' })

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText(/Showing page 2/)
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'none')
    expect(screen.queryByText('Sorted within this page')).not.toBeInTheDocument()
  })
})

describe('Filters you can see', () => {
  it('counts the active filters on the button, names each in a removable chip, and clears them all', async () => {
    const { router } = await openLoans('/loans?status=pending&from_date=2020-01-01&to_date=2099-12-31')
    const filter = screen.getByRole('button', { name: 'Filter' })
    expect(filter).toHaveTextContent('Filter3')
    const chips = screen.getByRole('group', { name: 'Active filters' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Status: Pending×', 'From: Jan 01, 2020×', 'To: Dec 31, 2099×'])

    const user = userEvent.setup()
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Status: Pending' }))
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ from_date: '2020-01-01', to_date: '2099-12-31' }),
    )
    expect(filter).toHaveTextContent('Filter2')
    // To needs a From: removing From takes To with it, as in the panel.
    await user.click(within(chips).getByRole('button', { name: 'Remove filter From: Jan 01, 2020' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument()
    expect(filter).toHaveTextContent(/^Filter$/)

    await user.selectOptions(screen.getByLabelText('Status'), 'rejected')
    await user.click(await screen.findByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
  })

  it('says what is filtered when nothing matches and offers to clear the search and filters', async () => {
    const { router } = await openLoans('/loans?search=nothing-matches-this&status=pending')
    expect(screen.getByText('No data available')).toBeInTheDocument()
    expect(screen.getByText('Nothing matches the search “nothing-matches-this”, Status: Pending.')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search and filters' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByText(`Showing page 1 of ${pages()} (${mockDb().loans.size} records)`)).toBeInTheDocument()
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })
})

describe('A list on a phone', () => {
  it('shows one card per record with its name, ID, status, key fields and actions, and no table', async () => {
    // Below 640 px wide, as a phone reports it; jsdom has no matchMedia of its own.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 639.98px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    onTestFinished(() => void vi.unstubAllGlobals())
    // Newest first, a full first page (oldest first, the short page comes first).
    await openLoans('/loans?status=verified&first=newest')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Loan Applications' })).getAllByRole('listitem')
    expect(cards).toHaveLength(15)
    const card = cards[0]!
    const id = Number(/ID (\d+)/.exec(card.textContent ?? '')?.[1])
    const loan = mockDb().loans.get(id)!
    expect(card).toHaveTextContent(`${loan.first_names} ${loan.surname}`)
    expect(within(card).getByTestId('status-badge')).toHaveTextContent('Verified')
    const link = within(card).getByRole('link', { name: loan.member_id })
    expect(new URL(link.getAttribute('href')!, 'http://localhost').pathname).toBe(`/loans/${id}`)
    expect(within(card).getByText('Amount')).toBeInTheDocument()
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Approve', 'Reject'])
    expect(within(card).getByRole('checkbox', { name: `Select loan application ${id}` })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeInTheDocument()
  })
})
