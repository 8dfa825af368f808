import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { addFailure, mockDb, server, setMockControls, signInForTest } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { renderApp } from '../support/render-app'

// jsdom has no canvas (tests/setup.ts answers "no 2D context"): the chart wrappers show a note in
// place of each canvas, and the numbers are read from the charts' tables here.

function recordDashboardFilters(): string[] {
  const filters: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/dashboard-stats') filters.push(url.searchParams.get('filter') ?? '(none)')
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return filters
}

const days = (first: number, totals: number[]) =>
  totals.map((total, index) => ({ period: `2025-03-${String(first + index).padStart(2, '0')}`, total }))

/** A fixed answer, so the expected figures can be worked out by hand. */
function serveStats(overrides: Record<string, unknown> = {}) {
  const body = {
    active_members: 1234,
    pending_loans: 30,
    approved_loans: 60,
    rejected_loans: 12,
    total_loans: 120,
    pending_kyc: 22,
    verified_Kyc: 40,
    newUsersToday: 3,
    loan_volume: '2450000.40',
    loan_applications_chart: days(1, [7, 10, 12]),
    new_members_chart: days(1, [9, 5, 4]),
    kyc_applications_chart: days(1, [3, 0, 3]),
    channels: { whatsapp: 40, facebook: '25', web: 35 },
    ...overrides,
  }
  server.use(http.get('*/api/dashboard-stats', () => HttpResponse.json(body)))
}

async function openDashboard(path = '/') {
  await signInForTest('admin')
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Loan Applications', level: 2 })
  return app
}

/** A stat card's value and trend lines. */
function card(title: string): string[] {
  const term = screen.getByText(title, { selector: 'dt' })
  return Array.from(term.parentElement?.querySelectorAll('dd') ?? [], (element) => element.textContent ?? '')
}

function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''))
}

describe('dashboard ranges', () => {
  it.each([
    ['/', 'daily'],
    ['/?range=7', 'daily'],
    ['/?range=14', 'weekly'],
    ['/?range=30', 'monthly'],
    ['/?range=custom', 'daily'],
    ['/?range=nonsense', 'daily'],
  ])('%s asks for filter=%s', async (path, filter) => {
    const filters = recordDashboardFilters()
    await openDashboard(path)
    expect(filters).toEqual([filter])
  })

  it('keeps the chosen range in the URL and asks for its filter', async () => {
    const filters = recordDashboardFilters()
    const { router } = await openDashboard('/?range=30')
    const user = userEvent.setup()
    const select = screen.getByLabelText('Range')
    expect(select).toHaveDisplayValue('Last 30 Days')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'Custom Range'])

    await user.selectOptions(select, 'Last 14 Days')
    await waitFor(() => expect(router.state.location.search).toEqual({ range: 14 }))
    await user.selectOptions(select, 'Last 7 Days')
    // The default range is not written into the URL.
    await waitFor(() => expect(router.state.location.href).toBe('/'))
    await waitFor(() => expect(filters).toEqual(['monthly', 'weekly', 'daily']))

    act(() => router.history.back())
    await waitFor(() => expect(screen.getByLabelText('Range')).toHaveDisplayValue('Last 14 Days'))
  })
})

describe('custom range', () => {
  it('enables To once From is set, keeps From before To, and enables Filter only with both', async () => {
    await openDashboard('/?range=custom')
    const from = screen.getByLabelText('From')
    const to = screen.getByLabelText('To')
    const filter = screen.getByRole('button', { name: 'Filter' })
    expect(to).toBeDisabled()
    expect(filter).toBeDisabled()

    fireEvent.change(from, { target: { value: '2025-03-10' } })
    expect(to).toBeEnabled()
    expect(to).toHaveAttribute('min', '2025-03-10')
    expect(filter).toBeDisabled()

    fireEvent.change(to, { target: { value: '2025-03-20' } })
    expect(from).toHaveAttribute('max', '2025-03-20')
    expect(filter).toBeEnabled()

    fireEvent.change(from, { target: { value: '2025-03-21' } })
    expect(screen.getByText('From date cannot be after To date.')).toHaveAttribute('role', 'alert')
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(filter).toBeDisabled()

    fireEvent.change(from, { target: { value: '' } })
    expect(to).toBeDisabled()
    expect(filter).toBeDisabled()
  })

  it('asks for daily figures and shows only the days inside the range', async () => {
    serveStats({ loan_applications_chart: days(1, [1, 2, 3, 4, 5, 6]), new_members_chart: days(1, [1, 1, 1, 1, 1, 1]) })
    const filters = recordDashboardFilters()
    const { router } = await openDashboard('/?range=14')
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Range'), 'Custom Range')
    // Without both dates, choosing Custom changes nothing but the controls.
    expect(screen.getByLabelText('Range')).toHaveValue('custom')
    expect(router.state.location.search).toEqual({ range: 14 })
    expect(tableRows('Loan applications per period')).toHaveLength(6)
    expect(screen.getAllByText(/^Weekly, /)).toHaveLength(2)

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-02' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-04' } })
    await user.click(screen.getByRole('button', { name: 'Filter' }))

    await waitFor(() =>
      expect(router.state.location.search).toEqual({ range: 'custom', from: '2025-03-02', to: '2025-03-04' }),
    )
    expect(tableRows('Loan applications per period')).toEqual([
      ['Mar 02, 2025', '2'],
      ['Mar 03, 2025', '3'],
      ['Mar 04, 2025', '4'],
    ])
    expect(tableRows('New members and KYC submissions per period').map((row) => row[0])).toEqual([
      'Mar 02, 2025',
      'Mar 03, 2025',
      'Mar 04, 2025',
    ])
    // The trend follows what is shown: 3 -> 4 applications.
    expect(card('Pending Loans')).toEqual(['30', 'All time', '▲ +33% from previous period'])
    expect(screen.getAllByText('Daily, Mar 02, 2025 to Mar 04, 2025')).toHaveLength(2)
    expect(filters).toEqual(['weekly', 'daily'])
  })

  it('restores an applied custom range from the URL', async () => {
    serveStats()
    await openDashboard('/?range=custom&from=2025-03-02&to=2025-03-03')
    expect(screen.getByLabelText('From')).toHaveValue('2025-03-02')
    expect(screen.getByLabelText('To')).toHaveValue('2025-03-03')
    expect(tableRows('Loan applications per period').map((row) => row[0])).toEqual(['Mar 02, 2025', 'Mar 03, 2025'])
  })
})

