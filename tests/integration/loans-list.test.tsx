import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addFailure, mockDb, removeFailure, server, signInForTest } from '../../mocks/node'
import type { Role } from '../../mocks/node'
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/SearchBox'
import { holdRequests } from '../support/hold-requests'
import { renderApp } from '../support/render-app'
import { elapse, useTestClock } from '../support/time'

const LOANS_PATH = '/api/loan-application2s'

/** The query of every loan list request from now on. */
function listRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === LOANS_PATH) seen.push(url.searchParams)
  })
  return seen
}

async function openLoans(role: Role, path = '/loans') {
  await signInForTest(role)
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Loan Applications' })
  await screen.findByText(/Showing page/)
  return app
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1)
}

function cellTexts(row: HTMLElement): string[] {
  return (
    within(row)
      .getAllByRole('cell')
      // The first cell is the row's selection checkbox.
      .slice(1)
      .map((cell) => cell.textContent ?? '')
  )
}

const pages = () => Math.ceil(mockDb().loans.size / 15)

describe('Loan Applications list', () => {
  it('shows the first page with its columns and pages through with Next and Previous', async () => {
    const { router } = await openLoans('admin')
    const total = mockDb().loans.size
    expect(screen.getByText(`Showing page 1 of ${pages()} (${total} records)`)).toBeInTheDocument()
    const [selectAll, ...columnHeaders] = within(screen.getByRole('table')).getAllByRole('columnheader')
    expect(within(selectAll!).getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked()
    const headers = columnHeaders.map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
    expect(headers).toEqual([
      'ID',
      'Member ID',
      'Applicant',
      'Loan Type',
      'Amount',
      'Applied',
      'Age',
      'Status',
      'Actions',
    ])
    expect(bodyRows()).toHaveLength(15)
    expect(cellTexts(bodyRows()[0]!)[4]).toMatch(/^BWP [\d,]+$/)
    expect(cellTexts(bodyRows()[0]!)[5]).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)

    const requests = listRequests()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(`Showing page 2 of ${pages()} (${total} records)`)).toBeInTheDocument()
    expect(requests.map((params) => params.get('page'))).toEqual(['2'])
    expect(router.state.location.search).toMatchObject({ page: 2 })
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByText(`Showing page 1 of ${pages()} (${total} records)`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
  })
})

