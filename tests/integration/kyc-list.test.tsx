import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addFailure, mockDb, recordedNotifications, server, setMockControls, signInForTest } from '../../mocks/node'
import type { Role } from '../../mocks/node'
import { renderApp } from '../support/render-app'

const KYC_PATH = '/api/kyc-1s'

async function openKyc(role: Role, path = '/kyc') {
  await signInForTest(role)
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'KYC Verifications' })
  await screen.findByText(/Showing page/)
  return app
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    // The first cell is the row's selection checkbox.
    .slice(1)
    .map((cell) => cell.textContent ?? '')
const actionNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')

function firstRowOfStatus(label: string): { row: HTMLElement; id: number } {
  const row = bodyRows().find((candidate) => within(candidate).getByTestId('status-badge').textContent === label)
  if (!row) throw new Error(`No ${label} KYC record on this page`)
  return { row, id: Number(cellTexts(row)[0]) }
}

async function confirm(row: HTMLElement, id: number, action: 'Verify' | 'Approve' | 'Reject') {
  const user = userEvent.setup()
  await user.click(within(row).getByRole('button', { name: `${action} KYC record ${id}` }))
  const dialog = await screen.findByRole('dialog', { name: `${action} KYC` })
  expect(dialog).toHaveTextContent(`Are you sure you want to ${action.toLowerCase()} this KYC record?`)
  await user.click(within(dialog).getByRole('button', { name: action }))
}

describe('KYC Verifications list', () => {
  it('reads its paging from meta and shows the KYC columns', async () => {
    await openKyc('admin')
    const total = mockDb().kyc.size
    const pages = Math.ceil(total / 15)
    expect(screen.getByText(`Showing page 1 of ${pages} (${total} records)`)).toBeInTheDocument()
    const [selectAll, ...columnHeaders] = within(screen.getByRole('table')).getAllByRole('columnheader')
    expect(within(selectAll!).getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked()
    const headers = columnHeaders.map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
    expect(headers).toEqual(['ID', 'Member ID', 'Name', 'Omang', 'Nationality', 'Submitted', 'Status', 'Actions'])

    const [first] = bodyRows()
    const record = mockDb().kyc.get(Number(cellTexts(first!)[0]))!
    const name = [record.title, record.name, record.surname].filter(Boolean).join(' ')
    expect(cellTexts(first!).slice(1, 5)).toEqual([record.member_id, name, record.omang_number, record.nationality])
    // The link opens the record and carries the list along as its queue (review mode).
    const link = within(first!).getByRole('link', { name: record.member_id })
    expect(new URL(link.getAttribute('href')!, 'http://localhost').pathname).toBe(`/kyc/${record.id}`)

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(`Showing page 2 of ${pages} (${total} records)`)).toBeInTheDocument()
  })

  it('sends search and filters to the KYC endpoint', async () => {
    await openKyc('admin')
    const requests: URLSearchParams[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === KYC_PATH) requests.push(url.searchParams)
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await user.selectOptions(screen.getByLabelText('Status'), 'verified')
    await user.type(screen.getByRole('searchbox'), 'Gaborone')
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('Gaborone'))
    expect(requests.at(-1)?.get('status')).toBe('verified')
    expect(requests.at(-1)?.get('page')).toBe('1')
  })

  it("replaces the table with 'Failed to fetch loan applications' when the KYC list fails", async () => {
    await signInForTest('admin')
    addFailure({ group: 'kyc.list', mode: 'malformed' })
    renderApp('/kyc')
    expect(await screen.findByText('Failed to fetch loan applications')).toHaveClass('text-red-700')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

describe('KYC Verifications list: actions', () => {
  it('offers an admin Approve and Reject on verified records and never Verify', async () => {
    await openKyc('admin', '/kyc?status=verified')
    for (const row of bodyRows()) expect(actionNames(row)).toEqual(['View', 'Approve', 'Reject'])
  })

  it('offers a viewer Verify and Reject on pending records and never Approve', async () => {
    const { unmount } = await openKyc('viewer', '/kyc?status=pending')
    for (const row of bodyRows()) expect(actionNames(row)).toEqual(['View', 'Verify', 'Reject'])
    unmount()
    renderApp('/kyc?status=verified')
    await screen.findByText(/Showing page/)
    for (const row of bodyRows()) expect(actionNames(row)).toEqual(['View', 'Reject'])
  })

  it('approves as admin with the badge changing at once', async () => {
    await openKyc('admin', '/kyc?status=verified')
    const { row, id } = firstRowOfStatus('Verified')
    setMockControls({ latencyMs: 300 })
    await confirm(row, id, 'Approve')
    expect(within(row).getByTestId('status-badge')).toHaveTextContent('Approved')
    await waitFor(() => expect(mockDb().kyc.get(id)?.status).toBe('approved'))
    expect(await screen.findByText('KYC record approved.')).toBeInTheDocument()
  })

  it("rolls back a failed reject with 'Failed to reject KYC: {reason}'", async () => {
    await openKyc('viewer', '/kyc?status=pending')
    const { row, id } = firstRowOfStatus('Pending')
    setMockControls({ latencyMs: 300 })
    addFailure({ group: 'kyc.reject', mode: 500 })
    await confirm(row, id, 'Reject')
    expect(within(row).getByTestId('status-badge')).toHaveTextContent('Rejected')
    expect(await screen.findByText('Failed to reject KYC: Server Error')).toBeInTheDocument()
    await waitFor(() => expect(within(row).getByTestId('status-badge')).toHaveTextContent('Pending'))
    expect(mockDb().kyc.get(id)?.status).toBe('pending')
  })

  it('verifies as viewer and then notifies with kyc_id, the name, the date and the status', async () => {
    await openKyc('viewer', '/kyc?status=pending')
    const { row, id } = firstRowOfStatus('Pending')
    const record = mockDb().kyc.get(id)!
    await confirm(row, id, 'Verify')
    await waitFor(() => expect(recordedNotifications()).toHaveLength(1))
    expect(recordedNotifications()[0]).toMatchObject({
      entity: 'kyc',
      recordId: id,
      body: {
        kyc_id: id,
        param1: record.name,
        param2: expect.stringMatching(/^\d{2}, \d{2}, \d{4}$/),
        param3: 'verified',
      },
    })
    expect(mockDb().kyc.get(id)?.status).toBe('verified')
  })

  it('shows a record in the View modal', async () => {
    await openKyc('admin')
    const [first] = bodyRows()
    const id = Number(cellTexts(first!)[0])
    const record = mockDb().kyc.get(id)!
    const user = userEvent.setup()
    await user.click(within(first!).getByRole('button', { name: `View KYC record ${id}` }))
    const dialog = await screen.findByRole('dialog', { name: 'KYC Details' })
    expect(dialog).toHaveTextContent(record.omang_number ?? 'N/A')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
