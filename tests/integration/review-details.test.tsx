import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addFailure, mockDb, recordedNotifications, setMockControls } from '../../mocks/node'
import type { LoanStatus, Role } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { signInDecidingAtOnce } from '../support/undo-hold'
import { renderApp } from '../support/render-app'
import { elapse, elapseUntil, useTestClock } from '../support/time'
import { actionNames, fieldValue, findFailurePanel, recordBadge } from './details-support'
import { confirmWhenReady, withoutAttention } from './review-support'

/** A person's request waiting out a 429 says so, once: 'The server is busy. Retrying in 12 s'. */
const SERVER_BUSY = /^The server is busy\. Retrying/

// What the loan and the KYC details screens share, driven from one table: loading failures,
// permissions, the actions each role gets, rejecting, and a failed action rolling back.

type ReviewStatus = LoanStatus
type ReviewAction = 'Verify' | 'Approve' | 'Reject'

interface ReviewEntity {
  title: string
  list: string
  /** The mock's endpoint group: `loans` for `loans.show`, `loans.verify`, ... */
  group: 'loans' | 'kyc'
  /** The API's path for these records. */
  api: string
  notFound: string
  loadFailed: string
  /** 'loan application' in 'Are you sure you want to verify this loan application?' */
  noun: string
  actionFailed: Record<ReviewAction, string>
  /** The record's status and notes in the mock database. */
  stored: (id: number) => { status: string; notes?: string | null; member_id?: string | null } | undefined
  /** A record other than the hostile-text fixtures (ids 1-3) with this status, raising no check that needs attention. */
  withStatus: (status: ReviewStatus) => { id: number; notes?: string | null }
  /** Waits for the record's fields to show. */
  shown: () => Promise<unknown>
}

function pick<T extends { id: number; status: string }>(rows: T[], status: ReviewStatus, what: string): T {
  const row = rows.find((candidate) => candidate.status === status && candidate.id > 3)
  if (!row) throw new Error(`No ${status} ${what} in the seed`)
  return row
}

const ENTITIES: ReviewEntity[] = [
  {
    title: 'Loan Details',
    list: '/loans',
    group: 'loans',
    api: '/api/loan-application2s',
    notFound: 'Loan not found',
    loadFailed: 'Failed to load this loan application.',
    noun: 'loan application',
    actionFailed: {
      Verify: 'Failed to verify loan',
      Approve: 'Failed to approve loan',
      Reject: 'Failed to reject loan',
    },
    stored: (id) => mockDb().loans.get(id),
    withStatus: (status) => {
      const loan = pick(mockDb().loans.all(), status, 'loan')
      withoutAttention('loan', loan.id)
      return loan
    },
    shown: () => screen.findByText('Loan application'),
  },
  {
    title: 'KYC Details',
    list: '/kyc',
    group: 'kyc',
    api: '/api/kyc-1s',
    notFound: 'KYC not found',
    loadFailed: 'Failed to load this KYC record.',
    noun: 'KYC record',
    actionFailed: { Verify: 'Failed to verify KYC', Approve: 'Failed to approve KYC', Reject: 'Failed to reject KYC' },
    stored: (id) => mockDb().kyc.get(id),
    withStatus: (status) => {
      const kyc = pick(mockDb().kyc.all(), status, 'KYC record')
      withoutAttention('kyc', kyc.id)
      return kyc
    },
    shown: () => screen.findByRole('region', { name: 'Identity' }),
  },
]

