import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as z from 'zod/mini'
import { apiRequest } from '@/api/client'
import { loanResource } from '@/api/loans/loans.api'
import { requestScheduler } from '@/api/request-budget'
import { addFailure, mockDb, server } from '../../mocks/node'
import type { Role } from '../../mocks/node'
import type { Paged } from '@/schemas/laravel'
import type { Loan } from '@/schemas/loan'
import { parseWireDate } from '../../mocks/time'
import { viewportWidth } from '../support/media'
import { holdRequests } from '../support/hold-requests'
import { findNotice } from '../support/notices'
import { signInDecidingAtOnce } from '../support/undo-hold'
import { renderApp } from '../support/render-app'
import { useTestClock } from '../support/time'
import { recordBadge, recordRequests } from './details-support'
import {
  confirmWhenReady,
  pendingOldestFirst,
  seedPendingQueue,
  withoutAttention,
  withoutAttentionAll,
} from './review-support'

async function openPendingLoans(path = '/loans?status=pending', role: Role = 'admin', count = 47) {
  seedPendingQueue(count)
  await signInDecidingAtOnce(role)
  const app = renderApp(path)
  await screen.findByRole('heading', { name: 'Loan Applications' })
  return app
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1)
}

/** The queue bar says `text` ('Record 3 of 47'). */
async function shows(text: string): Promise<void> {
  // Read in the bar alone: the whole record page, read again on every change while the next record
  // comes, was most of the time a walk of 47 records took.
  await waitFor(() => {
    const bar = document.querySelector<HTMLElement>('nav[aria-label="Queue"]')
    expect(bar && within(bar).queryByText(text)).toBeInTheDocument()
  })
}

/** As the viewer, the first of 47 pending loans opened from the list, in review mode. */
async function openFirstPendingLoan() {
  const app = await openPendingLoans('/loans?status=pending', 'viewer')
  await screen.findByText('Showing page 1 of 4 (47 records)')
  const user = userEvent.setup()
  await user.click(within(bodyRows()[0]!).getByRole('link'))
  await shows('Record 1 of 47')
  return { ...app, user }
}

