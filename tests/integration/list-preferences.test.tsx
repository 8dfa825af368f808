import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatIsoDay } from '@/domain/format'
import { mockDb, signInForTest } from '../../mocks/node'
import type { Role } from '../../mocks/node'
import { captureDownloads, parseCsv } from '../support/downloads'
import { renderApp } from '../support/render-app'

const LISTS = {
  loans: { path: '/loans', title: 'Loan Applications' },
  kyc: { path: '/kyc', title: 'KYC Verifications' },
  members: { path: '/users', title: 'Registered Members' },
} as const

/** Signs `role` in and opens a list as a fresh page load would: a new app on the same localStorage. */
async function open(role: Role, list: keyof typeof LISTS = 'loans', query = '') {
  await signInForTest(role)
  const app = renderApp(`${LISTS[list].path}${query}`)
  await screen.findByRole('heading', { name: LISTS[list].title })
  await screen.findByText(/Showing page/)
  return app
}

function columnHeaders(): string[] {
  return (
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, '') ?? '')
      // Neither the selection checkbox's column nor Actions is the reader's to hide.
      .filter((text) => text !== '' && text !== 'Actions')
  )
}

async function setColumn(header: string, shown: boolean) {
  const user = userEvent.setup()
  const toggle = screen.getByRole('button', { name: 'Columns' })
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle)
  const box = within(screen.getByRole('group', { name: 'Columns' })).getByRole('checkbox', { name: header })
  if ((box as HTMLInputElement).checked !== shown) await user.click(box)
  await user.keyboard('{Escape}')
}

const density = () => screen.getByRole('radiogroup', { name: 'Density' })
const views = (title: string = LISTS.loans.title) => screen.getByRole('navigation', { name: `${title} views` })
// A queue tab carries its count once known ('Pending 15'): the names are what comes before it.
const viewNames = (title?: string) =>
  within(views(title))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/ [\d,]+$/, ''))

async function saveView(name: string) {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Save view' }))
  const dialog = await screen.findByRole('dialog', { name: 'Save view' })
  await user.type(within(dialog).getByRole('textbox', { name: /View name/ }), name)
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('Columns and density', () => {
  it('are remembered after a reload, for the user who chose them only', async () => {
    const first = await open('admin')
    expect(columnHeaders()).toEqual(['ID', 'Member ID', 'Applicant', 'Loan Type', 'Amount', 'Applied', 'Age', 'Status'])
    expect(within(density()).getByRole('radio', { name: 'Comfortable' })).toBeChecked()

    await setColumn('Loan Type', false)
    await setColumn('Applied', false)
    expect(columnHeaders()).toEqual(['ID', 'Member ID', 'Applicant', 'Amount', 'Age', 'Status'])
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus()
    await userEvent.setup().click(within(density()).getByRole('radio', { name: 'Compact' }))
    expect(within(density()).getByRole('radio', { name: 'Compact' })).toBeChecked()
    expect(screen.getByRole('table').closest('[data-density]')).toHaveAttribute('data-density', 'compact')

    first.unmount()
    const reloaded = await open('admin')
    expect(columnHeaders()).toEqual(['ID', 'Member ID', 'Applicant', 'Amount', 'Age', 'Status'])
    expect(within(density()).getByRole('radio', { name: 'Compact' })).toBeChecked()

    // Another person signs in on the same computer: the console is as it comes.
    reloaded.unmount()
    const colleague = await open('viewer')
    expect(columnHeaders()).toEqual(['ID', 'Member ID', 'Applicant', 'Loan Type', 'Amount', 'Applied', 'Age', 'Status'])
    expect(within(density()).getByRole('radio', { name: 'Comfortable' })).toBeChecked()

    // Each list keeps its own columns.
    colleague.unmount()
    await open('admin', 'kyc')
    expect(columnHeaders()).toEqual(['ID', 'Member ID', 'Name', 'Omang', 'Nationality', 'Submitted', 'Age', 'Status'])
  })

  it('keeps the last column shown', async () => {
    await open('admin', 'members')
    for (const header of ['ID', 'Member ID', 'Name', 'Gender', 'DOB', 'Omang', 'Passport'])
      await setColumn(header, false)
    expect(columnHeaders()).toEqual(['Status'])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Columns' }))
    expect(screen.getByRole('checkbox', { name: 'Status' })).toBeDisabled()
  })
})

describe('Saved views', () => {
  it('offers All, Pending and Verified - awaiting approval on loans, KYC and members', async () => {
    const loans = await open('admin', 'loans', '?status=verified')
    expect(viewNames()).toEqual(['All', 'Pending', 'Verified - awaiting approval'])
    expect(within(views()).getByRole('link', { name: /^Verified - awaiting approval/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.setup().click(within(views()).getByRole('link', { name: /^Pending/ }))
    await waitFor(() => expect(loans.router.state.location.search).toEqual({ status: 'pending' }))
    expect(within(views()).getByRole('link', { name: /^Pending/ })).toHaveAttribute('aria-current', 'page')
    loans.unmount()

    const kyc = await open('admin', 'kyc')
    expect(viewNames(LISTS.kyc.title)).toEqual(['All', 'Pending', 'Verified - awaiting approval'])
    kyc.unmount()
    const verifiedMembers = mockDb()
      .members.all()
      .filter((member) => member.status === 'verified').length
    expect(verifiedMembers).toBeGreaterThan(0)
    const members = await open('admin', 'members')
    expect(viewNames(LISTS.members.title)).toEqual(['All', 'Pending', 'Verified - awaiting approval'])
    // The members' approver's queue: verified members only, each offering Approve, and the Status filter agrees.
    await userEvent
      .setup()
      .click(within(views(LISTS.members.title)).getByRole('link', { name: /^Verified - awaiting approval/ }))
    await waitFor(() => expect(members.router.state.location.search).toEqual({ status: 'verified' }))
    const table = await screen.findByRole('table')
    await waitFor(() =>
      expect(
        within(table)
          .getAllByTestId('status-badge')
          .map((badge) => badge.textContent),
      ).toEqual(Array.from({ length: Math.min(15, verifiedMembers) }, () => 'Verified')),
    )
    expect(within(table).getAllByRole('button', { name: /^Approve member / })).toHaveLength(
      Math.min(15, verifiedMembers),
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter' }))
    expect(screen.getByLabelText('Status')).toHaveValue('verified')
    expect(screen.getByRole('option', { name: 'Verified' })).toBeInTheDocument()
  })

  it('keeps search, filters, sort and columns under a name, after a reload, for that user only', async () => {
    const first = await open('admin', 'loans', '?search=Personal&status=pending&sort=amount&order=desc&page=2')
    await setColumn('Loan Type', false)
    await saveView('Big personal loans')
    const tab = within(views()).getByRole('link', { name: 'Big personal loans' })
    expect(tab).toHaveAttribute('aria-current', 'page')
    // The view is a link to share: the URL carries its search, filters and sort, from page 1.
    expect(tab.getAttribute('href')).toBe('/loans?search=Personal&status=pending&sort=amount&order=desc')

    // Another view shows other records and, once the columns change, other columns.
    const user = userEvent.setup()
    await user.click(within(views()).getByRole('link', { name: 'All' }))
    await waitFor(() => expect(first.router.state.location.search).toEqual({}))
    await setColumn('Loan Type', true)
    await setColumn('Status', false)
    expect(columnHeaders()).toEqual(['ID', 'Member ID', 'Applicant', 'Loan Type', 'Amount', 'Applied', 'Age'])

    first.unmount()
    const reloaded = await open('admin')
    expect(viewNames()).toEqual(['All', 'Pending', 'Verified - awaiting approval', 'Big personal loans'])
    await userEvent.setup().click(within(views()).getByRole('link', { name: 'Big personal loans' }))
    await waitFor(() =>
      expect(reloaded.router.state.location.search).toEqual({
        search: 'Personal',
        status: 'pending',
        sort: 'amount',
        order: 'desc',
      }),
    )
    expect(columnHeaders()).toEqual(['ID', 'Member ID', 'Applicant', 'Amount', 'Applied', 'Age', 'Status'])
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('searchbox')).toHaveValue('Personal')

    reloaded.unmount()
    const colleague = await open('viewer')
    expect(viewNames()).toEqual(['All', 'Pending', 'Verified - awaiting approval'])
    colleague.unmount()

    await open('admin')
    await userEvent.setup().click(within(views()).getByRole('button', { name: 'Delete view Big personal loans' }))
    expect(viewNames()).toEqual(['All', 'Pending', 'Verified - awaiting approval'])
    expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus()
  })

  it('asks for a name that no other view has', async () => {
    await open('admin', 'members', '?status=rejected')
    await saveView('Rejected')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save view' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save view' })
    const name = within(dialog).getByRole('textbox', { name: /View name/ })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('View name is required')).toBeInTheDocument()
    await user.type(name, 'pending')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('A default view already has this name.')).toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'rejected')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('You already have a view with this name.')).toBeInTheDocument()
    expect(name).toHaveAccessibleDescription('You already have a view with this name.')
  })
})

