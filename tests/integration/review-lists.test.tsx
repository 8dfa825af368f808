import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addFailure, mockDb, recordedNotifications } from '../../mocks/node'
import type { LoanStatus, Role } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { findNotice } from '../support/notices'
import { signInDecidingAtOnce } from '../support/undo-hold'
import { renderApp } from '../support/render-app'
import { confirmWhenReady, withoutAttentionAll } from './review-support'

// What the loan and the KYC lists share, driven from one table: the row actions each role gets, a
// confirmed action changing the badge at once, a failure rolling it back, and verify's notify call.
// Each list's own columns, paging and filters stay in loans-list and kyc-list.

type ReviewAction = 'Verify' | 'Approve' | 'Reject'

interface ReviewListEntity {
  title: string
  list: string
  /** The mock's endpoint group: `loans` for `loans.approve`, ... */
  group: 'loans' | 'kyc'
  /** The API's path for these records. */
  api: string
  kind: 'loan' | 'kyc'
  /** 'loan application' in 'Approve loan application 46' and in the confirmation question. */
  noun: string
  /** The confirmation dialog of an action: 'Approve Loan Application', 'Approve KYC'. */
  dialogName: (action: ReviewAction) => string
  detailsDialog: string
  approved: string
  /** What a failed Approve says, with the mock's 500. */
  approveFailed: string
  stored: (id: number) => { status: string; notes?: string | null } | undefined
  /** The notify call's body after a verify (SPEC section 6). */
  notifyBody: (id: number) => Record<string, unknown>
  /** A field the row's View shows. */
  shownInDetails: (id: number) => string
  /** How the confirmation names the record, from its start: the person, then the member ID. */
  subject: (id: number) => string
}

const ENTITIES: ReviewListEntity[] = [
  {
    title: 'Loan Applications',
    list: '/loans',
    group: 'loans',
    api: '/api/loan-application2s',
    kind: 'loan',
    noun: 'loan application',
    dialogName: (action) => `${action} Loan Application`,
    detailsDialog: 'Loan Application Details',
    approved: 'Approved: ',
    approveFailed: 'Failed to approve loan application: ',
    stored: (id) => mockDb().loans.get(id),
    notifyBody: (id) => ({
      loan_id: id,
      param1: mockDb().loans.get(id)!.member_id,
      param2: expect.stringMatching(/^\d{2}, \d{2}, \d{4}$/),
      param3: 'verified',
    }),
    shownInDetails: (id) => mockDb().loans.get(id)!.member_id,
    subject: (id) => {
      const loan = mockDb().loans.get(id)!
      return `${loan.first_names} ${loan.surname} · ${loan.member_id} · BWP`
    },
  },
  {
    title: 'KYC Verifications',
    list: '/kyc',
    group: 'kyc',
    api: '/api/kyc-1s',
    kind: 'kyc',
    noun: 'KYC record',
    dialogName: (action) => `${action} KYC`,
    detailsDialog: 'KYC Details',
    approved: 'Approved: ',
    approveFailed: 'Failed to approve KYC: ',
    stored: (id) => mockDb().kyc.get(id),
    notifyBody: (id) => ({
      kyc_id: id,
      param1: mockDb().kyc.get(id)!.name,
      param2: expect.stringMatching(/^\d{2}, \d{2}, \d{4}$/),
      param3: 'verified',
    }),
    shownInDetails: (id) => mockDb().kyc.get(id)!.omang_number ?? 'N/A',
    subject: (id) => {
      const kyc = mockDb().kyc.get(id)!
      return `${[kyc.title, kyc.name, kyc.surname].filter(Boolean).join(' ')} · ${kyc.member_id}`
    },
  },
]

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

const actionNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')

/** The record id of a row, from its link to the record. */
function idOf(row: HTMLElement): number {
  const href = within(row).getAllByRole('link')[0]!.getAttribute('href') ?? ''
  return Number(/\/(\d+)(?:\?|$)/.exec(new URL(href, 'http://localhost').pathname)?.[1])
}

function rowOfStatus(label: string): { row: HTMLElement; id: number } {
  const row = bodyRows().find((candidate) => within(candidate).queryByTestId('status-badge')?.textContent === label)
  if (!row) throw new Error(`No ${label} record on this page`)
  return { row, id: idOf(row) }
}

const label = (status: LoanStatus) => status.charAt(0).toUpperCase() + status.slice(1)