describe.each(ENTITIES)('$title', (entity) => {
  const pathOf = (id: number) => `${entity.list}/${id}`

  async function open(role: Role, id: number) {
    await signInDecidingAtOnce(role)
    const app = renderApp(pathOf(id))
    await screen.findByRole('heading', { name: entity.title })
    await entity.shown()
    return app
  }

  /** Reject asks why first: Confirm stays disabled until a reason is chosen. */
  async function confirmAction(name: ReviewAction, reason = 'Documents unreadable') {
    const user = userEvent.setup()
    await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(`Are you sure you want to ${name.toLowerCase()} this ${entity.noun}?`)
    const confirm = within(dialog).getByRole('button', { name })
    if (name === 'Reject') {
      expect(confirm).toBeDisabled()
      await user.click(within(dialog).getByRole('radio', { name: reason }))
    } else {
      expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument()
    }
    await confirmWhenReady(user, dialog, name)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  }

  it.each([
    ['a server error', 500],
    ['a malformed record', 'malformed' as const],
    ['a dropped connection', 'network' as const],
  ])('never says it is not found after %s: the failure text with Try again, which recovers', async (_name, mode) => {
    // The quick retry, and after no answer the wait for the server to answer again, on the test's clock.
    useTestClock()
    await signInDecidingAtOnce('admin')
    const record = entity.withStatus('pending')
    addFailure({ group: `${entity.group}.show`, mode })
    renderApp(pathOf(record.id))
    await elapseUntil(() => screen.queryByText(entity.loadFailed) !== null, 250)
    const alert = await findFailurePanel(entity.loadFailed)
    expect(screen.queryByText(entity.notFound)).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: entity.title })).toBeInTheDocument()
    setMockControls({ failures: [] })
    const pressed = Date.now()
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(within(alert).getByRole('button', { name: 'Try again' }))
    // The record's loading screen stays up for its minimum, on the test's clock too.
    await elapseUntil(() => !alert.isConnected)
    // Asked at once, even after no answer: not at the console's next look for the server (2 s on).
    expect(Date.now() - pressed).toBeLessThan(1_000)
    await entity.shown()
    expect(fieldValue('ID')).toBe(String(record.id))
    expect(alert).not.toBeInTheDocument()
  })

  it('waits out a 429 (Laravel ran nothing), says so, never not found, and shows the record when let', async () => {
    useTestClock()
    await signInDecidingAtOnce('admin')
    const record = entity.withStatus('pending')
    addFailure({ group: `${entity.group}.show`, mode: 429 })
    renderApp(pathOf(record.id))
    expect(await screen.findByText(SERVER_BUSY)).toBeInTheDocument()
    expect(screen.queryByText(entity.notFound)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
    setMockControls({ failures: [] })
    await elapse(60_000)
    await entity.shown()
    expect(fieldValue('ID')).toBe(String(record.id))
    expect(screen.queryByText(SERVER_BUSY)).not.toBeInTheDocument()
  })

  it("says 'You do not have permission to view this.' for a 403, with no Try again", async () => {
    await signInDecidingAtOnce('admin')
    addFailure({ group: `${entity.group}.show`, mode: 403 })
    renderApp(pathOf(entity.withStatus('pending').id))
    const alert = await findFailurePanel('You do not have permission to view this.')
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByText(entity.notFound)).not.toBeInTheDocument()
  })

  it('goes Back to its list when opened directly', async () => {
    const { router } = await open('admin', entity.withStatus('pending').id)
    await userEvent.setup().click(screen.getByRole('button', { name: /Back/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe(entity.list))
  })

  it.each<[Role, ReviewStatus, ReviewAction[]]>([
    ['admin', 'pending', ['Reject']],
    ['admin', 'verified', ['Approve', 'Reject']],
    ['admin', 'approved', []],
    ['admin', 'rejected', []],
    ['viewer', 'pending', ['Verify', 'Reject']],
    ['viewer', 'verified', ['Reject']],
    ['viewer', 'approved', []],
    ['viewer', 'rejected', []],
  ])('as %s, a %s record offers %j', async (role, status, expected) => {
    await open(role, entity.withStatus(status).id)
    expect(actionNames()).toEqual(expected)
  })

  it.each<[Role, ReviewStatus]>([
    ['admin', 'pending'],
    ['admin', 'verified'],
    ['viewer', 'pending'],
    ['viewer', 'verified'],
  ])('rejects as %s from %s: at once on screen, then with a notes line on the server', async (role, status) => {
    const record = entity.withStatus(status)
    await open(role, record.id)
    await confirmAction('Reject', 'Incomplete application')
    expect(recordBadge()).toHaveTextContent('Rejected')
    await waitFor(() => expect(entity.stored(record.id)?.status).toBe('rejected'))
    expect(entity.stored(record.id)?.notes).toMatch(
      /Rejected on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by (Kagiso Molefe|Naledi Sebego): Incomplete application$/,
    )
  })

  it.each<{ role: Role; from: ReviewStatus; action: ReviewAction; to: string }>([
    { role: 'admin', from: 'verified', action: 'Approve', to: 'Approved' },
    { role: 'viewer', from: 'pending', action: 'Verify', to: 'Verified' },
    { role: 'admin', from: 'pending', action: 'Reject', to: 'Rejected' },
  ])('a failed $action rolls the $from record back and says so', async ({ role, from, action, to }) => {
    const record = entity.withStatus(from)
    await open(role, record.id)
    addFailure({ group: `${entity.group}.${action.toLowerCase()}`, mode: 500 })
    const call = holdRequests('post', `*${entity.api}/${record.id}/*`)
    const before = actionNames()
    await confirmAction(action)
    await waitFor(() => expect(call.requests).toHaveLength(1))
    expect(recordBadge()).toHaveTextContent(to)
    call.release()
    // The failure names its record: 'Failed to verify loan: Oratile Rantao · KM1039 · BWP 20,000'.
    const failure = await screen.findByText((text) => text.startsWith(`${entity.actionFailed[action]}: `))
    expect(failure).toHaveTextContent(String(entity.stored(record.id)?.member_id))
    expect(recordBadge()).toHaveTextContent(from === 'pending' ? 'Pending' : 'Verified')
    expect(actionNames()).toEqual(before)
    // The record's body (its fields, with Notes) follows the summary in a render of its own.
    await waitFor(() => expect(fieldValue('Notes')).toBe(record.notes ?? 'N/A'))
    expect(entity.stored(record.id)?.status).toBe(from)
    expect(recordedNotifications()).toEqual([])
  })
})