describe('Export of visible or all columns', () => {
  it('writes the columns chosen, amounts as plain numbers under Amount (BWP) and dates as yyyy-mm-dd', async () => {
    await open('admin', 'loans', '?status=approved')
    await setColumn('Member ID', false)
    await setColumn('Loan Type', false)
    const downloads = captureDownloads()
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(screen.getByRole('button', { name: 'Visible columns' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const [visibleHeader, ...visibleRows] = await parseCsv(downloads[0]!.blob)
    expect(visibleHeader).toEqual(['ID', 'Applicant', 'Amount (BWP)', 'Applied', 'Age (days)', 'Status'])

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(screen.getByRole('button', { name: 'All columns' }))
    await waitFor(() => expect(downloads).toHaveLength(2))
    const [allHeader, ...allRows] = await parseCsv(downloads[1]!.blob)
    // Every field of the record, under the record screen's labels, not only the list's columns.
    expect(allHeader).toEqual(expect.arrayContaining(['ID', 'Member ID', 'Loan Type', 'Amount (BWP)', 'Employer']))
    const at = (header: string) => allHeader!.indexOf(header)

    const approved = mockDb()
      .loans.all()
      .filter((loan) => loan.status === 'approved')
    expect(visibleRows).toHaveLength(approved.length)
    expect(allRows).toHaveLength(approved.length)
    for (const [index, row] of allRows.entries()) {
      const loan = mockDb().loans.get(Number(row[0]))!
      const amount = row[at('Amount (BWP)')]!
      expect(amount).toMatch(/^\d+(\.\d+)?$/)
      expect(Number(amount)).toBe(Number(loan.amount_applied_for_in_numeric))
      const applied = row[at('Applied date')]
      expect(applied).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(applied).toBe(
        formatIsoDay(new Date(loan.created_at.replace(' ', 'T').replace(/(\d{2}:\d{2}:\d{2})$/, '$1Z'))),
      )
      expect(row[at('Status')]).toBe('Approved')
      expect(visibleRows[index]).toEqual([
        row[0],
        `${row[at('First Names')]} ${row[at('Surname')]}`,
        amount,
        applied,
        expect.stringMatching(/^\d+$/),
        'Approved',
      ])
    }
  })
})
