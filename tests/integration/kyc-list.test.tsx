import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addFailure, mockDb, server, signInForTest } from '../../mocks/node'
import type { Role } from '../../mocks/node'
import { formatIsoDay } from '@/domain/format'
import { captureDownloads, parseCsv } from '../support/downloads'
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/SearchBox'
import { renderApp } from '../support/render-app'
import { elapse, useTestClock } from '../support/time'

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
describe('KYC Verifications list', () => {
  it('reads its paging from meta and shows the KYC columns', async () => {
    await openKyc('admin')
    const total = mockDb().kyc.size
    const pages = Math.ceil(total / 15)
    expect(screen.getByText(`Showing page 1 of ${pages} (${total} records)`)).toBeInTheDocument()
    const [selectAll, ...columnHeaders] = within(screen.getByRole('table')).getAllByRole('columnheader')
    expect(within(selectAll!).getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked()
    const headers = columnHeaders.map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))
    expect(headers).toEqual([
      'ID',
      'Member ID',
      'Name',
      'Omang',
      'Nationality',
      'Submitted',
      'Age',
      'Status',
      'Actions',
    ])

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
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await user.selectOptions(screen.getByLabelText('Status'), 'verified')
    await user.type(screen.getByRole('searchbox'), 'Gaborone')
    await elapse(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('Gaborone'))
    expect(requests.at(-1)?.get('status')).toBe('verified')
    expect(requests.at(-1)?.get('page')).toBe('1')
  })

  it("replaces the table with 'Failed to fetch loan applications' and Try again when the KYC list fails", async () => {
    await signInForTest('admin')
    addFailure({ group: 'kyc.list', mode: 'malformed' })
    renderApp('/kyc')
    const message = await screen.findByText('Failed to fetch loan applications')
    expect(message).toHaveClass('text-red-800')
    expect(
      within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Try again' }),
    ).toBeEnabled()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

describe("KYC export: 'All columns'", () => {
  it('writes every field of each record: its addresses, its PEP answers and its documents', async () => {
    const isYes = (flag: 0 | 1 | boolean | 'yes' | 'no') => flag === 1 || flag === true || flag === 'yes'
    await openKyc('viewer')
    const downloads = captureDownloads()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(screen.getByRole('button', { name: 'All columns' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    // All of the list, unfiltered: the list's title alone.
    expect(downloads[0]!.name).toBe('KYC Verifications.csv')
    const [header, ...rows] = await parseCsv(downloads[0]!.blob)
    expect(rows).toHaveLength(mockDb().kyc.size)
    const cell = (row: string[], heading: string) => {
      expect(header).toContain(heading)
      return row[header!.indexOf(heading)]
    }
    for (const row of rows) {
      const kyc = mockDb().kyc.get(Number(row[0]))!
      expect(cell(row, 'Postal Address')).toBe(kyc.postal_address ?? '')
      expect(cell(row, 'Physical Address')).toBe(kyc.physical_address ?? '')
      expect(cell(row, 'Village / Town / City')).toBe(kyc.village_town_city ?? '')
      expect(cell(row, 'Mobile Number')).toBe((kyc.mobile_number ?? '').replace(/^\+/, "'+"))
      expect(cell(row, 'Member of Parliament')).toBe(isYes(kyc.member_of_parliament) ? 'Yes' : 'No')
      expect(cell(row, 'Kgosi')).toBe(isYes(kyc.kgosi) ? 'Yes' : 'No')
      expect(cell(row, 'Senior Executive')).toBe(isYes(kyc.senior_executive) ? 'Yes' : 'No')
      expect(cell(row, 'Expiry Date')).toBe(formatIsoDay(kyc.expiry_date))
      expect(cell(row, 'Submitted')).toBe(formatIsoDay(kyc.created_at))
      expect(cell(row, 'Identification Document')).toBe(kyc.identification_document_attachment?.split('/').at(-1) ?? '')
    }
    // Both answers occur, or the loop proved nothing about them.
    const answers = rows.flatMap((row) =>
      ['Member of Parliament', 'Kgosi', 'Senior Executive'].map((q) => cell(row, q)),
    )
    expect(new Set(answers)).toEqual(new Set(['Yes', 'No']))
  })
})