describe.each(ENTITIES)('$title list', (entity) => {
  async function open(role: Role, status?: LoanStatus) {
    await signInDecidingAtOnce(role)
    // Its rows' Verify and Approve confirm without acknowledgements (review-checks covers those).
    if (status) withoutAttentionAll(entity.kind, status)
    const app = renderApp(status ? `${entity.list}?status=${status}` : entity.list)
    await screen.findByRole('heading', { name: entity.title })
    await screen.findByText(/Showing page/)
    return app
  }

  async function confirm(row: HTMLElement, id: number, action: ReviewAction) {
    const user = userEvent.setup()
    await user.click(within(row).getByRole('button', { name: `${action} ${entity.noun} ${id}` }))
    const dialog = await screen.findByRole('dialog', { name: entity.dialogName(action) })
    expect(dialog).toHaveTextContent(`Are you sure you want to ${action.toLowerCase()} this ${entity.noun}?`)
    // With the list dimmed behind it, the dialog names the record the action is for.
    expect(dialog).toHaveTextContent(entity.subject(id))
    const confirmButton = within(dialog).getByRole('button', { name: action })
    if (action === 'Reject') {
      // Reject asks why, like Suspend: Confirm waits for a reason.
      expect(confirmButton).toBeDisabled()
      await user.click(within(dialog).getByRole('radio', { name: 'Documents unreadable' }))
    }
    await confirmWhenReady(user, dialog, action)
  }

  it.each<[Role, LoanStatus, string[]]>([
    ['admin', 'pending', ['View', 'Reject']],
    ['admin', 'verified', ['View', 'Approve', 'Reject']],
    ['admin', 'approved', ['View']],
    ['viewer', 'pending', ['View', 'Verify', 'Reject']],
    ['viewer', 'verified', ['View', 'Reject']],
    ['viewer', 'rejected', ['View']],
  ])('offers %s on every %s row exactly %j', async (role, status, expected) => {
    await open(role, status)
    const rows = bodyRows()
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(within(row).getByTestId('status-badge')).toHaveTextContent(label(status))
      expect(actionNames(row)).toEqual(expected)
    }
  })

  it('approves as admin: the badge changes at once, the server gets the status and a notes line', async () => {
    await open('admin', 'verified')
    const { row, id } = rowOfStatus('Verified')
    const approve = holdRequests('post', `*${entity.api}/${id}/approve`)
    await confirm(row, id, 'Approve')
    // At once: the server has the call and has not answered.
    await waitFor(() => expect(approve.requests).toHaveLength(1))
    expect(within(row).getByTestId('status-badge')).toHaveTextContent('Approved')
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument()
    expect(entity.stored(id)?.status).toBe('verified')
    approve.release()
    await waitFor(() => expect(entity.stored(id)?.status).toBe('approved'))
    expect(entity.stored(id)?.notes).toMatch(/Approved on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by Kagiso Molefe/)
    expect(await findNotice(entity.approved, entity.subject(id))).toBeInTheDocument()
  })

  it('rolls the badge back and says so when the server fails the action', async () => {
    await open('admin', 'verified')
    const { row, id } = rowOfStatus('Verified')
    const approve = holdRequests('post', `*${entity.api}/${id}/approve`)
    addFailure({ group: `${entity.group}.approve`, mode: 500 })
    await confirm(row, id, 'Approve')
    await waitFor(() => expect(approve.requests).toHaveLength(1))
    expect(within(row).getByTestId('status-badge')).toHaveTextContent('Approved')
    approve.release()
    expect(await findNotice(entity.approveFailed, entity.subject(id))).toBeInTheDocument()
    await waitFor(() =>
      expect(within(bodyRows().find((r) => idOf(r) === id)!).getByTestId('status-badge')).toHaveTextContent('Verified'),
    )
    expect(entity.stored(id)?.status).toBe('verified')
  })

  it('rejects as admin from a pending row', async () => {
    await open('admin', 'pending')
    const { row, id } = rowOfStatus('Pending')
    await confirm(row, id, 'Reject')
    await waitFor(() => expect(entity.stored(id)?.status).toBe('rejected'))
    expect(entity.stored(id)?.notes).toMatch(
      /Rejected on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by Kagiso Molefe: Documents unreadable$/,
    )
  })

  it('verifies as viewer, keeps the row busy while it runs, then sends the notify call', async () => {
    await open('viewer', 'pending')
    const { row, id } = rowOfStatus('Pending')
    const verify = holdRequests('post', `*${entity.api}/${id}/verify`)
    await confirm(row, id, 'Verify')
    await waitFor(() => expect(verify.requests).toHaveLength(1))
    expect(within(row).getByTestId('status-badge')).toHaveTextContent('Verified')
    expect(within(row).getByRole('button', { name: `Reject ${entity.noun} ${id}` })).toBeDisabled()
    verify.release()
    await waitFor(() => expect(within(row).getByRole('button', { name: `Reject ${entity.noun} ${id}` })).toBeEnabled())
    await waitFor(() => expect(recordedNotifications()).toHaveLength(1))
    expect(recordedNotifications()[0]).toMatchObject({
      entity: entity.group,
      recordId: id,
      body: entity.notifyBody(id),
    })
    expect(entity.stored(id)?.status).toBe('verified')
  })

  it("shows a row's record in the View dialog, which Escape closes", async () => {
    await open('admin')
    const [first] = bodyRows()
    const id = idOf(first!)
    const user = userEvent.setup()
    await user.click(within(first!).getByRole('button', { name: `View ${entity.noun} ${id}` }))
    const dialog = await screen.findByRole('dialog', { name: entity.detailsDialog })
    expect(dialog).toHaveTextContent(entity.shownInDetails(id))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