describe('Loan Applications list: the URL holds the view', () => {
  it('gives up a search the server has not answered when the search changes again, quietly, and shows the new one', async () => {
    const { router } = await openLoans('admin')
    const held = holdRequests('get', '*/api/loan-application2s', (request) =>
      new URL(request.url).searchParams.has('search'),
    )
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(screen.getByRole('searchbox'), 'Pers')
    await elapse(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(held.requests).toHaveLength(1))
    // The first search is out when the typing goes on: its page is given up (its fetch cancelled,
    // no page to go back to), which must not end as an uncaught error (the test run fails on one).
    await user.type(screen.getByRole('searchbox'), 'onal')
    await elapse(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Personal' }))
    held.release()
    const expected = mockDb()
      .loans.all()
      .filter((loan) =>
        /personal/i.test([loan.loan_type, loan.loan_purpose, loan.first_names, loan.surname].join(' ')),
      ).length
    expect(await screen.findByText(new RegExp(`\\(${expected} records\\)`))).toBeInTheDocument()
  })

  it('sends the search to the server after typing pauses, from page 1, once', async () => {
    const { router } = await openLoans('admin', '/loans?page=3')
    const requests = listRequests()
    // Typing pauses on the test's clock: the keys come at once, then the pause.
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(screen.getByRole('searchbox'), 'Personal')
    await elapse(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Personal' }))
    await waitFor(() => expect(requests.length).toBeGreaterThan(0))
    expect(requests.map((params) => [params.get('search'), params.get('page')])).toEqual([['Personal', '1']])
    const expected = mockDb()
      .loans.all()
      .filter((loan) =>
        /personal/i.test([loan.loan_type, loan.loan_purpose, loan.first_names, loan.surname].join(' ')),
      ).length
    expect(expected).toBeGreaterThan(0)
    expect(await screen.findByText(new RegExp(`\\(${expected} records\\)`))).toBeInTheDocument()
  })

  it('sends Status, From Date and To Date from the Filter panel and starts again at page 1', async () => {
    const { router } = await openLoans('admin', '/loans?page=2')
    const requests = listRequests()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await user.selectOptions(screen.getByLabelText('Status'), 'approved')
    await waitFor(() => expect(requests.at(-1)?.get('status')).toBe('approved'))
    expect(requests.at(-1)?.get('page')).toBe('1')
    // A disabled To Date says why, to the eye and to a screen reader.
    expect(screen.getByLabelText('To Date')).toBeDisabled()
    expect(screen.getByLabelText('To Date')).toHaveAccessibleDescription('Choose a From Date first.')
    expect(screen.getByText('Choose a From Date first.')).toBeVisible()

    await user.type(screen.getByLabelText('From Date'), '2020-01-01')
    await waitFor(() => expect(requests.at(-1)?.get('from_date')).toBe('2020-01-01'))
    expect(screen.getByLabelText('To Date')).toBeEnabled()
    expect(screen.getByLabelText('To Date')).not.toHaveAccessibleDescription()
    expect(screen.queryByText('Choose a From Date first.')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('To Date'), '2099-12-31')
    await waitFor(() => expect(requests.at(-1)?.get('to_date')).toBe('2099-12-31'))
    // Page 1 is the default, left out of the address.
    expect(router.state.location.search).toEqual({
      status: 'approved',
      from_date: '2020-01-01',
      to_date: '2099-12-31',
    })
    const approved = mockDb()
      .loans.all()
      .filter((loan) => loan.status === 'approved').length
    expect(await screen.findByText(new RegExp(`\\(${approved} records\\)`))).toBeInTheDocument()
    for (const row of bodyRows()) expect(within(row).getByTestId('status-badge')).toHaveTextContent('Approved')
  })

  it('sorts the page by a header, ascending then descending, and says so with aria-sort', async () => {
    const { router } = await openLoans('admin')
    const requests = listRequests()
    const user = userEvent.setup()
    const amountHeader = screen.getByRole('columnheader', { name: /Amount/ })
    expect(amountHeader).toHaveAttribute('aria-sort', 'none')
    const amounts = () => bodyRows().map((row) => Number(cellTexts(row)[4]!.replace(/[^\d]/g, '')))

    await user.click(within(amountHeader).getByRole('button'))
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(amounts()).toEqual([...amounts()].sort((a, b) => a - b))
    await user.click(within(amountHeader).getByRole('button'))
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending')
    expect(amounts()).toEqual([...amounts()].sort((a, b) => b - a))
    expect(router.state.location.search).toMatchObject({ sort: 'amount', order: 'desc' })
    expect(requests).toEqual([])
  })

  it('restores page, filters and sort from the URL, as after a reload or from a shared link', async () => {
    const first = await openLoans('admin', '/loans?page=2&status=pending&sort=applicant&order=desc')
    const href = first.router.state.location.href
    first.unmount()

    renderApp(href)
    const pending = mockDb()
      .loans.all()
      .filter((loan) => loan.status === 'pending').length
    const lastPage = Math.max(1, Math.ceil(pending / 15))
    expect(await screen.findByText(`Showing page 2 of ${lastPage} (${pending} records)`)).toBeInTheDocument()
    expect(screen.getByLabelText('Status')).toHaveValue('pending')
    expect(screen.getByRole('columnheader', { name: /Applicant/ })).toHaveAttribute('aria-sort', 'descending')
  })

  it('reads a status typed in capitals as the status it names', async () => {
    const { router } = await openLoans('admin', '/loans?status=Pending')
    const pending = mockDb()
      .loans.all()
      .filter((loan) => loan.status === 'pending').length
    expect(await screen.findByText(new RegExp(`\\(${pending} records\\)`))).toBeInTheDocument()
    expect(screen.getByLabelText('Status')).toHaveValue('pending')
    expect(router.state.location.search).toMatchObject({ status: 'pending' })
  })

  it('moves a page past the end to the last page, replacing the history entry', async () => {
    const { router } = await openLoans('admin', '/loans?page=999')
    expect(
      await screen.findByText(`Showing page ${pages()} of ${pages()} (${mockDb().loans.size} records)`),
    ).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ page: pages() })
    expect(router.history.length).toBe(1)
  })

  it("says 'No data available' when nothing matches", async () => {
    await openLoans('admin', '/loans?search=nothing-matches-this')
    expect(screen.getByText('No data available')).toBeInTheDocument()
    expect(screen.getByText('Showing page 1 of 1 (0 records)')).toBeInTheDocument()
  })

  it("counts one match as '1 record', not '1 records'", async () => {
    const loans = mockDb().loans.all()
    const only = loans.find((loan) => loans.filter((other) => other.member_id === loan.member_id).length === 1)!
    await openLoans('admin', `/loans?search=${only.member_id}`)
    expect(await screen.findByText('Showing page 1 of 1 (1 record)')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(1)
  })

  it("replaces the table with 'Failed to fetch loan applications' in red, and Try again reloads it", async () => {
    await signInForTest('admin')
    addFailure({ group: 'loans.list', mode: 404 })
    renderApp('/loans')
    const message = await screen.findByText('Failed to fetch loan applications')
    expect(message).toHaveClass('text-red-800')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    removeFailure(0)
    await userEvent
      .setup()
      .click(within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  it("says 'You do not have permission to view this.' when the server refuses the list with 403", async () => {
    await signInForTest('viewer')
    addFailure({ group: 'loans.list', mode: 403 })
    renderApp('/loans')
    const message = await screen.findByText('You do not have permission to view this.')
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(screen.queryByText('Failed to fetch loan applications')).not.toBeInTheDocument()
    // Asking again cannot change a refusal: no Try again, as on a record or the dashboard.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})

describe('Loan Applications list: to the details', () => {
  it('opens the details from the Member ID link with no request for the loan', async () => {
    const { router } = await openLoans('admin')
    const [first] = bodyRows()
    const id = Number(cellTexts(first!)[0])
    const loan = mockDb().loans.get(id)!
    const seen: string[] = []
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname))
    const user = userEvent.setup()
    const link = within(first!).getByRole('link', { name: loan.member_id })
    await user.hover(link)
    await user.click(link)
    await screen.findByRole('heading', { name: 'Loan Details' })
    expect(router.state.location.pathname).toBe(`/loans/${id}`)
    expect(seen.filter((path) => path === `${LOANS_PATH}/${id}`)).toEqual([])
  })
})
