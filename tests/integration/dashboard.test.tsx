import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { addFailure, mockDb, resetMockApi, server, setMockControls, signInForTest } from '../../mocks/node'
import { parseWireDate, toDateColumn } from '../../mocks/time'
import { captureDownloads, parseCsv } from '../support/downloads'
import { holdRequests } from '../support/hold-requests'
import { renderApp } from '../support/render-app'
import { elapseUntil, useTestClock } from '../support/time'

// jsdom has no canvas (tests/setup.ts answers "no 2D context"): the chart wrappers show a note in
// place of each canvas, and the numbers are read from the charts' tables here.

/** Wednesday Nov 25, 2026, noon: 'Last 7 Days' is Nov 19 - Nov 25, its base Nov 12 - Nov 18. */
const NOW = new Date(2026, 10, 25, 12, 0)
const WEEK = { from: '2026-11-19', to: '2026-11-25' }
const BASE = { from: '2026-11-12', to: '2026-11-18' }
/** 7 days of service level: pending since Nov 17 or earlier is past it. */
const CUTOFF = '2026-11-17'

/** The date stands still (the timers stay real), and the mock's data is dated from it. */
function fixToday() {
  vi.setSystemTime(NOW)
  onTestFinished(() => {
    vi.useRealTimers()
  })
  resetMockApi({ now: NOW })
}

type Kind = 'loans' | 'kyc' | 'members'
const KINDS: Kind[] = ['loans', 'kyc', 'members']
const NOUN: Record<Kind, string> = { loans: 'loan application', kyc: 'KYC record', members: 'member registration' }
const LIST: Record<Kind, string> = { loans: '/loans', kyc: '/kyc', members: '/users' }
const API: Record<Kind, string> = { loans: '/api/loan-application2s', kyc: '/api/kyc-1s', members: '/api/memberships' }

interface Filters {
  status?: string
  from?: string
  to?: string
}

/**
 * The oracle: the mock's own records counted as Laravel's list does (whereDate on created_at, both
 * ends included; a member's `approved` is `approved` or `active`), independently of the console.
 */
function mockCount(kind: Kind, { status, from, to }: Filters): number {
  const db = mockDb()
  const rows: readonly { status: string; created_at: string }[] =
    kind === 'loans' ? db.loans.all() : kind === 'kyc' ? db.kyc.all() : db.members.all()
  const statuses = kind === 'members' && status === 'approved' ? ['approved', 'active'] : [status]
  return rows.filter((row) => {
    const day = toDateColumn(parseWireDate(row.created_at) ?? new Date(0))
    return (!status || statuses.includes(row.status)) && (!from || day >= from) && (!to || day <= to)
  }).length
}

async function openDashboard(path = '/') {
  await signInForTest('admin')
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
  return app
}

/** Until every count and chart is in. */
async function settled(app: { queryClient: { isFetching(): number } }) {
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0))
  await waitFor(() => expect(screen.queryAllByText('Loading...')).toEqual([]))
}

const count = (text: string | null) => Number((text ?? '').replaceAll(',', ''))
const plural = (kind: Kind) => `${NOUN[kind]}s?`

/** A figure: the link that opens its records (found by what its name says it opens), its number and its URL. */
function figure(name: RegExp) {
  const link = screen.getByRole('link', { name })
  const url = new URL(link.getAttribute('href') ?? '', 'http://localhost')
  return { link, value: count(link.textContent), path: url.pathname, search: Object.fromEntries(url.searchParams) }
}

/** A kind's card in a section of the page. */
function cardIn(section: 'Waiting now' | 'Received in the window', title: string): HTMLElement {
  return within(screen.getByRole('region', { name: section })).getByRole('region', { name: title })
}

function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''))
}

function recordRequests(): string[] {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/user') seen.push(`${url.pathname}${url.search}`)
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return seen
}

