import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { addFailure, mockDb, server, setMockControls, signInForTest } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { findNotice } from '../support/notices'
import { renderApp, type RenderedApp } from '../support/render-app'
import { elapse, elapseUntil, useTestClock } from '../support/time'
import { recordRequests } from './details-support'

// DESIGN section 11, issue 22: every status change is one the server has, or one the console is
// visibly still sending; a reload, a crash or a lost session never drops it. The clock is the test's:
// a 429 here says 'Retry-After: 60', and the console sends nothing for that minute.

const MINUTE = 61_000

function activeMember() {
  const member = mockDb()
    .members.all()
    .find((candidate) => candidate.status === 'active' && candidate.id > 3)
  if (!member) throw new Error('No active member in the seed')
  return member
}

const actions = () => within(screen.getByRole('group', { name: 'Actions' }))
/** The record's status as its summary shows it (the Status field repeats it further down). */
const badge = () => screen.getAllByTestId('status-badge')[0]
const outboxKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('outbox:'))

/** The notes the member's unconfirmed change carries, as this browser kept it. */
function keptNotes(memberId: number): string {
  for (const key of outboxKeys()) {
    const writes = JSON.parse(localStorage.getItem(key) ?? '[]') as { recordId: number; body: { notes: string } }[]
    const write = writes.find((candidate) => candidate.recordId === memberId)
    if (write) return write.body.notes
  }
  throw new Error(`No unconfirmed change kept for member ${memberId}`)
}

/** The member's screen, once its fields show; `wait` lets a refusal's minute pass first, with no console open. */
async function openMember(id: number, wait = 0): Promise<RenderedApp> {
  if (wait > 0) await elapse(wait)
  const app = renderApp(`/users/${id}`)
  // The sign-in check's 'Loading...' stays at least 200 ms: with the test's clock, that is moved on too.
  if (vi.isFakeTimers()) await elapseUntil(() => screen.queryByRole('region', { name: 'Membership' }) !== null)
  await screen.findByRole('heading', { name: 'User Details' })
  await screen.findByRole('region', { name: 'Membership' })
  return app
}