describe('Review mode: a record opened from a list walks its queue', () => {
  it('walks a filtered queue of 32 across three pages forward and back, each record from its list page', async () => {
    // Pages of 15, 15 and 2: the walk crosses from a full page to a full one and to the short last one.
    const { router } = await openPendingLoans('/loans?status=pending', 'admin', 32)
    await screen.findByText('Showing page 1 of 3 (32 records)')
    const user = userEvent.setup()
    await user.click(within(bodyRows()[0]!).getByRole('link'))
    await screen.findByRole('heading', { name: 'Loan Details' })
    await shows('Record 1 of 32')
    expect(screen.getByRole('button', { name: 'Previous record' })).toBeDisabled()

    // The test holds the clock: on a slow machine the walk would outlast the list pages' 30 s of
    // freshness, and a stale record is rightly asked for again.
    useTestClock()
    const walker = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const requests = recordRequests()
    const loanId = () => router.state.location.pathname.split('/').at(-1)
    const seen = [loanId()]
    for (let step = 2; step <= 32; step++) {
      await walker.click(screen.getByRole('button', { name: 'Next record' }))
      await shows(`Record ${step} of 32`)
      seen.push(loanId())
    }
    expect(new Set(seen).size).toBe(32)
    // Oldest first: each record was created no later than the one after it.
    const created = seen.map((id) => parseWireDate(mockDb().loans.get(Number(id))?.created_at ?? '')?.getTime() ?? 0)
    expect(created).toEqual([...created].sort((a, b) => a - b))
    expect(screen.getByRole('button', { name: 'Next record' })).toBeDisabled()
    expect(router.state.location.search).toMatchObject({ queue: { status: 'pending', page: 3 } })

    // Back over both page edges, from the short last page to the first: records 31 to 15.
    for (let step = 31; step >= 15; step--) {
      await walker.click(screen.getByRole('button', { name: 'Previous record' }))
      await shows(`Record ${step} of 32`)
      expect(loanId()).toBe(seen[step - 1])
    }
    expect(router.state.location.search).toMatchObject({ queue: { status: 'pending', page: 1 } })
    // Every record came from its list page, shown without a wait of its own. A record whose row is
    // no longer recent is asked for again in the background (has it moved on?), once a visit at most.
    const checks = requests.filter((request) => /^GET \/api\/loan-application2s\/\d+$/.test(request))
    expect(checks.length).toBeLessThanOrEqual(seen.length * 2)
  }, 120_000)

  it('Back lands on the list page that holds the record, filters kept, with its row focused', async () => {
    // Oldest first, the 47 are on pages of 15, 15, 15 and 2: page 2 holds records 16 to 30.
    const { router } = await openPendingLoans('/loans?status=pending&page=2')
    await screen.findByText('Showing page 2 of 4 (47 records)')
    const user = userEvent.setup()
    await user.click(within(bodyRows()[14]!).getByRole('link'))
    await shows('Record 30 of 47')
    await user.click(screen.getByRole('button', { name: 'Next record' }))
    await shows('Record 31 of 47')
    const id = Number(router.state.location.pathname.split('/').at(-1))

    await user.click(screen.getByRole('button', { name: /Back/ }))
    await screen.findByText('Showing page 3 of 4 (47 records)')
    expect(router.state.location.pathname).toBe('/loans')
    expect(router.state.location.search).toEqual({ status: 'pending', page: 3 })
    const row = bodyRows().find((candidate) => candidate.getAttribute('data-row-id') === String(id))
    await waitFor(() => expect(row).toHaveFocus())
  })

  it('preloads the next page in the background, and Next at the edge sends it at once', async () => {
    await openPendingLoans()
    await screen.findByText('Showing page 1 of 4 (47 records)')
    // Oldest first, the queue's page 2 (records 16 to 30) lies in the server's pages 2 and 3 (of 4).
    const pageTwo: string[] = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      const page = url.searchParams.get('page')
      if (url.pathname === '/api/loan-application2s' && (page === '2' || page === '3')) pageTwo.push(`page ${page}`)
    })
    // Eight of ten requests spent this minute: the last two are kept for what a person asks for.
    requestScheduler.reset(10)
    for (let spent = 0; spent < 8; spent += 1) await apiRequest('get', 'api/user', z.unknown())
    const user = userEvent.setup()

    await user.click(within(bodyRows()[14]!).getByRole('link'))
    await shows('Record 15 of 47')
    // The record sits at the edge of page 1: page 2 is asked for, and waits for spare budget.
    await waitFor(() => expect(requestScheduler.getState().backgroundHeldUntil).not.toBeNull())
    expect(pageTwo).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Next record' }))
    await shows('Record 16 of 47')
    expect(pageTwo.sort()).toEqual(['page 2', 'page 3'])
    // The Member card's searches wait for spare budget too: lift it, so they end with the test.
    act(() => requestScheduler.reset(0))
  })

  it('crosses to the next page though a colleague moved the record up its page while the step waited', async () => {
    const { queryClient, router } = await openPendingLoans()
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const order = pendingOldestFirst()
    // Page 2 (records 16 to 30, from the server's pages 2 and 3) is preloaded at the edge of page 1:
    // the server's page 2 is held, so Next record waits for it.
    const pageTwo = holdRequests('get', '*/api/loan-application2s', (request) => {
      return new URL(request.url).searchParams.get('page') === '2'
    })
    const user = userEvent.setup()
    await user.click(within(bodyRows()[14]!).getByRole('link'))
    await shows('Record 15 of 47')
    await waitFor(() => expect(pageTwo.requests.length).toBeGreaterThan(0))
    await user.click(screen.getByRole('button', { name: 'Next record' }))
    // The step asks for its page in a task after the next frame; two frames on, it waits for it.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

    // A colleague verifies the oldest, and page 1, asked again, holds this record one place up: it is
    // no longer at the page's edge, so nothing preloads page 2, and its fetch is given up.
    mockDb().loans.update(order[0]!, { status: 'verified' })
    const pageOne = loanResource.keys.list({ page: 1, status: 'pending', first: 'oldest' })
    act(() => void queryClient.invalidateQueries({ queryKey: pageOne }))
    const placeOnPageOne = () =>
      queryClient.getQueryData<Paged<Loan>>(pageOne)?.items.findIndex((loan) => loan.id === order[14])
    await waitFor(() => expect(placeOnPageOne()).toBe(13))
    pageTwo.release()
    // The step asks again, and opens the record after this one all the same.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${order[15]}`))
    await shows('Record 15 of 46')
  })

  it('shows no queue for a record opened from a typed address', async () => {
    await signInDecidingAtOnce('admin')
    renderApp('/loans/5')
    await screen.findByRole('heading', { name: 'Loan Details' })
    expect(screen.queryByRole('navigation', { name: 'Queue' })).not.toBeInTheDocument()
  })
})