const days = (first: string, totals: number[]) => {
  const start = new Date(`${first}T00:00:00Z`)
  return totals.map((total, index) => ({
    period: new Date(start.getTime() + index * 86_400_000).toISOString().slice(0, 10),
    total,
  }))
}

/** A fixed stats answer, so the expected series can be worked out by hand. */
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
    loan_applications_chart: days('2026-11-16', [5, 7, 1, 2, 3, 4, 5, 6, 2, 1]),
    new_members_chart: days('2026-11-16', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
    kyc_applications_chart: days('2026-11-16', [0, 0, 0, 0, 0, 0, 0, 0, 0, 3]),
    channels: { whatsapp: 40, facebook: '25', web: 35 },
    ...overrides,
  }
  server.use(http.get('*/api/dashboard-stats', () => HttpResponse.json(body)))
}

describe('what waits now', () => {
  it('counts each queue as its list does: pending now, past the service level, and the oldest', async () => {
    fixToday()
    const app = await openDashboard()
    await settled(app)
    for (const kind of KINDS) {
      const pending = figure(new RegExp(`^[\\d,]+ ${plural(kind)} pending now: open the list$`))
      expect(pending.value).toBe(mockCount(kind, { status: 'pending' }))
      expect(pending.path).toBe(LIST[kind])
      expect(pending.search).toEqual({ first: 'oldest', status: 'pending' })

      const past = figure(
        new RegExp(`^[\\d,]+ ${plural(kind)} pending for more than 7 days, received on or before Nov 17, 2026`),
      )
      expect(past.value).toBe(mockCount(kind, { status: 'pending', to: CUTOFF }))
      expect(past.search).toEqual({ first: 'oldest', status: 'pending', to_date: CUTOFF })

      // The oldest pending record, opened by its own link, and its age in days.
      const db = mockDb()
      const rows = kind === 'loans' ? db.loans.all() : kind === 'kyc' ? db.kyc.all() : db.members.all()
      const oldest = rows
        .filter((row) => row.status === 'pending')
        .map((row) => ({ id: row.id, at: parseWireDate(row.created_at) ?? new Date(0) }))
        .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)[0]
      const created = new Date(oldest?.at ?? 0)
      const createdDay = new Date(created.getFullYear(), created.getMonth(), created.getDate())
      const age = Math.round((new Date(2026, 10, 25).getTime() - createdDay.getTime()) / 86_400_000)
      const link = figure(new RegExp(`^The oldest pending ${NOUN[kind]}, waiting ${age} days: open it$`))
      expect(link.link).toHaveTextContent(`${age} days`)
      expect(link.path).toBe(`${LIST[kind]}/${oldest?.id}`)
      // Waiting more than the 7 days of the service level, and says so.
      expect(age).toBeGreaterThan(7)
      expect(link.link.parentElement).toHaveTextContent(/since [A-Z][a-z]{2} \d{2}, \d{4}, past the service level$/)
    }
    expect(figure(/^[\d,]+ active members: open the list$/).value).toBe(mockCount('members', { status: 'approved' }))
  })

  it('opens the pending list, whose total is the card’s figure', async () => {
    fixToday()
    const app = await openDashboard()
    await settled(app)
    const past = figure(/^[\d,]+ loan applications? pending for more than 7 days/)
    await userEvent.setup().click(past.link)
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/loans'))
    expect(app.router.state.location.search).toEqual({ first: 'oldest', status: 'pending', to_date: CUTOFF })
    expect(await screen.findByText(new RegExp(`\\(${past.value} records\\)$`))).toBeInTheDocument()
  })

  it('says so when nothing waits', async () => {
    fixToday()
    server.use(
      http.get('*/api/kyc-1s', ({ request }) =>
        new URL(request.url).searchParams.get('status') === 'pending'
          ? HttpResponse.json({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } })
          : undefined,
      ),
    )
    const app = await openDashboard()
    await settled(app)
    const kyc = cardIn('Waiting now', 'KYC Verifications')
    expect(within(kyc).getByText('None waiting')).toBeInTheDocument()
    expect(within(kyc).getByRole('link', { name: '0 KYC records pending now: open the list' })).toHaveTextContent('0')
  })
})

