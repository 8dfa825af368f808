import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockDb, server, signInForTest } from '../../mocks/node'
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/SearchBox'
import { renderApp } from '../support/render-app'
import { elapse, elapseUntil, useTestClock } from '../support/time'
import { fieldValue } from './details-support'

// Find anyone from anywhere (DESIGN section 11): Ctrl+K (or Cmd+K) or the top bar's field opens a
// search over members, loan applications and KYC records by name, member ID or Omang, grouped by
// kind, walked with the arrow keys, opened with Enter; one debounced request per kind.

/** Every GET from now on, as `path` or `path?search=...`, until the test ends. */
function recordGets(): string[] {
  const gets: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method !== 'GET') return
    const search = url.searchParams.get('search')
    gets.push(search === null ? url.pathname : `${url.pathname}?search=${search}`)
  })
  return gets
}

const searchesIn = (gets: readonly string[]) => gets.filter((get) => get.includes('?search='))

/** The dashboard, and a user whose keys take no time: a test may take the clock once it shows. */
async function openDashboard() {
  await signInForTest('viewer')
  const app = renderApp('/')
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
  return { ...app, user: userEvent.setup() }
}

const options = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('listbox', { name: 'Results' }))
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '')

describe('Global search', () => {
  it('hears Ctrl+K pressed the moment a page shows: the field comes with the top bar', async () => {
    const { user } = await openDashboard()
    // Nothing awaited since the heading showed: no code left to load before the shortcut works.
    expect(screen.getByRole('button', { name: /Search name, member ID or Omang/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K Meta+K',
    )
    await user.keyboard('{Control>}k{/Control}')
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument()
  })

  it('from the dashboard: Ctrl+K, an Omang, Enter opens the member, with one search per kind and no request for the member', async () => {
    const member = mockDb().members.get(21)!
    const { user, router } = await openDashboard()
    useTestClock()
    const gets = recordGets()
    await user.keyboard('{Control>}k{/Control}')
    const dialog = await screen.findByRole('dialog', { name: 'Search' })
    const field = within(dialog).getByRole('combobox', { name: 'Name, member ID or Omang' })
    expect(field).toHaveFocus()
    await user.keyboard(member.omang_number ?? '')
    await elapse(SEARCH_DEBOUNCE_MS)
    await within(dialog).findByRole('group', { name: 'Members' })
    expect(options(dialog)[0]).toContain(`${member.member_id} · Omang ${member.omang_number}`)
    expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent(member.member_id)
    expect(field).toHaveAttribute('aria-activedescendant', within(dialog).getAllByRole('option')[0]!.id)
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/^Found 1 member/))
    // Typed in one go: one search of each kind, for the whole number.
    expect(searchesIn(gets).sort()).toEqual(
      [
        `/api/kyc-1s?search=${member.omang_number}`,
        `/api/loan-application2s?search=${member.omang_number}`,
        `/api/memberships?search=${member.omang_number}`,
      ].sort(),
    )

    const before = gets.length
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/${member.id}`))
    await elapseUntil(() => screen.queryByRole('region', { name: 'Membership' }) !== null)
    expect(fieldValue('Email Address')).toBe(member.email_address)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The member opens from the search's row: no request for the member itself.
    expect(gets.slice(before).filter((get) => /^\/api\/memberships\/\d+$/.test(get))).toEqual([])
  })

  it('groups the kinds and walks them with the arrow keys; Enter opens the one marked', async () => {
    const member = mockDb().members.get(21)!
    const loans = mockDb()
      .loans.all()
      .filter((loan) => loan.member_id === member.member_id)
    const { user, router } = await openDashboard()
    useTestClock()
    await user.click(screen.getByRole('button', { name: /^Search name, member ID or Omang/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Search' })
    await user.keyboard(member.member_id)
    await elapse(SEARCH_DEBOUNCE_MS)
    await within(dialog).findByRole('group', { name: 'Loan applications' })
    await within(dialog).findByRole('group', { name: 'KYC records' })
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Members', 'Loan applications', 'KYC records'])
    await user.keyboard('{ArrowDown}')
    expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent(/^Loan application \d+/)
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(within(dialog).getByRole('option', { selected: true })).toHaveTextContent(/^KYC record \d+/)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const marked = within(dialog).getByRole('option', { selected: true }).textContent ?? ''
    const id = Number(/^Loan application (\d+)/.exec(marked)?.[1])
    expect(loans.map((loan) => loan.id)).toContain(id)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/loans/${id}`))
  })

  it('asks nothing for one character, and says how little was found', async () => {
    const { user } = await openDashboard()
    useTestClock()
    const gets = recordGets()
    await user.keyboard('{Meta>}k{/Meta}')
    const dialog = await screen.findByRole('dialog', { name: 'Search' })
    await user.keyboard('x')
    expect(within(dialog).getByRole('status')).toHaveTextContent('Type at least 2 characters.')
    await user.keyboard('qzv')
    await elapse(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Nothing found for "xqzv".'))
    expect(options(dialog)).toEqual([])
    expect(searchesIn(gets).every((search) => search.endsWith('=xqzv'))).toBe(true)
  })

  it('is not offered to a screen behind another dialog, and Escape closes it', async () => {
    const { user } = await openDashboard()
    await user.keyboard('{Control>}k{/Control}')
    const dialog = await screen.findByRole('dialog', { name: 'Search' })
    await user.keyboard('{Control>}k{/Control}')
    expect(screen.getAllByRole('dialog')).toEqual([dialog])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