const idIn = (row: HTMLElement) => Number(within(row).getAllByRole('cell')[1]?.textContent)

async function startVerify() {
  const user = userEvent.setup()
  await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Verify' }))
  return { user, dialog: await screen.findByRole('dialog') }
}

/** A cell of `row` with nothing to click in it: plain text. */
function plainCell(row: HTMLElement): HTMLElement {
  const cell = within(row)
    .getAllByRole('cell')
    .find((candidate) => (candidate.textContent ?? '').length > 3 && !candidate.querySelector('a, button, input'))
  if (!cell) throw new Error('No plain cell in the row')
  return cell
}

describe('Review mode: a row click opens the record', () => {
  it('opens the record with its queue, at the very address its link has', async () => {
    const { router } = await openPendingLoans('/loans?status=pending&page=2')
    await screen.findByText('Showing page 2 of 4 (47 records)')
    const row = bodyRows()[2]!
    const href = within(row).getByRole('link').getAttribute('href')
    const user = userEvent.setup()

    await user.click(plainCell(row))
    await shows('Record 18 of 47')
    expect(router.state.location.href).toBe(href)
    expect(router.state.location.search).toEqual({ queue: { status: 'pending', page: 2 } })
  })

  it("opens nothing for a click that misses the row's action buttons", async () => {
    const { router } = await openPendingLoans()
    await screen.findByText('Showing page 1 of 4 (47 records)')
    // The strip that holds the row's actions: the gaps between its buttons and its empty slots.
    const strip = within(bodyRows()[0]!).getByRole('button', { name: /^View/ }).parentElement!
    await userEvent.setup().click(strip)
    expect(router.state.location.pathname).toBe('/loans')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("leaves the row's checkbox, its buttons and a text selection to themselves", async () => {
    const { router } = await openPendingLoans()
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const row = bodyRows()[0]!
    const user = userEvent.setup()

    await user.click(within(row).getByRole('checkbox'))
    expect(within(row).getByRole('checkbox')).toBeChecked()
    await user.click(within(row).getByRole('button', { name: /^View/ }))
    const view = await screen.findByRole('dialog')
    await user.click(within(view).getByRole('button', { name: 'Close dialog' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Pressed, dragged over the text and let go on the same cell: a selection, not an open.
    const cell = plainCell(row)
    await user.pointer([
      { keys: '[MouseLeft>]', target: cell, offset: 0 },
      { target: cell, offset: 3 },
      { keys: '[/MouseLeft]' },
    ])
    expect(router.state.location.pathname).toBe('/loans')
    expect(window.getSelection()?.toString()).toBe(cell.textContent?.slice(0, 3))
  })
})

describe('Review mode: cards on a phone', () => {
  const cards = () => within(screen.getByRole('list', { name: 'Loan Applications' })).getAllByRole('listitem')
  const idOnCard = (card: HTMLElement) => Number(/ID (\d+)/.exec(card.textContent ?? '')?.[1])

  it("opens a record from a tap on its card's text, at the address of its link", async () => {
    viewportWidth(390)
    const { router } = await openPendingLoans()
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const card = cards()[1]!
    const loan = mockDb().loans.get(idOnCard(card))!
    const href = within(card).getByRole('link').getAttribute('href')

    await userEvent.setup().click(within(card).getByText(`${loan.first_names} ${loan.surname}`))
    await shows('Record 2 of 47')
    expect(router.state.location.href).toBe(href)
  })

  it('moves between cards with j and k, opens with Enter, and Back focuses the card again', async () => {
    viewportWidth(390)
    const { router } = await openPendingLoans('/loans?status=pending&page=2')
    await screen.findByText('Showing page 2 of 4 (47 records)')
    const user = userEvent.setup()
    await user.keyboard('jjjk')
    expect(cards()[1]).toHaveFocus()
    const opened = idOnCard(cards()[1]!)

    await user.keyboard('{Enter}')
    await shows('Record 17 of 47')
    expect(router.state.location.pathname).toBe(`/loans/${opened}`)
    await user.keyboard('{Escape}')
    await screen.findByText('Showing page 2 of 4 (47 records)')
    await waitFor(() => expect(cards()[1]).toHaveFocus())
  })
})

describe('Review mode: act and advance', () => {
  it('opens the next record as soon as a verify is confirmed, and the verify reaches the server', async () => {
    const { router } = await openPendingLoans('/loans?status=pending', 'viewer')
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const [first, second] = [idIn(bodyRows()[0]!), idIn(bodyRows()[1]!)]
    await userEvent.setup().click(within(bodyRows()[0]!).getByRole('link'))
    await shows('Record 1 of 47')

    const { user, dialog } = await startVerify()
    const advance = within(dialog).getByRole('checkbox', { name: 'Go to the next record after this' })
    expect(advance).toBeChecked()
    await confirmWhenReady(user, dialog, 'Verify')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${second}`))
    await waitFor(() => expect(mockDb().loans.get(first)?.status).toBe('verified'))
    expect(router.state.location.search).toMatchObject({ queue: { status: 'pending', page: 1 } })
  })

  it('keeps walking when a verify renumbers the pages: the record opened keeps its place, and j goes on', async () => {
    // 46 pending, read oldest first: page 2 holds records 16 to 30 (from the server's pages 2 and 3).
    // Verified, one leaves 45: every page moves up by a record, and page 2 begins with the one after it.
    const { router, queryClient } = await openPendingLoans('/loans?status=pending&page=2', 'viewer', 46)
    await screen.findByText('Showing page 2 of 4 (46 records)')
    const ids = bodyRows().map(idIn)
    await userEvent.setup().click(within(bodyRows()[0]!).getByRole('link'))
    await screen.findByText('Record 16 of 46')

    const { user, dialog } = await startVerify()
    await confirmWhenReady(user, dialog, 'Verify')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${ids[1]}`))
    await screen.findByText('Record 16 of 45')
    // The confirmed verify refreshes the queue's page 2, whose rows now sit one place higher.
    await waitFor(() => expect(mockDb().loans.get(ids[0]!)?.status).toBe('verified'))
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))

    await user.keyboard('j')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${ids[2]}`))
    await screen.findByText('Record 17 of 45')
    await user.keyboard('j')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${ids[3]}`))
    await screen.findByText('Record 18 of 45')
  })

  it('opens the very next record across a page after verifies renumber the pages, skipping none', async () => {
    // 47 pending, read oldest first: page 2 holds records 16 to 30. Two verifies on it leave 45, and
    // every page after them moves up by two: 'page 3' now begins with record 33, not the records that
    // follow. Next from the end of page 2 must open record 31 all the same.
    const { router, queryClient } = await openPendingLoans('/loans?status=pending&page=2', 'viewer')
    await screen.findByText('Showing page 2 of 4 (47 records)')
    const ids = bodyRows().map(idIn)
    const order = pendingOldestFirst()
    expect(order.slice(15, 30)).toEqual(ids)
    await userEvent.setup().click(within(bodyRows()[12]!).getByRole('link'))
    await screen.findByText('Record 28 of 47')

    for (const [verified, next] of [
      [ids[12], ids[13]],
      [ids[13], ids[14]],
    ]) {
      const { user, dialog } = await startVerify()
      await confirmWhenReady(user, dialog, 'Verify')
      await waitFor(() => expect(mockDb().loans.get(verified!)?.status).toBe('verified'))
      await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${next}`))
    }
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    await screen.findByText('Record 28 of 45')

    await userEvent.setup().keyboard('j')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${order[30]}`))
    await screen.findByText('Record 29 of 45')
  })

  it('opens the very next record across a page when a colleague renumbered the pages the cache still holds', async () => {
    // 61 pending, read oldest first: page 3 holds records 31 to 45. A colleague verifies the oldest:
    // 60 left, every page moves up by a record, and this browser holds page 3 as it was (fresh, so not
    // asked again) beside pages fetched since, counted under the new total. Next from record 45 must
    // open record 46, whichever of those pages it asks.
    const { router } = await openPendingLoans('/loans?status=pending&page=3', 'viewer', 61)
    await screen.findByText('Showing page 3 of 5 (61 records)')
    const ids = bodyRows().map(idIn)
    const order = pendingOldestFirst()
    expect(order.slice(30, 45)).toEqual(ids)
    mockDb().loans.update(order[0]!, { status: 'verified' })

    await userEvent.setup().click(within(bodyRows()[14]!).getByRole('link'))
    await screen.findByText('Record 45 of 61')
    await userEvent.setup().keyboard('j')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${order[45]}`))
    await screen.findByText('Record 45 of 60')
  })

  it('opens the very record before across a page when a colleague renumbered the pages', async () => {
    // As above, from the first record of page 3 (record 31): with 60 left, page 2 now ends with this
    // very record, and the one before it is the one before that.
    const { router } = await openPendingLoans('/loans?status=pending&page=3', 'viewer', 61)
    await screen.findByText('Showing page 3 of 5 (61 records)')
    const order = pendingOldestFirst()
    expect(order.slice(30, 45)).toEqual(bodyRows().map(idIn))
    mockDb().loans.update(order[0]!, { status: 'verified' })

    await userEvent.setup().click(within(bodyRows()[0]!).getByRole('link'))
    await screen.findByText('Record 31 of 61')
    await userEvent.setup().keyboard('k')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${order[29]}`))
    await screen.findByText('Record 29 of 60')
    await userEvent.setup().keyboard('j')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${order[30]}`))
    await screen.findByText('Record 30 of 60')
  })

  it('stays on the record when the box is cleared, and remembers that for this user', async () => {
    const { router } = await openPendingLoans('/loans?status=pending', 'viewer')
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const first = idIn(bodyRows()[0]!)
    await userEvent.setup().click(within(bodyRows()[0]!).getByRole('link'))
    await shows('Record 1 of 47')

    const { user, dialog } = await startVerify()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Go to the next record after this' }))
    await confirmWhenReady(user, dialog, 'Verify')
    await waitFor(() => expect(mockDb().loans.get(first)?.status).toBe('verified'))
    expect(router.state.location.pathname).toBe(`/loans/${first}`)

    await user.click(screen.getByRole('button', { name: 'Next record' }))
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/loans/${first}`))
    const next = await startVerify()
    expect(within(next.dialog).getByRole('checkbox', { name: 'Go to the next record after this' })).not.toBeChecked()
  })

  it('opens Reject with r, asks why, then opens the next record; the reason goes into the notes line', async () => {
    const { router } = await openPendingLoans('/loans?status=pending', 'viewer')
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const [first, second] = [idIn(bodyRows()[0]!), idIn(bodyRows()[1]!)]
    const user = userEvent.setup()
    await user.click(within(bodyRows()[0]!).getByRole('link'))
    await shows('Record 1 of 47')

    await user.keyboard('r')
    const dialog = await screen.findByRole('dialog', { name: 'Reject Loan Application' })
    expect(within(dialog).getByRole('checkbox', { name: 'Go to the next record after this' })).toBeChecked()
    const reject = within(dialog).getByRole('button', { name: 'Reject' })
    expect(reject).toBeDisabled()
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }))
    expect(reject).toBeDisabled()
    // Typed into the reason, j and k are text: no walk, no second dialog.
    await user.type(within(dialog).getByRole('textbox', { name: /Describe the reason/ }), 'Payslip is from 2019, jk')
    expect(router.state.location.pathname).toBe(`/loans/${first}`)
    await user.click(reject)

    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${second}`))
    await waitFor(() => expect(mockDb().loans.get(first)?.status).toBe('rejected'))
    expect(mockDb().loans.get(first)?.notes).toMatch(
      /Rejected on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by Naledi Sebego: Payslip is from 2019, jk$/,
    )
  })

  it('stays on the next record when the verify fails: the failure names the record, offers Open, and waits in the top bar', async () => {
    const { router } = await openPendingLoans('/loans?status=pending', 'viewer')
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const first = idIn(bodyRows()[0]!)
    const second = idIn(bodyRows()[1]!)
    await userEvent.setup().click(within(bodyRows()[0]!).getByRole('link'))
    await shows('Record 1 of 47')
    addFailure({ group: 'loans.verify', mode: 500 })

    const { user, dialog } = await startVerify()
    await confirmWhenReady(user, dialog, 'Verify')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${second}`))
    const failure = await findNotice('Failed to verify loan: ', mockDb().loans.get(first)?.member_id)
    expect(router.state.location.pathname).toBe(`/loans/${second}`)
    expect(mockDb().loans.get(first)?.status).toBe('pending')

    // The top bar keeps it, refused, with Retry and Dismiss.
    await user.click(screen.getByRole('button', { name: /^1 refused/ }))
    expect(screen.getByRole('group', { name: /^1 refused/ })).toHaveTextContent(/Failed to verify loan: Server Error/)
    // The message's Open goes back to the record, which shows its status as the server has it.
    await user.click(within(failure.closest('li')!).getByRole('button', { name: 'Open' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${first}`))
    await waitFor(() => expect(recordBadge()).toHaveTextContent('Pending'))
  })
})

/** The button `name` tells its key to assistive technology and in its tooltip: 'Verify (v)'. */
function advertises(name: string, key: string): void {
  const button = screen.getByRole('button', { name })
  expect(button).toHaveAttribute('aria-keyshortcuts', key)
  expect(button).toHaveAttribute('title', `${name} (${key})`)
}

/**
 * Presses `key` the moment `text` is on the page: in the task that rendered it, before anything React
 * leaves for later, as a person's key may come as soon as the screen is drawn.
 */
function pressOnSight(text: string, key: string): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(text)) return
      observer.disconnect()
      const target = document.activeElement ?? document.body
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
      resolve()
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

describe('Review mode: keyboard first', () => {
  it('moves a row focus with j, k and the arrows, selects with x, opens with Enter', async () => {
    const { router } = await openPendingLoans('/loans?status=pending&page=2')
    await screen.findByText('Showing page 2 of 4 (47 records)')
    const user = userEvent.setup()
    const rows = bodyRows()
    await user.keyboard('j')
    expect(rows[0]).toHaveFocus()
    await user.keyboard('jj')
    expect(rows[2]).toHaveFocus()
    await user.keyboard('k{ArrowUp}{ArrowDown}')
    expect(rows[1]).toHaveFocus()
    await user.keyboard('x')
    expect(within(rows[1]!).getByRole('checkbox')).toBeChecked()

    const opened = idIn(rows[1]!)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${opened}`))
    await shows('Record 17 of 47')
  }, 60_000)

  it('goes to the search box with /, where the letters are text and move nothing', async () => {
    await openPendingLoans()
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const user = userEvent.setup()
    const rows = bodyRows()
    await user.keyboard('/')
    const search = screen.getByRole('searchbox')
    expect(search).toHaveFocus()
    await user.keyboard('jkx')
    expect(search).toHaveValue('jkx')
    expect(rows[0]).not.toHaveFocus()
    expect(within(rows[0]!).getByRole('checkbox')).not.toBeChecked()
  })

  it('walks the queue with j and k, opens Verify with v, and goes back with Escape', async () => {
    const { router, user } = await openFirstPendingLoan()
    advertises('Next record', 'j')
    advertises('Previous record', 'k')
    advertises('Verify', 'v')
    advertises('Reject', 'r')

    await user.keyboard('jj')
    await shows('Record 3 of 47')
    await user.keyboard('k')
    await shows('Record 2 of 47')
    const here = router.state.location.pathname

    await user.keyboard('v')
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Verify')
    // No shortcut while a dialog is open: neither the walk nor another action.
    await user.keyboard('jr')
    expect(router.state.location.pathname).toBe(here)
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.keyboard('{Escape}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/loans'))
    expect(router.state.location.search).toEqual({ status: 'pending' })
  })

  it('keeps its place and its Next button while the next record comes, for every press of j', async () => {
    const { user } = await openFirstPendingLoan()
    // Every text the counter was given and every change of the buttons' disabled state, as the DOM
    // took them: a frame in between would show them, however soon the next one came.
    const bar = screen.getByRole('navigation', { name: 'Queue' })
    const counted: string[] = []
    const disabledChanges: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') disabledChanges.push(record.target.textContent ?? '')
        // A text taken away with none put in its place is a counter left blank.
        if (record.type === 'childList') counted.push([...record.addedNodes].map((node) => node.textContent).join(''))
        if (record.type === 'characterData') counted.push(record.target.textContent ?? '')
      }
    })
    observer.observe(bar.querySelector('p')!, { childList: true, characterData: true, subtree: true })
    for (const button of within(bar).getAllByRole('button')) {
      observer.observe(button, { attributes: true, attributeFilter: ['disabled'] })
    }

    for (let step = 2; step <= 4; step++) {
      await user.keyboard('j')
      await shows(`Record ${step} of 47`)
    }
    observer.disconnect()
    expect(counted).toEqual(['Record 2 of 47', 'Record 3 of 47', 'Record 4 of 47'])
    // Previous turns on once, at the second record; Next never turns off.
    expect(disabledChanges).toEqual([expect.stringContaining('Previous record')])
  })

  it('takes v pressed the moment a record shows: opened from the list, and the next one after Verify', async () => {
    const { router } = await openPendingLoans('/loans?status=pending', 'viewer')
    await screen.findByText('Showing page 1 of 4 (47 records)')
    const second = idIn(bodyRows()[1]!)
    const user = userEvent.setup()
    let pressed = pressOnSight('Loan Details', 'v')
    await user.click(within(bodyRows()[0]!).getByRole('link'))
    const dialog = await screen.findByRole('dialog', { name: 'Verify Loan Application' })
    await pressed
    expect(screen.getByText('Record 1 of 47')).toBeInTheDocument()

    pressed = pressOnSight('Record 1 of 46', 'v')
    await confirmWhenReady(user, dialog, 'Verify')
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Verify Loan Application' })).not.toBe(dialog))
    await pressed
    expect(router.state.location.pathname).toBe(`/loans/${second}`)
  })

  it('opens no action the role or the status does not allow', async () => {
    const { user } = await openFirstPendingLoan()
    // A viewer verifies and rejects; approving is the admin's, and a loan has no suspension.
    await user.keyboard('as')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens nothing for an approved loan, even as admin', async () => {
    const approved = mockDb()
      .loans.all()
      .find((loan) => loan.status === 'approved')!
    await signInDecidingAtOnce('admin')
    renderApp(`/loans/${approved.id}`)
    await screen.findByRole('heading', { name: 'Loan Details' })
    await userEvent.setup().keyboard('var')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("lists the list's shortcuts on ?", async () => {
    await openPendingLoans()
    await screen.findByText('Showing page 1 of 4 (47 records)')
    await userEvent.setup().keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(dialog).toHaveTextContent('Select the row')
    expect(dialog).not.toHaveTextContent('Next record')
  })
})