describe('what the window received', () => {
  it('counts each kind received in the window by status now, with its base, approval rate and loan volume', async () => {
    fixToday()
    const app = await openDashboard()
    await settled(app)
    expect(screen.getByText('7 days: Nov 19 - Nov 25, 2026, today so far')).toBeInTheDocument()
    for (const kind of KINDS) {
      const received = figure(new RegExp(`^[\\d,]+ ${plural(kind)} received Nov 19 - Nov 25, 2026: open the list$`))
      expect(received.value).toBe(mockCount(kind, WEEK))
      expect(received.path).toBe(LIST[kind])
      expect(received.search).toEqual({ first: 'oldest', from_date: WEEK.from, to_date: WEEK.to })
      const statuses = [
        'pending',
        'verified',
        'approved',
        'rejected',
        ...(kind === 'members' ? ['suspended', 'inactive'] : []),
      ]
      let byStatus = 0
      for (const status of statuses) {
        const word = kind === 'members' && status === 'approved' ? 'approved \\(active\\)' : status
        const shown = figure(new RegExp(`^[\\d,]+ ${plural(kind)} received Nov 19 - Nov 25, 2026, ${word} now`))
        expect([status, shown.value]).toEqual([status, mockCount(kind, { ...WEEK, status })])
        expect(shown.search).toEqual({ first: 'oldest', status, from_date: WEEK.from, to_date: WEEK.to })
        byStatus += shown.value
      }
      // A member's every status has its row: the rows add up to what was received.
      if (kind === 'members') expect(byStatus).toBe(received.value)
    }
    // Loans: the change against the previous window of the same length, with its base.
    const loans = cardIn('Received in the window', 'Loan Applications')
    const [current, previous] = [mockCount('loans', WEEK), mockCount('loans', BASE)]
    const base = figure(/^[\d,]+ loan applications? received Nov 12 - Nov 18, 2026: open the list$/)
    expect(base.value).toBe(previous)
    expect(base.search).toEqual({ first: 'oldest', from_date: BASE.from, to_date: BASE.to })
    const change = previous === 0 ? null : Math.round(((current - previous) / previous) * 100)
    const expected =
      change === null
        ? `${current} vs ${previous} in the previous 7 days`
        : `${change > 0 ? '+' : ''}${change}% vs the previous 7 days: ${current} vs ${previous}`
    expect(
      within(loans).getByText((_, element) => element?.tagName === 'DD' && element.textContent === expected),
    ).toBeInTheDocument()

    // The approval rate over the decided, and the loan volume named for what it sums.
    const [approved, rejected] = [
      mockCount('loans', { ...WEEK, status: 'approved' }),
      mockCount('loans', { ...WEEK, status: 'rejected' }),
    ]
    expect(loans).toHaveTextContent(
      `Approval rate: ${Math.round((approved / (approved + rejected)) * 100)}% (${approved} approved of ${approved + rejected} decided)`,
    )
    const volume = mockDb()
      .loans.all()
      .filter((loan) => loan.status === 'approved')
      .filter((loan) => {
        const day = toDateColumn(parseWireDate(loan.created_at) ?? new Date(0))
        return day >= WEEK.from && day <= WEEK.to
      })
      .reduce((sum, loan) => sum + Number(loan.amount_applied_for_in_numeric), 0)
    expect(within(loans).getByText('Loan volume, approved').nextElementSibling).toHaveTextContent(
      `BWP ${Math.round(volume).toLocaleString('en-US')}`,
    )
    expect(loans).toHaveTextContent('The amounts applied for in the approved loans above.')
  })

  it('has no percentage over an empty base, and never colours a change', async () => {
    fixToday()
    server.use(
      http.get('*/api/memberships', ({ request }) => {
        const params = new URL(request.url).searchParams
        if (params.get('from_date') === BASE.from && !params.has('status')) {
          return HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })
        }
        return undefined
      }),
    )
    const app = await openDashboard()
    await settled(app)
    const current = mockCount('members', WEEK)
    const line = screen.getByText((_, element) => element?.textContent === `${current} vs 0 in the previous 7 days`)
    expect(line.className).not.toMatch(/red|green/)
  })

  it('counts exactly a custom window, whose figures open lists with the same total', async () => {
    fixToday()
    const app = await openDashboard('/?range=custom&from=2026-08-01&to=2026-09-15')
    await settled(app)
    expect(screen.getByText('46 days: Aug 01 - Sep 15, 2026')).toBeInTheDocument()
    const window = { from: '2026-08-01', to: '2026-09-15' }
    const received = figure(/^[\d,]+ member registrations? received Aug 01 - Sep 15, 2026: open the list$/)
    expect(received.value).toBe(mockCount('members', window))
    expect(figure(/^[\d,]+ member registrations? received Jun 16 - Jul 31, 2026: open the list$/).value).toBe(
      mockCount('members', { from: '2026-06-16', to: '2026-07-31' }),
    )
    const approved = figure(/^[\d,]+ member registrations? received Aug 01 - Sep 15, 2026, approved \(active\) now/)
    expect(approved.value).toBe(mockCount('members', { ...window, status: 'approved' }))

    await userEvent.setup().click(approved.link)
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/users'))
    expect(app.router.state.location.search).toEqual({
      first: 'oldest',
      status: 'approved',
      from_date: window.from,
      to_date: window.to,
    })
    expect(await screen.findByText(new RegExp(`\\(${approved.value} records\\)$`))).toBeInTheDocument()
  })

  it('says a custom window that has not begun has not begun, not that it runs today', async () => {
    fixToday()
    const app = await openDashboard('/?range=custom&from=2026-12-05&to=2026-12-20')
    await settled(app)
    expect(screen.getByText('16 days: Dec 05 - Dec 20, 2026, not begun yet')).toBeInTheDocument()
  })

  it('asks for nothing of a custom range until both dates are applied', async () => {
    fixToday()
    const requests = recordRequests()
    const app = await openDashboard('/?range=custom')
    await settled(app)
    expect(screen.getByText('Choose the From and To dates of the custom range, then Filter.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Received in the window' })).not.toBeInTheDocument()
    expect(requests.filter((request) => /from_date/.test(request))).toEqual([])
  })
})

