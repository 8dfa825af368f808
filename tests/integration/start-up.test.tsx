import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { signIn } from '@/api/auth/session'
import { createAppQueryClient } from '@/app-query-client'
import { expireSession, server, signInForTest } from '../../mocks/node'
import { recordRequests } from './details-support'
import { renderApp } from '../support/render-app'

const NO_ROLE = 'Your account has no role yet. Ask an administrator to give you access.'
const DATA_CALL = /^GET \/api\/(loan-application2s|kyc-1s|memberships|dashboard)/

/** An earlier visit in this browser: signed in through the console, which mirrors the user locally. */
async function earlierVisitAs(email: string): Promise<void> {
  await signIn(createAppQueryClient(), { email, password: 'password' })
}

/** Holds the server's answer to `GET /api/user` until the returned function is called. */
function holdCurrentUser(): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  // Answering nothing passes the request on to the mock API's own handler, once released.
  server.use(http.get('*/api/user', () => released.then(() => undefined)))
  return release
}

describe('opening a list in a fresh tab (issue 14: no waterfall)', () => {
  it('asks for the list alongside the current user when this browser last saw a user with a role', async () => {
    await earlierVisitAs('admin@sacco.co.bw')
    const release = holdCurrentUser()
    const requests = recordRequests()
    renderApp('/loans')

    // The list request is out while the server has not yet said who is signed in.
    await waitFor(() => expect(requests).toContain('GET /api/loan-application2s'))
    expect(requests).toContain('GET /api/user')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    release()
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
    // The page itself once; beside it, in the background, the watched first page of the list and the
    // counts of its two queue tabs (DESIGN section 12).
    expect(requests.filter((request) => request === 'GET /api/loan-application2s').length).toBeLessThanOrEqual(4)
  })

  it('waits for the answer when the user on record has no role, and then asks for no data at all', async () => {
    await earlierVisitAs('norole@sacco.co.bw')
    const release = holdCurrentUser()
    const requests = recordRequests()
    renderApp('/loans')

    await waitFor(() => expect(requests).toContain('GET /api/user'))
    release()
    expect(await screen.findByText(NO_ROLE)).toBeInTheDocument()
    expect(requests.filter((request) => DATA_CALL.test(request))).toEqual([])
  })

  it('goes to the login, showing nothing of the list, when the remembered session has ended', async () => {
    await earlierVisitAs('admin@sacco.co.bw')
    expireSession()
    const { router } = renderApp('/loans?page=2')

    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toMatchObject({ redirect: '/loans?page=2' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Loan Applications' })).not.toBeInTheDocument()
  })
})

describe('opening the console with no sign of a session (issue 27: a quiet console)', () => {
  it('goes to the sign-in without asking who is signed in: a 401 would be a line in the browser console', async () => {
    const requests = recordRequests()
    const { router } = renderApp('/loans?page=2')

    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ redirect: '/loans?page=2' })
    expect(requests).toEqual([])
  })

  it("asks when only Laravel's XSRF cookie says a session may exist (signed in elsewhere, localStorage cleared)", async () => {
    // The session and XSRF cookies of a sign-in this console did not see: no user mirror here.
    await signInForTest('admin')
    expect(localStorage.getItem('user')).toBeNull()
    expect(document.cookie).toContain('XSRF-TOKEN=')
    const requests = recordRequests()
    renderApp('/loans')

    expect(await screen.findByRole('heading', { name: 'Loan Applications' })).toBeInTheDocument()
    expect(requests).toContain('GET /api/user')
  })
})