describe('Review mode: the keys of Approve, Suspend and Edit (admin)', () => {
  async function openAsAdmin(path: string, heading: string) {
    await signInDecidingAtOnce('admin')
    renderApp(path)
    await screen.findByRole('heading', { name: heading, level: 1 })
    await screen.findByRole('group', { name: 'Actions' })
    return userEvent.setup()
  }

  it('a approves a verified loan', async () => {
    const loan = mockDb()
      .loans.all()
      .find((candidate) => candidate.status === 'pending')!
    mockDb().loans.update(loan.id, { status: 'verified' })
    withoutAttention('loan', loan.id)
    const user = await openAsAdmin(`/loans/${loan.id}`, 'Loan Details')
    advertises('Approve', 'a')
    advertises('Reject', 'r')

    await user.keyboard('a')
    const dialog = await screen.findByRole('dialog', { name: 'Approve Loan Application' })
    await confirmWhenReady(user, dialog, 'Approve')
    await waitFor(() => expect(mockDb().loans.get(loan.id)?.status).toBe('approved'))
  })

  it.each(['active', 'approved'] as const)('s suspends an %s member, asking why', async (status) => {
    const member = mockDb()
      .members.all()
      .find((candidate) => candidate.status === 'pending')!
    mockDb().members.update(member.id, { status })
    const user = await openAsAdmin(`/users/${member.id}`, 'User Details')
    advertises('Suspend', 's')

    await user.keyboard('s')
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User' })
    await user.click(within(dialog).getAllByRole('radio')[0]!)
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Suspension' }))
    await waitFor(() => expect(mockDb().members.get(member.id)?.status).toBe('suspended'))
  })

  it("e opens the member form with the member's details", async () => {
    const member = mockDb()
      .members.all()
      .find((candidate) => candidate.status === 'active' && candidate.organisation)!
    const user = await openAsAdmin(`/users/${member.id}`, 'User Details')
    advertises('Edit', 'e')

    await user.keyboard('e')
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' })
    expect(within(dialog).getByLabelText('Organisation')).toHaveValue(member.organisation)
  })
})