describe('the series', () => {
  it.each([
    ['/', 'daily'],
    // Older than the 60 days of the daily series, within the 12 weeks of the weekly one.
    ['/?range=custom&from=2026-09-10&to=2026-09-20', 'weekly'],
    ['/?range=custom&from=2026-03-01&to=2026-03-31', 'monthly'],
    ['/?range=nonsense', 'daily'],
  ])('%s asks for filter=%s', async (path, filter) => {
    fixToday()
    const requests = recordRequests()
    const app = await openDashboard(path)
    await settled(app)
    expect(requests.filter((request) => request.startsWith('/api/dashboard-stats'))).toEqual([
      `/api/dashboard-stats?filter=${filter}`,
    ])
  })

  it('draws only the days of the window, names the bucket size, and the running day as so far', async () => {
    fixToday()
    serveStats()
    const app = await openDashboard()
    await settled(app)
    expect(screen.getByRole('heading', { name: 'Loan Applications per day', level: 2 })).toBeInTheDocument()
    expect(screen.getAllByText('Daily, Nov 19 - Nov 25, 2026. The outlined bar is today, so far.')).toHaveLength(3)
    expect(tableRows('Loan Applications per day')).toEqual([
      ['Nov 19, 2026', '2'],
      ['Nov 20, 2026', '3'],
      ['Nov 21, 2026', '4'],
      ['Nov 22, 2026', '5'],
      ['Nov 23, 2026', '6'],
      ['Nov 24, 2026', '2'],
      ['Nov 25, 2026 (so far)', '1'],
    ])
    expect(tableRows('KYC Submissions per day').at(-1)).toEqual(['Nov 25, 2026 (so far)', '3'])
    expect(screen.getAllByRole('img').map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Bar chart of loan applications per day. The numbers follow in a table.',
      'Bar chart of new members per day. The numbers follow in a table.',
      'Bar chart of KYC submissions per day. The numbers follow in a table.',
      'Bar chart of applications per channel. The numbers follow in a table.',
    ])
  })

  it('marks the weeks a window cuts, which it counts whole', async () => {
    fixToday()
    const weeks = ['2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21'].map((period, index) => ({
      period,
      total: 10 + index,
    }))
    serveStats({ loan_applications_chart: weeks, new_members_chart: weeks, kyc_applications_chart: weeks })
    const app = await openDashboard('/?range=custom&from=2026-09-10&to=2026-09-20')
    await settled(app)
    expect(tableRows('Loan Applications per week')).toEqual([
      ['Week of Sep 07, 2026 (partly outside the window)', '11'],
      ['Week of Sep 14, 2026', '12'],
    ])
    expect(
      screen.getAllByText('Weekly, Monday to Sunday, Sep 10 - Sep 20, 2026. A week the window cuts is counted whole.'),
    ).toHaveLength(3)
  })

  it('keeps the charts labelled as what they are while another bucket size loads', async () => {
    fixToday()
    const app = await openDashboard('/')
    await settled(app)
    const held = holdRequests('get', '*/api/dashboard-stats')
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Range'), 'Custom Range')
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } })
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(await screen.findByRole('progressbar', { name: 'Loading the dashboard' })).toBeInTheDocument()
    // Still the daily charts, still captioned as daily: never the new window's words on the old numbers.
    expect(screen.getAllByText(/^Daily, Nov 19 - Nov 25, 2026\./)).toHaveLength(3)
    held.release()
    await waitFor(() => expect(screen.getAllByText(/^Monthly, Mar 01 - Mar 31, 2026\./)).toHaveLength(3))
    expect(screen.queryByRole('progressbar', { name: 'Loading the dashboard' })).not.toBeInTheDocument()
    expect(app.router.state.location.search).toEqual({ range: 'custom', from: '2026-03-01', to: '2026-03-31' })
  })
})

