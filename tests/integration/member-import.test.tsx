import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { addFailure, mockDb, server } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { openMembers, recordRequests } from './members-support'
import { captureDownloads } from '../support/downloads'
import { buildXlsx } from '../unit/mocks/xlsx-builder'

const HEADER = 'name,surname,gender,date_of_birth,email_address,cell_number,telephone_home'
const GOOD_ROW = 'Lorato,Segokgo,female,1993-02-14,lorato.segokgo@example.co.bw,+267 74 111 222,391 1111'
const BAD_ROW = 'Kabelo,Tau,male,1989-06-30,not-an-email,+267 75 222 333,391 2222'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function csvFile(lines: string[], name = 'members.csv'): File {
  return new File([lines.join('\n')], name, { type: 'text/csv' })
}

async function openImport(user: UserEvent) {
  await openMembers('admin')
  await user.click(screen.getByRole('button', { name: 'Import Members' }))
  return screen.findByRole('dialog', { name: 'Import Members' })
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Spreadsheet file/)

/** Uploads once the rows have been read: Upload waits for that. */
async function clickUpload(user: UserEvent, dialog: HTMLElement, name = 'Upload') {
  const upload = within(dialog).getByRole('button', { name })
  await waitFor(() => expect(upload).toBeEnabled())
  await user.click(upload)
}

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
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled())
    // What cannot be read here is left to the server to read.
    expect(within(dialog).getByText(/^The rows could not be read before uploading/)).toBeInTheDocument()
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW]))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled())
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
    await clickUpload(user, dialog)
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
    // Each error beside the refused row's own cells, under the file's headings (a leading '+' made text).
    const [header, ...lines] = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3)).split('\r\n')
    expect(header).toBe(`Row,Error,${HEADER}`)
    const cells = "Kabelo,Tau,male,not-a-date,not-an-email,'+267 75 222 333,391 2222"
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^3,The date of birth [^,]*,${escapeRegExp(cells)}$`)),
      `3,The email address field must be a valid email address.,${cells}`,
    ])

    await user.click(within(result).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Lorato Segokgo' })).toBeInTheDocument()
  })

  it("shows the server's message when it refuses the file", async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    await user.upload(fileInput(dialog), csvFile(['name,surname', 'A,B']))
    await clickUpload(user, dialog)
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
    await clickUpload(user, dialog)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(problem)
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('The given data was invalid.')
  })

  it("says 'Import failed. Please try again.' when no answer comes", async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    addFailure({ group: 'members.import', mode: 'network' })
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW]))
    await clickUpload(user, dialog)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Import failed. Please try again.')
  })

  it("shows the server's message on a 500", async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    addFailure({ group: 'members.import', mode: 500 })
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW]))
    await clickUpload(user, dialog)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server Error')
  })
})

describe('Import Members: rows the console reads before uploading (DESIGN section 11)', () => {
  const futureRow = GOOD_ROW.replace('1993-02-14', '2030-01-01').replace('lorato.segokgo', 'lorato.future')

  it('refuses a file with a date of birth in the future, naming the row, and sends nothing', async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    const seen = recordRequests()
    await user.upload(fileInput(dialog), csvFile([HEADER, GOOD_ROW, futureRow]))
    const report = await within(dialog).findByRole('table', { name: 'Rows to look at' })
    expect(
      within(report)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowRows to look at', '3Refused: Date of birth 2030-01-01 is in the future'])
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled()
    expect(seen).toEqual([])
  })

  it("warns of an Omang a member already holds or another row repeats, uploads after 'Upload anyway', and reports them", async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    const holder = mockDb().members.get(21)!
    const header = `${HEADER},omang_number`
    const second = 'Kabelo,Tau,male,1989-06-30,kabelo.tau@example.co.bw,+267 75 222 333,391 2222'
    const seen = recordRequests()
    await user.upload(
      fileInput(dialog),
      csvFile([header, `${GOOD_ROW},${holder.omang_number}`, `${second},${holder.omang_number}`]),
    )
    const report = await within(dialog).findByRole('table', { name: 'Rows to look at' })
    const who = `${holder.member_id} · ${holder.name} ${holder.surname}`
    expect(
      within(report)
        .getAllByRole('row')
        .map((row) => row.textContent)
        .slice(1),
    ).toEqual([
      `2Omang ${holder.omang_number} already belongs to ${who}`,
      `3Omang ${holder.omang_number} is also on row 2`,
      `3Omang ${holder.omang_number} already belongs to ${who}`,
    ])
    // One search for the one Omang number.
    expect(seen.filter((request) => request.method === 'GET').map((request) => request.search.get('search'))).toEqual([
      holder.omang_number,
    ])
    await clickUpload(user, dialog, 'Upload anyway')
    const result = await screen.findByRole('dialog', { name: 'Import complete' })
    expect(within(result).getByTestId('import-created')).toHaveTextContent('2')
    const warnings = within(result).getByRole('table', { name: 'Uploaded with a warning' })
    expect(within(warnings).getAllByRole('row')).toHaveLength(4)
  })

  it('reads an .xlsx file, its dates as Excel keeps them', async () => {
    const user = userEvent.setup()
    const dialog = await openImport(user)
    // 47484 is 2030-01-01 in Excel's count of days.
    const bytes = await buildXlsx([
      HEADER.split(','),
      ['Lorato', 'Segokgo', 'female', 47484, 'lorato.x@example.co.bw', '+267 74 111 222', '391 1111'],
    ])
    await user.upload(fileInput(dialog), new File([bytes], 'members.xlsx'))
    const report = await within(dialog).findByRole('table', { name: 'Rows to look at' })
    expect(report).toHaveTextContent('Refused: Date of birth 2030-01-01 is in the future')
  })
})