describe('Review mode: the members queue', () => {
  /** Exactly 20 pending members (oldest first, pages of 15 and 5); every other member approved. */
  async function openPendingMembers(role: Role) {
    mockDb()
      .members.all()
      .forEach((member, index) => mockDb().members.update(member.id, { status: index < 20 ? 'pending' : 'approved' }))
    // Nothing needing attention, so a Verify confirms at once.
    withoutAttentionAll('member', 'pending')
    await signInDecidingAtOnce(role)
    const app = renderApp('/users?status=pending')
    await screen.findByText('Showing page 1 of 2 (20 records)')
    return app
  }

  it('verifies a member and opens the next one, on the next page of the queue', async () => {
    const { router } = await openPendingMembers('viewer')
    const user = userEvent.setup()
    await user.click(within(bodyRows()[14]!).getByRole('link'))
    await screen.findByRole('heading', { name: 'User Details' })
    await shows('Record 15 of 20')
    const first = Number(router.state.location.pathname.split('/').at(-1))

    const { dialog } = await startVerify()
    expect(within(dialog).getByRole('checkbox', { name: 'Go to the next record after this' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/users/${first}`))
    // The verified member left the pending queue: the next one takes its place.
    await shows('Record 15 of 19')
    await waitFor(() => expect(mockDb().members.get(first)?.status).toBe('verified'))
    expect(router.state.location.search).toMatchObject({ queue: { status: 'pending', page: 2 } })
  })

  it('goes back across a page to the record before, after records before it left the queue', async () => {
    const { router, queryClient } = await openPendingMembers('admin')
    const firstTwo = bodyRows()
      .slice(0, 2)
      .map((row) => Number(row.getAttribute('data-row-id')))
    const user = userEvent.setup()
    await user.click(within(bodyRows()[14]!).getByRole('link'))
    await shows('Record 15 of 20')
    const fifteenth = router.state.location.pathname
    await user.click(screen.getByRole('button', { name: 'Next record' }))
    await shows('Record 16 of 20')

    // The two oldest records are verified meanwhile: the pending list moves up by two, and the pages,
    // asked again, hold records 3 to 17 and 18 to 20 of before, so the record before is found at its
    // new place, on the page before.
    for (const id of firstTwo) mockDb().members.update(id, { status: 'verified' })
    await act(() => queryClient.invalidateQueries())
    await user.click(screen.getByRole('button', { name: 'Previous record' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(fifteenth))
  })

  it('walks into the next page with Next record, and Back lands there with the row focused', async () => {
    const { router } = await openPendingMembers('admin')
    const user = userEvent.setup()
    await user.click(within(bodyRows()[14]!).getByRole('link'))
    await shows('Record 15 of 20')
    await user.click(screen.getByRole('button', { name: 'Next record' }))
    await shows('Record 16 of 20')
    const id = Number(router.state.location.pathname.split('/').at(-1))

    await user.click(screen.getByRole('button', { name: /Back/ }))
    await screen.findByText('Showing page 2 of 2 (20 records)')
    expect(router.state.location.search).toEqual({ status: 'pending', page: 2 })
    const row = bodyRows().find((candidate) => candidate.getAttribute('data-row-id') === String(id))
    await waitFor(() => expect(row).toHaveFocus())
  })
})