describe('a range change', () => {
  it('keeps the range in the URL, and asks only for the new window: within 20 requests, the queues not again', async () => {
    fixToday()
    const app = await openDashboard()
    await settled(app)
    const requests = recordRequests()
    const user = userEvent.setup()
    const select = screen.getByLabelText('Range')
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'Custom Range'])
    await user.selectOptions(select, 'Last 14 Days')
    await waitFor(() => expect(app.router.state.location.search).toEqual({ range: 14 }))
    await settled(app)
    expect(screen.getByText('14 days: Nov 12 - Nov 25, 2026, today so far')).toBeInTheDocument()
    // Per kind: received, its base, and each status; the series and the queues come from the cache.
    const perKind = (kind: Kind) => requests.filter((request) => request.startsWith(API[kind]))
    expect(perKind('loans')).toHaveLength(6)
    expect(perKind('kyc')).toHaveLength(6)
    expect(perKind('members')).toHaveLength(8)
    expect(requests.length).toBeLessThanOrEqual(20)
    expect(requests.every((request) => request.includes('from_date='))).toBe(true)
    expect(requests).toContain('/api/loan-application2s?page=1&from_date=2026-10-29&to_date=2026-11-11')

    // Back to the default range: the default is not written into the URL, and its counts are cached.
    requests.length = 0
    await user.selectOptions(select, 'Last 7 Days')
    await waitFor(() => expect(app.router.state.location.href).toBe('/'))
    await settled(app)
    expect(requests).toEqual([])
    act(() => app.router.history.back())
    await waitFor(() => expect(screen.getByLabelText('Range')).toHaveDisplayValue('Last 14 Days'))
  })
})