describe('dashboard figures', () => {
  it('shows the cards with trends from their own series', async () => {
    serveStats()
    // The weekly preset shows every period as sent; 'Last 7 Days' would cut these fixed dates away.
    await openDashboard('/?range=14')
    expect(card('Active Members')).toEqual(['1,234', 'All time', '▼ -20% from previous period'])
    expect(card('Pending Loans')).toEqual(['30', 'All time', '▲ +20% from previous period'])
    // KYC went 0 -> 3: no basis, no trend.
    expect(card('Pending KYC')).toEqual(['22', 'All time'])
    expect(card('Loan Volume')).toEqual(['BWP 2,450,000', 'All time', '▲ +20% from previous period'])
  })

  it.each([
    ['/', 'Daily, last 7 days'],
    ['/?range=14', 'Weekly, last 12 weeks'],
    ['/?range=30', 'Monthly, last 12 months'],
  ])('%s says the period each chart shows: %s', async (path, period) => {
    await openDashboard(path)
    await waitFor(() => expect(screen.getAllByText(period)).toHaveLength(2))
  })

  it('keeps the figures on screen labelled as what they are while another range loads', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const { router } = await openDashboard('/')
    await waitFor(() => expect(screen.getAllByText('Daily, last 7 days')).toHaveLength(2))
    // The monthly figures are held back until the test lets them through.
    server.use(
      http.get('*/api/dashboard-stats', async ({ request }) => {
        if (new URL(request.url).searchParams.get('filter') === 'monthly') await held
      }),
    )
    await userEvent.setup().selectOptions(screen.getByLabelText('Range'), 'Last 30 Days')
    await waitFor(() => expect(router.state.location.search).toEqual({ range: 30 }))
    expect(await screen.findByRole('progressbar', { name: 'Loading the dashboard' })).toBeInTheDocument()
    // Still the daily figures, still captioned as daily: never the new range's words on the old numbers.
    expect(screen.getAllByText('Daily, last 7 days')).toHaveLength(2)
    expect(screen.queryByText('Monthly, last 12 months')).not.toBeInTheDocument()

    release()
    await waitFor(() => expect(screen.getAllByText('Monthly, last 12 months')).toHaveLength(2))
    expect(screen.queryByRole('progressbar', { name: 'Loading the dashboard' })).not.toBeInTheDocument()
    expect(screen.queryByText('Daily, last 7 days')).not.toBeInTheDocument()
  })

  it("says what a running week holds 'so far' rather than a fall to nothing", async () => {
    // Only the date is fixed (and stands still): the timers stay real.
    vi.setSystemTime(new Date(2025, 2, 19, 9, 0))
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const weeks = (totals: number[]) =>
      totals.map((total, index) => ({ period: `2025-03-${String(3 + index * 7).padStart(2, '0')}`, total }))
    serveStats({
      loan_applications_chart: weeks([10, 12, 0]),
      new_members_chart: weeks([8, 10, 1]),
      kyc_applications_chart: weeks([3, 4, 5]),
    })
    await openDashboard('/?range=14')
    expect(card('Pending Loans')).toEqual(['30', 'All time', '► 0 applications so far this week'])
    expect(card('Active Members')).toEqual(['1,234', 'All time', '► 1 new member so far this week'])
    expect(card('Pending KYC')).toEqual(['22', 'All time', '► 5 submissions so far this week'])
  })

  it("says what a running month holds 'so far', in the singular for one", async () => {
    vi.setSystemTime(new Date(2025, 2, 19, 9, 0))
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const months = (totals: number[]) =>
      totals.map((total, index) => ({ period: `2025-${String(1 + index).padStart(2, '0')}`, total }))
    serveStats({
      loan_applications_chart: months([40, 52, 1]),
      new_members_chart: months([30, 28, 0]),
      kyc_applications_chart: months([12, 15, 2]),
    })
    await openDashboard('/?range=30')
    expect(card('Pending Loans')).toEqual(['30', 'All time', '► 1 application so far this month'])
    expect(card('Active Members')).toEqual(['1,234', 'All time', '► 0 new members so far this month'])
    expect(card('Pending KYC')).toEqual(['22', 'All time', '► 2 submissions so far this month'])
    expect(card('Loan Volume')).toEqual(['BWP 2,450,000', 'All time', '► 1 application so far this month'])
  })

  it('matches the mock database counts', async () => {
    await openDashboard()
    const db = mockDb()
    const active = db.members.all().filter((member) => ['active', 'approved'].includes(member.status)).length
    const pendingKyc = db.kyc.all().filter((record) => record.status === 'pending').length
    expect(card('Active Members')[0]).toBe(active.toLocaleString('en-US'))
    expect(card('Pending KYC')[0]).toBe(pendingKyc.toLocaleString('en-US'))
    // The mock sends 60 daily periods; 'Last 7 Days' shows the seven ending today.
    expect(tableRows('Loan applications per period')).toHaveLength(7)
  })

  it('shows each loan status as a share of all loans, with its count', async () => {
    serveStats()
    await openDashboard()
    const bars = screen.getAllByRole('progressbar')
    // 120 loans: 30 pending, 60 approved, 12 rejected; the other 18 are verified, awaiting approval.
    expect(bars.map((bar) => [bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')])).toEqual([
      ['25', '30 of 120 (25%)'],
      ['15', '18 of 120 (15%)'],
      ['50', '60 of 120 (50%)'],
      ['10', '12 of 120 (10%)'],
    ])
    expect(screen.getByRole('progressbar', { name: 'Pending' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Verified' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Approved' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Rejected' })).toBeInTheDocument()
  })

  it('draws the channels, and says so when the server sends none', async () => {
    serveStats()
    const { queryClient } = await openDashboard()
    expect(tableRows('Applications per channel')).toEqual([
      ['WhatsApp', '40'],
      ['Facebook', '25'],
      ['Web', '35'],
    ])
    serveStats({ channels: undefined })
    await act(() => queryClient.invalidateQueries({ queryKey: ['dashboard'] }))
    expect(await screen.findByText('No channel data')).toBeInTheDocument()
  })

  it('gives every chart a name a screen reader can read', async () => {
    await openDashboard()
    expect(screen.getAllByRole('img').map((canvas) => canvas.getAttribute('aria-label'))).toEqual([
      'Bar chart of loan applications per period. The numbers follow in a table.',
      'Line chart of new members and KYC submissions per period. The numbers follow in a table.',
      'Bar chart of applications per channel. The numbers follow in a table.',
    ])
  })
})

describe('dashboard states', () => {
  it('shows a skeleton while loading', async () => {
    await signInForTest('admin')
    const stats = holdRequests('get', '*/api/dashboard-stats')
    renderApp('/')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading...')
    stats.release()
    expect(await screen.findByRole('heading', { name: 'Loan Applications', level: 2 })).toBeInTheDocument()
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument()
  })

  it('draws empty series as empty charts, not as an error', async () => {
    serveStats({
      loan_applications_chart: [],
      new_members_chart: null,
      kyc_applications_chart: undefined,
      channels: null,
    })
    await openDashboard()
    expect(tableRows('Loan applications per period')).toEqual([['No data available']])
    expect(tableRows('New members and KYC submissions per period')).toEqual([['No data available']])
    expect(card('Active Members')).toEqual(['1,234', 'All time'])
    expect(screen.getByText('No channel data')).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch dashboard stats')).not.toBeInTheDocument()
  })

  it("says 'Failed to fetch dashboard stats' after a server error, and Try again recovers", async () => {
    await signInForTest('admin')
    addFailure({ group: 'dashboard', mode: 500 })
    renderApp('/')
    // A server error is retried once, after 750 ms (src/api/query-client.ts), before the screen gives up.
    expect(await screen.findByText('Failed to fetch dashboard stats')).toBeInTheDocument()
    setMockControls({ failures: [] })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Loan Applications', level: 2 })).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch dashboard stats')).not.toBeInTheDocument()
  })

  it('says the permission text for a 403, with no Try again: asking again cannot help', async () => {
    await signInForTest('viewer')
    addFailure({ group: 'dashboard', mode: 403 })
    const filters = recordDashboardFilters()
    renderApp('/')
    const panel = (await screen.findByText('You do not have permission to view this.')).closest('[role="alert"]')
    expect(panel).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch dashboard stats')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    // The loader's request was refused; the screen shows that answer rather than asking again on mount.
    expect(filters).toEqual(['daily'])
  })

  it('treats a malformed answer as a failure too', async () => {
    // The client logs which fields broke the schema; that log is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await signInForTest('admin')
    addFailure({ group: 'dashboard', mode: 'malformed' })
    renderApp('/')
    expect(await screen.findByText('Failed to fetch dashboard stats', {})).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })
})
