import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { addFailure, mockDb, server } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { openMembers, recordRequests } from './members-support'
import { captureDownloads } from '../support/downloads'

const HEADER = 'name,surname,gender,date_of_birth,email_address,cell_number,telephone_home'
const GOOD_ROW = 'Lorato,Segokgo,female,1993-02-14,lorato.segokgo@example.co.bw,+267 74 111 222,391 1111'
const BAD_ROW = 'Kabelo,Tau,male,1989-06-30,not-an-email,+267 75 222 333,391 2222'

function csvFile(lines: string[], name = 'members.csv'): File {
  return new File([lines.join('\n')], name, { type: 'text/csv' })
}

async function openImport(user: UserEvent) {
  await openMembers('admin')
  await user.click(screen.getByRole('button', { name: 'Import Members' }))
  return screen.findByRole('dialog', { name: 'Import Members' })
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Spreadsheet file/)

describe('Import Members: refused before uploading', () => {
  it('refuses a .pdf and says why, sending nothing', async () => {
    // A user can switch the file picker to "All files", so the accept attribute is no guard.
    const user = userEvent.setup({ applyAccept: false })
    const dialog = await openImport(user)
    const seen = recordRequests()
    await user.upload(fileInput(dialog), new File(['%PDF-1.4'], 'members.pdf', { type: 'application/pdf' }))
    expect(
      within(dialog).getByText('"members.pdf" cannot be imported: only .xlsx and .csv files are accepted.'),
    ).toBeInTheDocument()
    expect(fileInput(dialog)).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled()
    expect(seen).toEqual([])
  })

  it('refuses a file over 10 MB and says why', async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    const seen = recordRequests()
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' })
    await user.upload(fileInput(dialog), big)
    expect(
      within(dialog).getByText('"big.csv" is larger than 10 MB, the most that can be imported.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled()
    expect(seen).toEqual([])
  })

  it('lists the expected columns and offers a template to fill in', async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    expect(within(dialog).getByText('Required columns').nextElementSibling).toHaveTextContent(
      'name, surname, gender, date_of_birth, email_address, cell_number',
    )
    expect(within(dialog).getByText('Optional columns').nextElementSibling).toHaveTextContent(/omang_number/)
    const saved = captureDownloads()
    await user.click(within(dialog).getByRole('button', { name: 'Download template (CSV)' }))
    expect(saved.map((file) => file.name)).toEqual(['members-import-template.csv'])
    const text = new TextDecoder().decode(new Uint8Array(await saved[0]!.blob.arrayBuffer()))
    const [header, example] = text.split('\r\n')
    expect(header?.split(',').slice(0, 6)).toEqual([
      'name',
      'surname',
      'gender',
      'date_of_birth',
      'email_address',
      'cell_number',
    ])
    expect(example).toMatch(/^Lorato,Segokgo,female,1993-02-14,/)
  })

  it('accepts .xlsx and .csv', async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    expect(fileInput(dialog)).toHaveAttribute('accept', expect.stringContaining('.xlsx,.csv'))
    await user.upload(fileInput(dialog), new File(['x'], 'MEMBERS.XLSX'))
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled()
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW]))
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled()
  })
})

describe('Import Members: the upload and its result', () => {
  it('uploads with progress, then lists each row error, offers them as CSV, and refreshes the list', async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    const before = mockDb().members.all().length
    const uploading = holdRequests('post', '*/api/import-members')
    const seen = recordRequests()
    // Two bad fields on one row: still one row with errors, as the server's 'rows skipped' says.
    const worseRow = BAD_ROW.replace('1989-06-30', 'not-a-date')
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW, worseRow]))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByRole('progressbar')).toBeInTheDocument()
    expect(within(dialog).getByText(/^(Uploading|Processing) members\.csv\.\.\.$/)).toBeInTheDocument()
    uploading.release()

    const result = await screen.findByRole('dialog', { name: 'Import complete' })
    expect(within(result).getByTestId('import-created')).toHaveTextContent('1')
    expect(within(result).getByTestId('import-errors')).toHaveTextContent('1')
    expect(within(result).getByText('Rows with errors, skipped')).toBeInTheDocument()
    expect(within(result).getByText('Import complete: 1 member created, 1 row skipped.')).toBeInTheDocument()
    const rows = within(within(result).getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowError',
      expect.stringMatching(/^3The date of birth/),
      '3The email address field must be a valid email address.',
    ])
    expect(mockDb().members.all().length).toBe(before + 1)
    const upload = seen.find((request) => request.path === '/api/import-members')
    expect(upload?.contentType).toContain('multipart/form-data')
    expect(await upload?.body).toEqual({ file: 'file:members.csv' })
    await waitFor(() =>
      expect(seen.some((request) => request.method === 'GET' && request.path === '/api/memberships')).toBe(true),
    )

    const saved = captureDownloads()
    await user.click(within(result).getByRole('button', { name: 'Download errors (CSV)' }))
    expect(saved.map((file) => file.name)).toEqual(['Import errors.csv'])
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer())
    // UTF-8 with a byte order mark, which Blob.text() would quietly drop.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toMatch(
      /^Row,Error\r\n3,The date of birth .*\r\n3,The email address field must be a valid email address\.$/,
    )

    await user.click(within(result).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Lorato Segokgo' })).toBeInTheDocument()
  })

  it("shows the server's message when it refuses the file", async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    await user.upload(fileInput(dialog), csvFile(['name,surname', 'A,B']))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is missing the required columns: gender, date_of_birth, email_address, cell_number.',
    )
    expect(screen.getByRole('dialog', { name: 'Import Members' })).toBeInTheDocument()
  })

  it("shows Laravel 8's field error, not its generic 'The given data was invalid.'", async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    const problem = 'The file must be a file of type: xlsx, csv.'
    server.use(
      http.post('*/api/import-members', () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { file: [problem] } }, { status: 422 }),
      ),
    )
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW]))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(problem)
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('The given data was invalid.')
  })

  it("says 'Import failed. Please try again.' when no answer comes", async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    addFailure({ group: 'members.import', mode: 'network' })
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW]))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Import failed. Please try again.')
  })

  it("shows the server's message on a 500", async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    addFailure({ group: 'members.import', mode: 500 })
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW]))
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server Error')
  })
})
