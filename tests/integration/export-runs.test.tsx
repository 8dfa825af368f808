import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { requestScheduler } from '@/api/request-budget'
import { mockDb, server, setMockControls, signInForTest } from '../../mocks/node'
import { captureDownloads, parseCsv } from '../support/downloads'
import { renderApp } from '../support/render-app'
import { elapse, useTestClock } from '../support/time'

// DESIGN section 9: an export belongs to the app, not to the list screen, and finishes with every
// row while the server throttles.

const LOANS_PATH = '/api/loan-application2s'
const RATE_LIMIT_WAIT = /^Waiting for the server's rate limit \(\d+ s\)$/

async function openLoans() {
  await signInForTest('admin')
  const app = renderApp('/loans')
  await screen.findByRole('heading', { name: 'Loan Applications' })
  await screen.findByText(/Showing page/)
  return app
}

/** The status of every answer to a loan list request from now on. */
function listAnswers(): number[] {
  const statuses: number[] = []
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname === LOANS_PATH) statuses.push(response.status)
  })
  return statuses
}

async function exportAllColumns(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Export' }))
  await user.click(screen.getByRole('button', { name: 'All columns' }))
}

const pageCount = () => Math.ceil(mockDb().loans.size / 15)

async function exportedIds(blob: Blob): Promise<number[]> {
  const [, ...rows] = await parseCsv(blob)
  return rows.map((row) => Number(row[0])).sort((a, b) => a - b)
}

const allLoanIds = () =>
  mockDb()
    .loans.all()
    .map((loan) => loan.id)
    .sort((a, b) => a - b)

describe('Export runs on', () => {
  it('when the user leaves the list: the top bar shows it with Cancel, and the file still downloads', async () => {
    await openLoans()
    const downloads = captureDownloads()
    // Pages after the second wait until the user has left the list.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    server.use(
      http.get(`*${LOANS_PATH}`, async ({ request }) => {
        if (Number(new URL(request.url).searchParams.get('page')) > 2) await held
      }),
    )
    const user = userEvent.setup()
    await exportAllColumns(user)
    await screen.findByRole('progressbar', { name: 'Exporting Loan Applications' })

    await user.click(screen.getByRole('link', { name: 'Dashboard' }))
    await screen.findByRole('heading', { name: 'Dashboard' })
    const topBar = screen.getByRole('banner')
    expect(await within(topBar).findByRole('progressbar', { name: 'Exporting Loan Applications' })).toBeInTheDocument()
    expect(within(topBar).getByRole('button', { name: 'Cancel export of Loan Applications' })).toBeInTheDocument()

    release()
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.name).toBe('Loan Applications.csv')
    expect(await exportedIds(downloads[0]!.blob)).toEqual(allLoanIds())
    await waitFor(() => expect(within(topBar).queryByRole('progressbar')).not.toBeInTheDocument())
  })

  it('until Cancel in the top bar, which stops it and downloads nothing', async () => {
    await openLoans()
    const downloads = captureDownloads()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    onTestFinished(() => release())
    server.use(
      http.get(`*${LOANS_PATH}`, async ({ request }) => {
        if (Number(new URL(request.url).searchParams.get('page')) > 2) await held
      }),
    )
    const user = userEvent.setup()
    await exportAllColumns(user)
    await screen.findByRole('progressbar', { name: 'Exporting Loan Applications' })
    await user.click(screen.getByRole('link', { name: 'Dashboard' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel export of Loan Applications' }))
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: /^Exporting/ })).not.toBeInTheDocument())
    release()
    await user.click(screen.getByRole('link', { name: 'Loan Applications' }))
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled()
    expect(downloads).toEqual([])
  })
})

// The test's clock stands in for the minutes a throttled export waits: it moves only between steps.
describe('Export under the rate limit', () => {
  it('paces its pages within the budget, says it is waiting, and has every row with no 429', async () => {
    const limit = 8
    setMockControls({ rateLimit: limit })
    requestScheduler.reset(limit)
    await openLoans()
    useTestClock()
    const downloads = captureDownloads()
    const answers = listAnswers()
    expect(pageCount()).toBeGreaterThan(limit)

    await exportAllColumns(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }))
    expect(await screen.findByText(RATE_LIMIT_WAIT)).toBeInTheDocument()
    for (let minute = 0; minute < 10 && downloads.length === 0; minute += 1) await elapse(61_000)

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(await exportedIds(downloads[0]!.blob)).toEqual(allLoanIds())
    expect(answers.filter((status) => status === 429)).toEqual([])
    expect(answers).toHaveLength(pageCount())
  })

  it('waits out the 429s of a budget it does not know and asks for those pages again, losing none', async () => {
    setMockControls({ rateLimit: 8 })
    requestScheduler.reset(0)
    await openLoans()
    useTestClock()
    const downloads = captureDownloads()
    const answers = listAnswers()

    await exportAllColumns(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }))
    await waitFor(() => expect(answers).toContain(429))
    expect(await screen.findByText(RATE_LIMIT_WAIT)).toBeInTheDocument()
    for (let minute = 0; minute < 10 && downloads.length === 0; minute += 1) await elapse(61_000)

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(await exportedIds(downloads[0]!.blob)).toEqual(allLoanIds())
    expect(answers.filter((status) => status === 200)).toHaveLength(pageCount())
    expect(screen.queryByText(RATE_LIMIT_WAIT)).not.toBeInTheDocument()
  })
})