describe('custom range controls', () => {
  it('enables To once From is set, keeps From before To, and enables Filter only with both', async () => {
    fixToday()
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
  })

  it('restores an applied custom range from the URL', async () => {
    fixToday()
    await openDashboard('/?range=custom&from=2026-11-02&to=2026-11-03')
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-02')
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-03')
    expect(await screen.findByText('2 days: Nov 02 - Nov 03, 2026')).toBeInTheDocument()
  })
})

describe('all time', () => {
  it('shows the all-time counts without a trend, each opening its list', async () => {
    fixToday()
    serveStats()
    const app = await openDashboard()
    await settled(app)
    const allTime = screen.getByRole('region', { name: 'All time' })
    expect(within(allTime).queryByText(/vs the previous/)).not.toBeInTheDocument()
    const active = figure(/^1,234 active members: open the list$/)
    expect(active).toMatchObject({ value: 1234, path: '/users', search: { status: 'approved', first: 'oldest' } })
    expect(within(allTime).getByText('BWP 2,450,000')).toBeInTheDocument()
    expect(figure(/^The 60 approved loan applications it adds up: open the list$/).search).toEqual({
      first: 'oldest',
      status: 'approved',
    })
    expect(figure(/^60 loan applications approved: open the list$/).search).toEqual({
      first: 'oldest',
      status: 'approved',
    })
    // 120 loans: 30 pending, 60 approved, 12 rejected; the other 18 are verified, awaiting approval.
    const bars = screen.getAllByRole('progressbar')
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual([
      '30 of 120 (25%)',
      '18 of 120 (15%)',
      '60 of 120 (50%)',
      '12 of 120 (10%)',
    ])
    expect(figure(/^18 loan applications verified: open the list$/).search).toEqual({
      first: 'oldest',
      status: 'verified',
    })
    expect(tableRows('Applications per channel')).toEqual([
      ['WhatsApp', '40'],
      ['Facebook', '25'],
      ['Web', '35'],
    ])
  })

  it('draws empty series as empty charts and says when the server sends no channels', async () => {
    fixToday()
    serveStats({
      loan_applications_chart: [],
      new_members_chart: null,
      kyc_applications_chart: undefined,
      channels: null,
    })
    const app = await openDashboard()
    await settled(app)
    expect(tableRows('Loan Applications per day')).toEqual([['No data available']])
    expect(screen.getAllByText('Daily, Nov 19 - Nov 25, 2026. No figures for this window.')).toHaveLength(3)
    expect(screen.getByText('No channel data')).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch dashboard stats')).not.toBeInTheDocument()
  })
})

describe('for the board meeting', () => {
  it('exports the window and every figure as CSV', async () => {
    fixToday()
    const downloads = captureDownloads()
    const app = await openDashboard('/?range=14')
    await settled(app)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export figures (CSV)' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]?.name).toBe('Dashboard figures 2026-11-12 to 2026-11-25.csv')
    const rows = await parseCsv(downloads[0]!.blob)
    const window = { from: '2026-11-12', to: '2026-11-25' }
    expect(rows[0]).toEqual(['Section', 'Figure', 'Value', 'From', 'To'])
    expect(rows[1]).toEqual(['Window', 'Days', '14', window.from, window.to])
    const row = (name: string) => rows.find((candidate) => candidate[1] === name)
    expect(row('Loan Applications: pending')).toEqual([
      'Waiting now',
      'Loan Applications: pending',
      String(mockCount('loans', { status: 'pending' })),
      '',
      '2026-11-25',
    ])
    expect(row('KYC Verifications: waiting more than 7 days')?.slice(2)).toEqual([
      String(mockCount('kyc', { status: 'pending', to: CUTOFF })),
      '',
      CUTOFF,
    ])
    expect(row('Member Registrations: received')?.slice(2)).toEqual([
      String(mockCount('members', window)),
      window.from,
      window.to,
    ])
    expect(row('Member Registrations: received in the previous 14 days')?.slice(2)).toEqual([
      String(mockCount('members', { from: '2026-10-29', to: '2026-11-11' })),
      '2026-10-29',
      '2026-11-11',
    ])
    expect(row('Member Registrations: approved (active) now')?.[2]).toBe(
      String(mockCount('members', { ...window, status: 'approved' })),
    )
    expect(rows.filter((candidate) => candidate[0] === 'Loan Applications per day')).toHaveLength(14)
    expect(row('Active Members')?.[2]).toBe(String(mockCount('members', { status: 'approved' })))
  })
})

