import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addFailure, expireSession, setMockControls, signInForTest } from '../../mocks/node'
import { QUICK_RETRY_DELAY_MS } from '@/api/query-client'
import { renderApp } from '../support/render-app'
import { elapseUntil, useTestClock } from '../support/time'

// Issue 22: one browser, one session (what another tab learns of it is true here too), and a
// connection that tells the truth (offline, or no answer from the server).

/** What another tab of this browser does to the session, as this tab hears it: a storage event. */
function anotherTab(kind: 'signed-in' | 'signed-out' | 'expired', userId: number) {
  const value = JSON.stringify({ kind, userId, at: Date.now() })
  localStorage.setItem('session-event', value)
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'session-event', newValue: value }))
  })
}

async function openLoans(role: 'admin' | 'viewer' = 'admin') {
  const user = await signInForTest(role)
  const app = renderApp('/loans')
  await screen.findByText(/Showing page 1/)
  return { ...app, user }
}

describe('one session for every tab of the browser', () => {
  it('a Logout in another tab signs this one out too, and says where it happened', async () => {
    const { router, queryClient, user } = await openLoans()
    // The other tab's Logout ended the session at the server, and told this browser.
    expireSession()
    anotherTab('signed-out', user.id)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByText('You signed out in another tab.')).toBeInTheDocument()
    expect(queryClient.getQueryCache().findAll({ queryKey: ['loans'] })).toEqual([])
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('a sign-in as someone else in another tab ends this console, which says why', async () => {
    const { router, user } = await openLoans('admin')
    anotherTab('signed-in', user.id + 1)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toMatchObject({ reason: 'other-user' })
  })

  it('a session that expired in another tab has expired here: the sign-in, and back to the same place', async () => {
    const { router, user } = await openLoans('admin')
    anotherTab('expired', user.id)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toMatchObject({ redirect: '/loans', reason: 'expired' })
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument()
  })

  it('pays no mind to what happens to another user’s session, nor to its own sign-in', async () => {
    const { router, user } = await openLoans('admin')
    anotherTab('signed-out', user.id + 1)
    anotherTab('signed-in', user.id)
    expect(router.state.location.pathname).toBe('/loans')
    expect(screen.getByRole('heading', { name: 'Loan Applications' })).toBeInTheDocument()
  })
})

describe('the connection', () => {
  it('says when the browser is offline, and carries on when it is back', async () => {
    await openLoans()
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(
      await screen.findByText('You are offline. Changes are kept and sent when the connection is back.'),
    ).toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument())
  })

  it('says it cannot reach the server when a request gets no answer, and Try again asks at once', async () => {
    await openLoans()
    setMockControls({ failures: [] })
    // The server answers nothing at all, the probe that asks whether it is back included, so the page
    // waits however slowly this machine runs.
    addFailure({ group: 'loans.list', mode: 'network' })
    addFailure({ group: 'auth.user', mode: 'network' })
    // The page's quick retry waits on the test's clock.
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('button', { name: /Next/ }))
    const offline = () => screen.queryByText('Cannot reach the server. Retrying...')
    await elapseUntil(() => offline() !== null, 250)
    const banner = offline()!.parentElement!
    // The page waits for the connection instead of failing.
    expect(screen.queryByText('Failed to fetch loan applications')).not.toBeInTheDocument()
    setMockControls({ failures: [] })
    const pressed = Date.now()
    await user.click(within(banner).getByRole('button', { name: 'Try again' }))
    await elapseUntil(() => offline() === null && screen.queryByText(/Showing page 2/) !== null, 50)
    // At once: sooner than the quick retry would have asked (the page's own short loading screen aside).
    expect(Date.now() - pressed).toBeLessThan(QUICK_RETRY_DELAY_MS)
  })
})