async function suspend(user: ReturnType<typeof userEvent.setup>) {
  await user.click(actions().getByRole('button', { name: 'Suspend' }))
  const dialog = await screen.findByRole('dialog', { name: 'Suspend User' })
  await user.click(within(dialog).getAllByRole('radio')[0] as HTMLElement)
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Suspension' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

/** The server refuses every suspension with 429 (Laravel ran nothing) until `letThrough`. */
const throttleSuspensions = () => addFailure({ group: 'members.suspend', mode: 429 })
const letThrough = () => setMockControls({ failures: [] })

/** The suspension was refused (429): the record says it waits, for as long as the server asked. */
async function refusedForNow() {
  expect(await screen.findByText(/^Waiting for the server \(\d+ s\)$/)).toBeInTheDocument()
}

/** Signed in as the admin, on an active member's screen, its suspension refused for now (the clock taken). */
async function suspensionWaiting() {
  const member = activeMember()
  await signInForTest('admin')
  const app = await openMember(member.id)
  throttleSuspensions()
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  await suspend(user)
  expect(badge()).toHaveTextContent('Suspended')
  await refusedForNow()
  return { member, app, user }
}

describe('the outbox', () => {
  it('keeps a throttled change through a reload (a fresh console from what it persisted) and sends it once', async () => {
    useTestClock()
    const { member, app } = await suspensionWaiting()
    expect(screen.getByRole('button', { name: '1 change waiting' })).toBeInTheDocument()
    expect(outboxKeys()).toHaveLength(1)
    const requests = recordRequests()

    // The tab goes (a reload); a new console starts from what this browser kept, once the minute is over.
    app.unmount()
    await openMember(member.id, MINUTE)
    // The record shows the change again, unconfirmed, though the server still has the member active.
    expect(badge()).toHaveTextContent('Suspended')
    expect(await screen.findByRole('button', { name: '1 change waiting' })).toBeInTheDocument()
    expect(mockDb().members.get(member.id)?.status).toBe('active')

    letThrough()
    await elapse(MINUTE)
    expect(await findNotice('Suspended: ', member.member_id)).toBeInTheDocument()
    expect(mockDb().members.get(member.id)?.status).toBe('suspended')
    expect(
      mockDb()
        .members.get(member.id)
        ?.notes?.match(/Suspended on /g),
    ).toHaveLength(1)
    expect(requests.filter((request) => request === `POST /api/memberships/${member.id}/suspend`).length).toBeLessThan(
      3,
    )
    await waitFor(() => expect(outboxKeys()).toEqual([]))
  })

  it('counts a replayed change done when the server already has it, its notes line and all', async () => {
    useTestClock()
    const { member, app } = await suspensionWaiting()
    app.unmount()
    // The suspension reached the server before the tab went; its answer did not reach the console.
    const notes = keptNotes(member.id)
    act(() => {
      mockDb().members.update(member.id, { status: 'suspended', notes })
    })
    letThrough()
    await openMember(member.id, MINUTE)
    expect(await findNotice('Suspended: ', member.member_id)).toBeInTheDocument()
    expect(badge()).toHaveTextContent('Suspended')
    expect(mockDb().members.get(member.id)?.notes).toBe(notes)
    expect(notes).toMatch(/Suspended on .* by Kagiso Molefe/)
    await waitFor(() => expect(outboxKeys()).toEqual([]))
  })

  it("says 'Not applied' when a colleague made the same decision first: theirs is on record, not this one", async () => {
    useTestClock()
    const { member, app } = await suspensionWaiting()
    app.unmount()
    // Meanwhile a colleague suspended the member, with a reason of their own.
    act(() => {
      mockDb().members.update(member.id, { status: 'suspended', notes: 'Suspended by a colleague' })
    })
    letThrough()
    await openMember(member.id, MINUTE)
    expect(await findNotice('Not applied: ', member.member_id)).toHaveTextContent(/is already suspended$/)
    expect(screen.queryByText(/^Suspended: /)).not.toBeInTheDocument()
    expect(badge()).toHaveTextContent('Suspended')
    expect(mockDb().members.get(member.id)?.notes).toBe('Suspended by a colleague')
    expect(outboxKeys()).toEqual([])
  })

  it("rolls a replayed change back with 'Not applied: ... is already ...' when the server has another status", async () => {
    useTestClock()
    const { member, app } = await suspensionWaiting()
    app.unmount()
    act(() => {
      mockDb().members.update(member.id, { status: 'rejected' })
    })
    letThrough()
    await openMember(member.id, MINUTE)
    expect(await findNotice('Not applied: ', member.member_id)).toHaveTextContent(/is already rejected$/)
    await waitFor(() => expect(badge()).toHaveTextContent('Rejected'))
    expect(mockDb().members.get(member.id)?.status).toBe('rejected')
    expect(screen.getByRole('button', { name: '1 not applied' })).toBeInTheDocument()
  })

  it('asks the server when its answer is not Laravel’s: not made, the change is rolled back and named', async () => {
    // A 200 whose body breaks the answer's shape, and the server made nothing.
    const loggedErrors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const member = activeMember()
    await signInForTest('admin')
    await openMember(member.id)
    addFailure({ group: 'members.suspend', mode: 'malformed' })
    const requests = recordRequests()
    await suspend(userEvent.setup())

    expect(await findNotice('Failed to suspend Member: ', member.member_id)).toBeInTheDocument()
    await waitFor(() => expect(badge()).toHaveTextContent('Active'))
    expect(mockDb().members.get(member.id)?.status).toBe('active')
    // It asked what the server has, and said which answer it could not read.
    expect(requests).toContain(`GET /api/memberships/${member.id}`)
    expect(loggedErrors).toHaveBeenCalledWith(
      `Unexpected response from POST api/memberships/${member.id}/suspend`,
      expect.any(Array),
    )
    expect(screen.queryByText(/^Suspended: /)).not.toBeInTheDocument()
  })

  it('asks the server when its answer is not Laravel’s: made, the change is confirmed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const member = activeMember()
    await signInForTest('admin')
    await openMember(member.id)
    // Laravel suspended the member; a proxy on the way served its own page with 200 instead of the answer.
    server.use(
      http.post('*/api/memberships/:id/suspend', async ({ params, request }) => {
        const { notes } = (await request.json()) as { notes?: string }
        act(() => {
          mockDb().members.update(Number(params.id), { status: 'suspended', notes: notes ?? null })
        })
        return new HttpResponse('<html><body>OK</body></html>', { headers: { 'Content-Type': 'text/html' } })
      }),
    )
    await suspend(userEvent.setup())

    expect(await findNotice('Suspended: ', member.member_id)).toBeInTheDocument()
    expect(badge()).toHaveTextContent('Suspended')
    expect(mockDb().members.get(member.id)?.status).toBe('suspended')
    await waitFor(() => expect(outboxKeys()).toEqual([]))
  })

  it('never sends one user’s unconfirmed changes as another user', async () => {
    useTestClock()
    const { member, app } = await suspensionWaiting()
    app.unmount()
    await signInForTest('viewer')
    letThrough()
    const requests = recordRequests()
    await openMember(member.id, MINUTE)
    await elapse(MINUTE)
    expect(badge()).toHaveTextContent('Active')
    expect(screen.queryByRole('button', { name: /change waiting/ })).not.toBeInTheDocument()
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([])
    // Kept for the admin's next sign-in on this browser.
    expect(outboxKeys()).toHaveLength(1)
  })

  it('asks before the page is left while a change is unconfirmed, and not otherwise', async () => {
    const member = activeMember()
    await signInForTest('admin')
    await openMember(member.id)
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(leave()).toBe(false)
    const suspension = holdRequests('post', `*/api/memberships/${member.id}/suspend`)
    await suspend(userEvent.setup())
    await waitFor(() => expect(suspension.requests).toHaveLength(1))
    expect(leave()).toBe(true)
    suspension.release()
    await findNotice('Suspended: ', member.member_id)
    expect(leave()).toBe(false)
  })

  it('Logout says how many changes would be lost and asks; Cancel keeps them, Sign out gives them up', async () => {
    useTestClock()
    const { member, app, user } = await suspensionWaiting()

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    const ask = await screen.findByRole('dialog', { name: 'Sign out?' })
    expect(ask).toHaveTextContent(
      '1 change is not confirmed by the server yet. If you sign out now, it is given up: a change still waiting is not sent, and for one already on its way you will not be told whether it was made.',
    )
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(app.router.state.location.pathname).toBe(`/users/${member.id}`)
    expect(screen.getByRole('button', { name: '1 change waiting' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign out?' })).getByRole('button', {
        name: 'Sign out and give it up',
      }),
    )
    expect(outboxKeys()).toEqual([])
    letThrough()
    // The logout call waits out the minute too (then the page moves on, on the test's clock); nothing else goes.
    await elapse(MINUTE)
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
    await elapse(1_000)
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument()
    await elapse(MINUTE)
    expect(mockDb().members.get(member.id)?.status).toBe('active')
  })
})