describe('dashboard states', () => {
  it('shows placeholders while loading', async () => {
    fixToday()
    await signInForTest('admin')
    const stats = holdRequests('get', '*/api/dashboard-stats')
    const app = renderApp('/')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading...')
    stats.release()
    expect(await screen.findByRole('heading', { name: 'Loan Applications per day', level: 2 })).toBeInTheDocument()
    await settled(app)
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument()
  })

  it("says 'Failed to fetch dashboard stats' on a card whose counts failed, and Try again recovers", async () => {
    // A server error is retried once, after 750 ms (src/api/query-client.ts), before the screen gives up:
    // on the test's clock, which stands at today.
    useTestClock()
    fixToday()
    await signInForTest('admin')
    addFailure({ group: 'loans.list', mode: 500 })
    const app = renderApp('/')
    // The two loan cards; KYC, members and the series are unaffected.
    await elapseUntil(() => screen.queryAllByText('Failed to fetch dashboard stats').length === 2, 250)
    expect(figure(/^[\d,]+ KYC records? pending now: open the list$/).value).toBe(
      mockCount('kyc', { status: 'pending' }),
    )
    setMockControls({ failures: [] })
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getAllByRole('button', { name: 'Try again' })[0]!)
    await waitFor(() => expect(screen.queryByText('Failed to fetch dashboard stats')).not.toBeInTheDocument())
    await settled(app)
    expect(figure(/^[\d,]+ loan applications? pending now: open the list$/).value).toBe(
      mockCount('loans', { status: 'pending' }),
    )
  })

  it("says 'Failed to fetch dashboard stats' in place of the series after a server error", async () => {
    // The quick retry before the screen gives up waits on the test's clock.
    useTestClock()
    fixToday()
    await signInForTest('admin')
    addFailure({ group: 'dashboard', mode: 500 })
    renderApp('/')
    await elapseUntil(() => screen.queryByText('Failed to fetch dashboard stats') !== null, 250)
    setMockControls({ failures: [] })
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Loan Applications per day', level: 2 })).toBeInTheDocument()
  })

  it('says the permission text for a 403, with no Try again: asking again cannot help', async () => {
    fixToday()
    await signInForTest('viewer')
    addFailure({ group: 'dashboard', mode: 403 })
    const requests = recordRequests()
    renderApp('/')
    const panel = (await screen.findByText('You do not have permission to view this.')).closest('[role="alert"]')
    expect(panel).toBeInTheDocument()
    expect(within(panel as HTMLElement).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    // The loader's request was refused; the screen shows that answer rather than asking again on mount.
    expect(requests.filter((request) => request.startsWith('/api/dashboard-stats'))).toHaveLength(1)
  })

  it('treats a malformed answer as a failure too', async () => {
    fixToday()
    // The client logs which fields broke the schema; that log is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await signInForTest('admin')
    addFailure({ group: 'dashboard', mode: 'malformed' })
    renderApp('/')
    expect(await screen.findByText('Failed to fetch dashboard stats')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })
})
