import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { formatIsoDay, statusLabel } from '@/domain/format'
import { addFailure, mockDb, resetMockApi, server, signInForTest } from '../../mocks/node'
import { EXPORT_CONCURRENCY } from '@/features/review/list/export/fetch-all-pages'
import { captureDownloads, parseCsv } from '../support/downloads'
import { renderApp } from '../support/render-app'
import { elapse, useTestClock } from '../support/time'
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/SearchBox'

async function openLoans(path = '/loans') {
  await signInForTest('admin')
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Loan Applications' })
  await screen.findByText(/Showing page/)
  return app
}

/** The `page` of every loan list request from now on, with the filters it carried. */
function listRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/loan-application2s') seen.push(url.searchParams)
  })
  return seen
}

const guarded = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/** Export, then the choice of every column (the list shows them all here anyway). */
async function exportAllColumns() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Export' }))
  await user.click(screen.getByRole('button', { name: 'All columns' }))
}

describe('Export', () => {
  it("downloads every matching record across all pages, every field under the record screen's labels", async () => {
    await openLoans('/loans?status=pending&sort=amount')
    const downloads = captureDownloads()
    const requests = listRequests()
    const before = formatIsoDay(new Date())
    await exportAllColumns()
    await waitFor(() => expect(downloads).toHaveLength(1))

    const pending = mockDb()
      .loans.all()
      .filter((loan) => loan.status === 'pending')
    const pageCount = Math.ceil(pending.length / 15)
    expect(requests.map((params) => Number(params.get('page'))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: pageCount }, (_, index) => index + 1),
    )
    expect(requests.every((params) => params.get('status') === 'pending')).toBe(true)

    const [download] = downloads
    // A filtered export says what it holds, and on which day.
    expect([before, formatIsoDay(new Date())].map((day) => `Loan Applications - pending - ${day}.csv`)).toContain(
      download!.name,
    )
    expect(download!.blob.type).toBe('text/csv;charset=utf-8')
    const [header, ...rows] = await parseCsv(download!.blob)
    expect(header).toEqual([
      'ID',
      'Member ID',
      'Account Number',
      'Bank Name',
      'Branch Name',
      'Branch Code',
      'Loan purpose',
      'Loan Type',
      'Amount (BWP)',
      'Applied date',
      'Status',
      'Approved date',
      'Last Updated',
      'First Names',
      'Surname',
      'Omang Number',
      'Gender',
      'Date of Birth',
      'Employer',
      'Department',
      'Notes',
    ])
    expect(rows).toHaveLength(pending.length)
    expect(new Set(rows.map((row) => row[0])).size).toBe(pending.length)
    const text = (value?: string | null) => value ?? ''
    for (const row of rows) {
      const loan = mockDb().loans.get(Number(row[0]))!
      expect(row).toEqual(
        [
          String(loan.id),
          text(loan.member_id),
          text(loan.account_number),
          text(loan.bank_name),
          text(loan.branch_name),
          text(loan.branch_code),
          text(loan.loan_purpose),
          text(loan.loan_type),
          String(Number(loan.amount_applied_for_in_numeric)),
          formatIsoDay(loan.created_at),
          statusLabel(loan.status),
          formatIsoDay(loan.approvedAt),
          // The time too, in the reader's zone.
          expect.stringMatching(new RegExp(`^${formatIsoDay(loan.updated_at)} \\d{2}:\\d{2}$`)),
          text(loan.first_names),
          text(loan.surname),
          text(loan.omang_number),
          loan.gender ? statusLabel(loan.gender) : '',
          formatIsoDay(loan.date_of_birth),
          text(loan.employer),
          text(loan.department),
          text(loan.notes),
        ].map((value) => (typeof value === 'string' ? guarded(value) : value)),
      )
    }
    // The finished run gives the focus back to Export in an effect after its last render, which the
    // download's arrival does not wait for.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus())
  })

  it('shows its progress and stops on Cancel without downloading', async () => {
    await openLoans()
    const downloads = captureDownloads()
    const requests = listRequests()
    // Page 1 tells the export how many pages there are and page 2 moves the bar; every later page is
    // held until the test lets it go, so Cancel always comes while pages are out, however slow the
    // machine is. A held page then falls through to the mock API, as a slow server's answer would.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    const heldPages: { page: number; signal: AbortSignal }[] = []
    let resumedPages = 0
    server.use(
      http.get('*/api/loan-application2s', async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        if (page <= 2) return
        heldPages.push({ page, signal: request.signal })
        await held
        resumedPages += 1
      }),
    )
    const pagesUpTo = (last: number) => Array.from({ length: last }, (_, index) => index + 1)
    // One held page per worker: pages 3 to 6.
    const lastAsked = 2 + EXPORT_CONCURRENCY
    expect(Math.ceil(mockDb().loans.size / 15)).toBeGreaterThan(lastAsked)

    await exportAllColumns()
    const progress = await screen.findByRole('progressbar', { name: 'Exporting Loan Applications' })
    // Pages 1 and 2 are in; each worker waits on a held page, and none can take another.
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', `30 of ${mockDb().loans.size} records`))
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
    await waitFor(() =>
      expect(heldPages.map(({ page }) => page).sort((a, b) => a - b)).toEqual(pagesUpTo(lastAsked).slice(2)),
    )
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    expect(cancel).toHaveFocus()

    await userEvent.setup().click(cancel)
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus()
    // Cancel gave up on every page still out, and asked for no other.
    expect(heldPages.every(({ signal }) => signal.aborted)).toBe(true)

    // The held pages now go on to the mock API, too late: nothing waits for their answers any more.
    release()
    await waitFor(() => expect(resumedPages).toBe(EXPORT_CONCURRENCY))
    expect(requests.map((params) => Number(params.get('page'))).sort((a, b) => a - b)).toEqual(pagesUpTo(lastAsked))
    expect(downloads).toEqual([])
    expect(screen.queryByText('Failed to fetch loan applications')).not.toBeInTheDocument()
  })

  it('says the list could not be fetched when a page fails, and downloads nothing', async () => {
    await openLoans()
    const downloads = captureDownloads()
    addFailure({ group: 'loans.list', mode: 404 })
    await exportAllColumns()
    expect(await screen.findByText('Failed to fetch loan applications')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument()
    expect(downloads).toEqual([])
  })

  it('exports 5,000 records in one file', async () => {
    resetMockApi({ sizes: { loans: 5000 } })
    await openLoans()
    const downloads = captureDownloads()
    await exportAllColumns()
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 60_000 })
    const rows = await parseCsv(downloads[0]!.blob)
    expect(rows).toHaveLength(5001)
  }, 90_000)
})

