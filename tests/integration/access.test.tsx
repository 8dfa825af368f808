import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signInForTest } from '../../mocks/node'
import type { Role } from '../../mocks/node'
import { renderApp, type RenderedApp } from '../support/render-app'
import { recordRequests } from './details-support'

const NO_ROLE = 'Your account has no role yet. Ask an administrator to give you access.'

/** Waits until nothing the app started is still on its way to the server. */
async function settled({ queryClient }: RenderedApp) {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0))
}

describe('navigation by role', () => {
  it.each<Role>(['admin', 'viewer'])('offers %s every screen the role may view, and only those', async (role) => {
    await signInForTest(role)
    renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/'],
      ['Loan Applications', '/loans'],
      ['KYC Verifications', '/kyc'],
      ['Registered Members', '/users'],
    ])
  })
})

describe('a signed-in user without a role', () => {
  it.each(['/', '/loans', '/kyc', '/users', '/loans/3', '/kyc/3', '/users/12', '/settings', '/help'])(
    'opening %s sees only the no-role page with Logout, and the console asks the server for no data',
    async (path) => {
      await signInForTest(null)
      const requests = recordRequests()
      const app = renderApp(path)
      expect(await screen.findByRole('heading', { name: NO_ROLE })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled()
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
      expect(screen.queryByRole('link')).not.toBeInTheDocument()
      expect(app.router.state.location.pathname).toBe('/no-access')
      await settled(app)
      // Who is signed in is the one thing asked: no list, record, dashboard or document call.
      expect(requests).toContain('GET /api/user')
      expect(requests.filter((request) => request !== 'GET /api/user')).toEqual([])
    },
  )

  it('signs in through the form, lands on the no-role page, and Logout ends the session', async () => {
    const { router } = renderApp('/loans/3')
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText(/email/i), 'norole@sacco.co.bw')
    await user.type(screen.getByLabelText(/password/i), 'password')
    const requests = recordRequests()
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('heading', { name: NO_ROLE })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(requests).toContain('POST /api/logout')
    expect(requests.filter((request) => /loan-application|kyc|memberships|dashboard/.test(request))).toEqual([])
  })

  it('is not kept on the no-role page once they have a role', async () => {
    await signInForTest('viewer')
    const { router } = renderApp('/no-access')
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByText(NO_ROLE)).not.toBeInTheDocument()
  })
})
