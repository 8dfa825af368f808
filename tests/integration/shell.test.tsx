import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockDb, signInForTest } from '../../mocks/node'
import { renderApp } from '../support/render-app'

const userMenuButton = () => screen.getByRole('button', { name: /user menu/ })

describe('the user menu in the top bar', () => {
  it('opens by keyboard, moves with the arrows, and Escape closes it and returns the focus', async () => {
    await signInForTest('admin')
    renderApp('/help')
    await screen.findByRole('heading', { name: /Help/ })
    const user = userEvent.setup()
    const button = userMenuButton()
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAccessibleName('Kagiso Molefe, user menu')

    button.focus()
    await user.keyboard('{Enter}')
    const menu = screen.getByRole('menu')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account Settings', 'Help', 'Logout'])
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Help' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('Logout in the menu ends the session', async () => {
    await signInForTest('viewer')
    const app = renderApp('/help')
    await screen.findByRole('heading', { name: /Help/ })
    const user = userEvent.setup()
    await user.click(userMenuButton())
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'))
  })

  it('shows the name saved in Account Settings at once', async () => {
    await signInForTest('admin')
    renderApp('/settings')
    await screen.findByRole('heading', { name: 'Account Settings' })
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText(/^Full Name/))
    await user.type(screen.getByLabelText(/^Full Name/), 'Kagiso M. Molefe')
    await user.type(screen.getByLabelText(/^Phone Number/), '+267 71 234 567')
    await user.type(screen.getByLabelText('Current Password'), 'password')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument()
    // No reload and no other screen: the top bar follows once the saved profile renders.
    await waitFor(() => expect(userMenuButton()).toHaveTextContent('Kagiso M. Molefe'))
  })
})

describe('titles, navigation and skip link', () => {
  it.each([
    ['/', 'Dashboard · Sacco Console'],
    ['/loans', 'Loan Applications · Sacco Console'],
    ['/loans/46', 'Loan application 46 · Sacco Console'],
    ['/kyc', 'KYC Verifications · Sacco Console'],
    ['/kyc/3', 'KYC verification 3 · Sacco Console'],
    ['/users', 'Registered Members · Sacco Console'],
    ['/users/12', 'Member 12 · Sacco Console'],
    ['/settings', 'Account Settings · Sacco Console'],
    ['/help', 'Help & Support · Sacco Console'],
  ])('%s sets the document title %s', async (path, title) => {
    await signInForTest('admin')
    renderApp(path)
    await waitFor(() => expect(document.title).toBe(title))
  })

  it('names the sign-in page in the title', async () => {
    renderApp('/login')
    await waitFor(() => expect(document.title).toBe('Sign in · Sacco Console'))
  })

  it('keeps the Dashboard link highlighted with a range in the URL', async () => {
    await signInForTest('admin')
    renderApp('/?range=14')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Loan Applications' })).not.toHaveAttribute('aria-current')
  })

  it('keeps a list link highlighted on a later page', async () => {
    await signInForTest('admin')
    renderApp('/loans?page=2')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Loan Applications' })).toHaveAttribute('aria-current', 'page')
  })

  it("makes 'Skip to content' the first stop of Tab, and it moves the focus to the screen", async () => {
    await signInForTest('admin')
    renderApp('/help')
    await screen.findByRole('heading', { name: /Help/ })
    const user = userEvent.setup()
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })
})

describe("'?' opens the keyboard shortcuts on every screen", () => {
  /** The groups the open shortcuts dialog lists, by their headings. */
  async function shortcutGroups(): Promise<string[]> {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    return within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent ?? '')
  }

  it.each([
    ['/', 'Dashboard'],
    ['/settings', 'Account Settings'],
    ['/help', 'Help & Support (Coming Soon)'],
  ])('on %s lists the keys that work anywhere', async (path, heading) => {
    await signInForTest('admin')
    renderApp(path)
    await screen.findByRole('heading', { name: heading, level: 1 })
    await userEvent.setup().keyboard('?')
    expect(await shortcutGroups()).toEqual(['Anywhere'])
  })

  it("on a list lists the list's keys, on a record the record's, one dialog each time", async () => {
    await signInForTest('viewer')
    const { router } = renderApp('/loans')
    await screen.findByRole('heading', { name: 'Loan Applications', level: 1 })
    // The list's keys apply once the list is there, not while its loading screen holds the heading.
    await screen.findByText(/^Showing page 1 of/)
    const user = userEvent.setup()
    await user.keyboard('?')
    expect(await shortcutGroups()).toEqual(['Lists', 'Anywhere'])
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await act(() => router.navigate({ to: '/loans/$id', params: { id: '5' } }))
    await screen.findByRole('heading', { name: 'Loan Details', level: 1 })
    await user.keyboard('?')
    expect(await shortcutGroups()).toEqual(['Records', 'Anywhere'])
  })

  it('opens nothing while typing in a field or while another dialog is open', async () => {
    await signInForTest('admin')
    renderApp('/settings')
    await screen.findByRole('heading', { name: 'Account Settings', level: 1 })
    const user = userEvent.setup()
    const name = screen.getByLabelText(/^Full Name/)
    await user.click(name)
    await user.keyboard('{End}')
    await user.keyboard('?')
    expect(name).toHaveValue('Kagiso Molefe?')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens nothing over another dialog', async () => {
    const pending = mockDb()
      .loans.all()
      .find((loan) => loan.status === 'pending')!
    await signInForTest('viewer')
    renderApp(`/loans/${pending.id}`)
    await screen.findByRole('heading', { name: 'Loan Details', level: 1 })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const verify = await screen.findByRole('dialog', { name: 'Verify Loan Application' })
    await user.keyboard('?')
    expect(screen.getAllByRole('dialog')).toEqual([verify])
  })
})