describe('Search box', () => {
  it('sends one request for a burst of typing and restores the text on Back', async () => {
    const { router } = await openLoans()
    const requests = listRequests()
    // The search waits for typing to pause: on the test's clock, the keys of a burst come at once.
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const box = screen.getByRole('searchbox')
    await user.type(box, 'Mo')
    await elapse(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Mo' }))
    await user.type(box, 'lefe')
    await elapse(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Molefe' }))
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('Molefe'))
    expect(requests.map((params) => params.get('search'))).toEqual(['Mo', 'Molefe'])

    act(() => router.history.back())
    await waitFor(() => expect(box).toHaveValue('Mo'))
    act(() => router.history.back())
    await waitFor(() => expect(box).toHaveValue(''))
    expect(router.state.location.search).toEqual({})
  })
})

describe('Filter panel', () => {
  it('keeps To disabled until From is set, never lets From pass To, and clears To with From', async () => {
    const { router } = await openLoans()
    const user = userEvent.setup()
    const toggle = screen.getByRole('button', { name: 'Filter' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const from = screen.getByLabelText('From Date')
    const to = screen.getByLabelText('To Date')
    expect(to).toBeDisabled()

    await user.type(from, '2025-01-10')
    await user.type(to, '2025-02-10')
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ from_date: '2025-01-10', to_date: '2025-02-10' }),
    )
    expect(from).toHaveAttribute('max', '2025-02-10')
    expect(to).toHaveAttribute('min', '2025-01-10')

    await user.clear(from)
    await user.type(from, '2025-03-01')
    await waitFor(() => expect(router.state.location.search).toEqual({ from_date: '2025-03-01' }))
    expect(to).toHaveValue('')

    await user.clear(from)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(to).toBeDisabled()
  })

  it('drops a To before From from a hand-edited URL', async () => {
    const { router } = await openLoans('/loans?from_date=2025-03-01&to_date=2025-01-01')
    expect(router.state.location.search).toEqual({ from_date: '2025-03-01' })
  })
})

describe('Sorting', () => {
  it('sorts from the keyboard and keeps other columns at aria-sort none', async () => {
    await openLoans()
    const user = userEvent.setup()
    const applicant = screen.getByRole('columnheader', { name: /Applicant/ })
    within(applicant).getByRole('button').focus()
    await user.keyboard('{Enter}')
    expect(applicant).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort')
    await user.keyboard('{Enter}')
    expect(applicant).toHaveAttribute('aria-sort', 'descending')
    await user.keyboard('{Enter}')
    expect(applicant).toHaveAttribute('aria-sort', 'ascending')
  })
})
