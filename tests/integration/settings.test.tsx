import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server, signInForTest } from '../../mocks/node'
import { renderApp } from '../support/render-app'
import { elapse, useTestClock } from '../support/time'

async function openSettings() {
  const account = await signInForTest('admin')
  const app = renderApp('/settings')
  await screen.findByRole('heading', { name: 'Account Settings' })
  return { ...app, account }
}

// A required field's label ends in ' *'.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`))

describe('Account Settings', () => {
  it("starts from the signed-in user's name and email, and says plainly what Save keeps and where", async () => {
    await openSettings()
    expect(field('Full Name')).toHaveValue('Kagiso Molefe')
    expect(field('Email Address')).toHaveValue('admin@sacco.co.bw')
    expect(field('Phone Number')).toHaveValue('')
    expect(field('Current Password')).toHaveValue('')
    expect(field('Current Password')).toHaveAttribute('type', 'password')
    expect(
      screen.getByText(
        'Your profile is kept on this device only: it is not sent to the server, and other devices do not see it.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Your password is not changed here: the Current Password is not needed to save, and is never sent or kept.',
      ),
    ).toBeInTheDocument()
  })

  it('marks every field a save requires, the Phone Number too, and not the Current Password', async () => {
    await openSettings()
    expect(screen.getByText(/are required\.$/)).toHaveTextContent('Fields marked * are required.')
    for (const label of ['Full Name', 'Email Address', 'Phone Number']) {
      expect(screen.getByText(label, { selector: 'label' })).toHaveTextContent(`${label} *`)
      expect(field(label)).toHaveAttribute('aria-required', 'true')
    }
    expect(screen.getByText('Current Password', { selector: 'label' })).toHaveTextContent(/^Current Password$/)

    // A new name alone cannot be saved: the phone it asks for is one of the marked fields.
    const user = userEvent.setup()
    await user.clear(field('Full Name'))
    await user.type(field('Full Name'), 'Kagiso Molefe-Tau')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Phone number must be at least 8 characters')).toBeInTheDocument()
    expect(field('Phone Number')).toHaveFocus()
  })

  it('checks name, email and phone with the spec texts, and sends nothing', async () => {
    await openSettings()
    const requests: string[] = []
    server.events.on('request:start', ({ request }) => requests.push(request.url))
    onTestFinished(() => server.events.removeAllListeners('request:start'))
    const user = userEvent.setup()
    await user.clear(field('Full Name'))
    await user.type(field('Full Name'), 'K')
    await user.clear(field('Email Address'))
    await user.type(field('Email Address'), 'kagiso.sacco.co.bw')
    await user.type(field('Phone Number'), '7123')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Invalid email')).toBeInTheDocument()
    expect(screen.getByText('Phone number must be at least 8 characters')).toBeInTheDocument()
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters')
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it("shows 'Profile updated successfully!' for 3 seconds and keeps the values on this device", async () => {
    const { account } = await openSettings()
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.clear(field('Full Name'))
    await user.type(field('Full Name'), 'Kagiso M. Molefe')
    await user.type(field('Phone Number'), '+267 71 234 567')
    await user.type(field('Current Password'), 'password')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument()
    expect(field('Current Password')).toHaveValue('')
    const stored = JSON.parse(localStorage.getItem(`settings-profile:${account.id}`) ?? 'null')
    expect(stored).toEqual({ name: 'Kagiso M. Molefe', email: 'admin@sacco.co.bw', phone: '+267 71 234 567' })
    // The top bar's avatar takes the saved name's first and last initials, never three letters.
    expect(await screen.findByText('Kagiso M. Molefe', { selector: 'header span' })).toBeInTheDocument()
    expect(screen.getByText('KM', { selector: 'header span' })).toBeInTheDocument()
    expect(screen.queryByText('KMM')).not.toBeInTheDocument()

    await elapse(2999)
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument()
    await elapse(1)
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument()
  })

  it('opens with the values saved before', async () => {
    const account = await signInForTest('admin')
    localStorage.setItem(
      `settings-profile:${account.id}`,
      JSON.stringify({ name: 'K. Molefe', email: 'k@sacco.co.bw', phone: '71234567' }),
    )
    renderApp('/settings')
    await screen.findByRole('heading', { name: 'Account Settings' })
    expect(field('Full Name')).toHaveValue('K. Molefe')
    expect(field('Email Address')).toHaveValue('k@sacco.co.bw')
    expect(field('Phone Number')).toHaveValue('71234567')
  })

  it('Cancel goes back to the previous screen', async () => {
    await signInForTest('admin')
    const { router } = renderApp('/help')
    await screen.findByRole('heading', { name: 'Help & Support (Coming Soon)' })
    await act(() => router.navigate({ to: '/settings' }))
    await screen.findByRole('heading', { name: 'Account Settings' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'))
  })

  it('Cancel on a settings page opened directly goes to the dashboard', async () => {
    const { router } = await openSettings()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
