import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { memberResource } from '@/api/members/members.api'
import { expireSession, mockDb } from '../../mocks/node'
import { DRAFT_WRITE_DELAY_MS } from '@/features/members/form/member-form-draft'
import { renderApp } from '../support/render-app'
import { elapse, elapseUntil, useTestClock } from '../support/time'
import { memberWith, openMemberRow, openMembers, recordRequests, rowOf } from './members-support'

const EXPIRED_OVER_WORK = 'Your session has expired. Sign in to continue.'

function field(dialog: HTMLElement, label: RegExp): HTMLInputElement {
  return within(dialog).getByLabelText(label)
}

async function openAdd(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add New Member' }))
  return screen.findByRole('dialog', { name: 'Add New User' })
}

/** Every required field and a few optional ones, so "every typed value" means more than the minimum. */
const TYPED = {
  name: 'Onalenna',
  surname: 'Kebonang',
  gender: 'female',
  date_of_birth: '1991-04-12',
  email_address: 'onalenna.kebonang@example.bw',
  cell_number: '+267 71 234 567',
  telephone_home: '391 2345',
  organisation: 'Botswana Power Corporation',
  bank_name: 'First National Bank',
  notes: 'Joined at the Gaborone branch.',
}

const TEXT_FIELDS: [RegExp, string][] = [
  [/^Name\b/, TYPED.name],
  [/^Surname\b/, TYPED.surname],
  [/^Date of Birth\b/, TYPED.date_of_birth],
  [/^Email Address\b/, TYPED.email_address],
  [/^Phone Number\b/, TYPED.cell_number],
  [/^Home Telephone\b/, TYPED.telephone_home],
  [/^Organisation\b/, TYPED.organisation],
  [/^Bank Name\b/, TYPED.bank_name],
  [/^Notes\b/, TYPED.notes],
]

/** Pasted rather than typed key by key: the form is long, and the keys themselves are not under test. */
async function fillMember(user: UserEvent, dialog: HTMLElement) {
  for (const [label, value] of TEXT_FIELDS) {
    await user.click(field(dialog, label))
    await user.paste(value)
  }
  await user.selectOptions(field(dialog, /^Gender\b/), TYPED.gender)
}

/** The sign-in over the page: the email is the expired user's, the password is typed. */
async function signInAgain(user: UserEvent, password = 'password', email?: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' })
  expect(dialog).toHaveTextContent(EXPIRED_OVER_WORK)
  if (email !== undefined) {
    await user.clear(field(dialog, /^Email/))
    await user.type(field(dialog, /^Email/), email)
  }
  await user.type(field(dialog, /^Password/), password)
  await user.click(within(dialog).getByRole('button', { name: 'Login' }))
  return dialog
}

describe('a session that expires with unsaved work', () => {
  it('asks to sign in over the member form, then saves the member with every typed value', async () => {
    const user = userEvent.setup()
    const { router } = await openMembers('admin')
    const dialog = await openAdd(user)
    await fillMember(user, dialog)
    expireSession()
    const seen = recordRequests()
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))

    const signIn = await screen.findByRole('dialog', { name: 'Sign in to continue' })
    expect(field(signIn, /^Email/)).toHaveValue('admin@sacco.co.bw')
    // The email is known: the empty password has the focus, so typing it is all there is to do.
    expect(field(signIn, /^Password/)).toHaveValue('')
    expect(field(signIn, /^Password/)).toHaveFocus()
    // A wrong password says so and keeps the page; the save still waits.
    await signInAgain(user, 'wrong-password')
    expect(await within(signIn).findByText('Invalid credentials')).toBeInTheDocument()
    await user.clear(field(signIn, /^Password/))
    await user.type(field(signIn, /^Password/), 'password')
    await user.click(within(signIn).getByRole('button', { name: 'Login' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New User' })).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog', { name: 'Sign in to continue' })).not.toBeInTheDocument()
    const saved = mockDb()
      .members.all()
      .find((member) => member.email_address === TYPED.email_address)
    expect(saved).toMatchObject(TYPED)
    expect(router.state.location.pathname).toBe('/users')
    // The refused save and the one sent again after signing in, both with everything typed.
    const creates = seen.filter((request) => request.method === 'POST' && request.path === '/api/memberships')
    expect(creates.length).toBeGreaterThanOrEqual(2)
    expect(await creates.at(-1)?.body).toMatchObject(TYPED)
    // The file's first test waits for the members route, the form and the sign-in dialog to be
    // transformed, which on a busy machine takes longer than one test's usual 20 s.
  }, 40_000)

  it('keeps a suspend reason being typed when a refresh finds the session gone, and suspends after signing in', async () => {
    const user = userEvent.setup()
    const member = memberWith('active', 3)
    const { router, queryClient } = await openMemberRow('admin', member)
    await user.click(within(rowOf(member)).getByRole('button', { name: /^Suspend\b/ }))
    const suspend = await screen.findByRole('dialog', { name: 'Suspend User' })
    await user.click(within(suspend).getByRole('radio', { name: 'Other' }))
    await user.type(within(suspend).getByRole('textbox', { name: /Describe the reason/ }), 'Left the employer')
    expireSession()
    // The list refreshes behind the dialog (as after a save elsewhere) and meets the 401.
    void queryClient.invalidateQueries({ queryKey: memberResource.keys.lists() })

    await signInAgain(user)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in to continue' })).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/users')
    expect(within(suspend).getByRole('textbox', { name: /Describe the reason/ })).toHaveValue('Left the employer')
    await user.click(within(suspend).getByRole('button', { name: 'Confirm Suspension' }))
    await waitFor(() =>
      expect(
        mockDb()
          .members.all()
          .find((row) => row.id === member.id),
      ).toMatchObject({ status: 'suspended', notes: expect.stringMatching(/Left the employer$/) }),
    )
  })

  it('a suspension sent into a lost session says it waits for the sign-in, then is made once', async () => {
    const user = userEvent.setup()
    const member = memberWith('active', 3)
    await openMemberRow('admin', member)
    await user.click(within(rowOf(member)).getByRole('button', { name: /^Suspend\b/ }))
    const suspend = await screen.findByRole('dialog', { name: 'Suspend User' })
    await user.click(within(suspend).getAllByRole('radio')[0] as HTMLElement)
    expireSession()
    await user.click(within(suspend).getByRole('button', { name: 'Confirm Suspension' }))

    // Nothing is being saved while nobody is signed in: the row says what it waits for.
    expect(await within(rowOf(member)).findByText('Waiting for you to sign in again')).toBeInTheDocument()
    expect(within(rowOf(member)).queryByText('Saving...')).not.toBeInTheDocument()
    await signInAgain(user)
    await waitFor(() => expect(mockDb().members.get(member.id)?.status).toBe('suspended'))
    expect(
      mockDb()
        .members.get(member.id)
        ?.notes?.match(/Suspended on /g),
    ).toHaveLength(1)
    await waitFor(() => expect(within(rowOf(member)).queryByText('Waiting for you to sign in again')).toBeNull())
  })

  it('sends an import upload refused for a lost session again after signing in', async () => {
    const user = userEvent.setup()
    const { router } = await openMembers('admin')
    await user.click(screen.getByRole('button', { name: 'Import Members' }))
    const importDialog = await screen.findByRole('dialog', { name: 'Import Members' })
    const row = 'Lorato,Segokgo,female,1993-02-14,lorato.segokgo@example.co.bw,+267 74 111 222,391 1111'
    const csv = ['name,surname,gender,date_of_birth,email_address,cell_number,telephone_home', row].join('\n')
    await user.upload(
      within(importDialog).getByLabelText(/^Spreadsheet file/),
      new File([csv], 'members.csv', { type: 'text/csv' }),
    )
    expireSession()
    await user.click(within(importDialog).getByRole('button', { name: 'Upload' }))

    await signInAgain(user)
    const result = await screen.findByRole('dialog', { name: 'Import complete' })
    expect(within(result).getByTestId('import-created')).toHaveTextContent('1')
    expect(
      mockDb()
        .members.all()
        .some((member) => member.email_address === 'lorato.segokgo@example.co.bw'),
    ).toBe(true)
    expect(router.state.location.pathname).toBe('/users')
  })

  it('with nothing unsaved, goes to /login as before', async () => {
    const { router, queryClient } = await openMembers('admin')
    expireSession()
    void queryClient.invalidateQueries({ queryKey: memberResource.keys.lists() })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/users', reason: 'expired' })
    expect(screen.queryByText(EXPIRED_OVER_WORK)).not.toBeInTheDocument()
  })

  it('on Cancel goes to /login as before, and the form is offered back after signing in', async () => {
    const user = userEvent.setup()
    const { router } = await openMembers('admin')
    const dialog = await openAdd(user)
    await fillMember(user, dialog)
    expireSession()
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    const signIn = await screen.findByRole('dialog', { name: 'Sign in to continue' })
    await user.click(within(signIn).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/users', reason: 'expired' })

    await user.type(await screen.findByLabelText(/email/i), 'admin@sacco.co.bw')
    await user.type(screen.getByLabelText(/password/i), 'password')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await screen.findByRole('heading', { name: 'Registered Members' })
    await openAdd(user)
    const offer = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })
    await user.click(within(offer).getByRole('button', { name: 'Restore' }))
    const form = screen.getByRole('dialog', { name: 'Add New User' })
    expect(field(form, /^Organisation\b/)).toHaveValue(TYPED.organisation)
    expect(field(form, /^Gender\b/)).toHaveValue(TYPED.gender)
  })

  it('when someone else signs in, sends nothing as them and says why at /login', async () => {
    const user = userEvent.setup()
    const { router } = await openMembers('admin')
    const dialog = await openAdd(user)
    await fillMember(user, dialog)
    expireSession()
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    await signInAgain(user, 'password', 'viewer@sacco.co.bw')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/users', reason: 'other-user' })
    expect(await screen.findByText(/You signed in as a different user/)).toBeInTheDocument()
    expect(
      mockDb()
        .members.all()
        .some((member) => member.email_address === TYPED.email_address),
    ).toBe(false)
  })
})

describe('the member form draft', () => {
  it('is offered back after a reload, restored as changes, and cleared by the save', async () => {
    const user = userEvent.setup()
    const first = await openMembers('admin')
    await fillMember(user, await openAdd(user))
    // A reload: the page goes away with the form open.
    first.unmount()

    renderApp('/users')
    await screen.findByRole('table')
    await openAdd(user)
    const offer = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })
    await user.click(within(offer).getByRole('button', { name: 'Restore' }))
    const form = screen.getByRole('dialog', { name: 'Add New User' })
    expect(field(form, /^Name\b/)).toHaveValue(TYPED.name)
    expect(field(form, /^Notes\b/)).toHaveValue(TYPED.notes)
    await user.click(within(form).getByRole('button', { name: 'Add Member' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New User' })).not.toBeInTheDocument())
    expect(
      mockDb()
        .members.all()
        .find((member) => member.email_address === TYPED.email_address),
    ).toMatchObject(TYPED)

    await openAdd(user)
    expect(screen.queryByRole('dialog', { name: 'Restore unsaved changes?' })).not.toBeInTheDocument()
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([])
  })

  it('is kept per member for Edit, and Discard clears it', async () => {
    const user = userEvent.setup()
    const member = memberWith('active', 1)
    const first = await openMemberRow('admin', member)
    await user.click(within(rowOf(member)).getByRole('button', { name: /^Edit\b/ }))
    const form = await screen.findByRole('dialog', { name: 'Edit User' })
    await user.clear(field(form, /^Organisation\b/))
    await user.type(field(form, /^Organisation\b/), 'Okavango Diamond Company')
    first.unmount()

    await openMemberRow('admin', member)
    // Add New is another form: it offers nothing.
    await openAdd(user)
    expect(screen.queryByRole('dialog', { name: 'Restore unsaved changes?' })).not.toBeInTheDocument()
    await user.click(
      within(screen.getByRole('dialog', { name: 'Add New User' })).getByRole('button', { name: 'Cancel' }),
    )

    await user.click(within(rowOf(member)).getByRole('button', { name: /^Edit\b/ }))
    const offer = await screen.findByRole('dialog', { name: 'Restore unsaved changes?' })
    await user.click(within(offer).getByRole('button', { name: 'Discard' }))
    expect(field(screen.getByRole('dialog', { name: 'Edit User' }), /^Organisation\b/)).toHaveValue(
      member.organisation ?? '',
    )
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([])
  })

  it('ignores a tampered draft, and logout clears every draft', async () => {
    const { queryClient } = await openMembers('admin')
    // The draft is written once typing pauses: on the test's clock.
    useTestClock()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const userId = queryClient.getQueryData<{ id: number }>(['auth', 'current-user'])?.id
    sessionStorage.setItem(`draft:${userId}:member:new`, JSON.stringify({ gender: 'dragon' }))
    await openAdd(user)
    expect(screen.queryByRole('dialog', { name: 'Restore unsaved changes?' })).not.toBeInTheDocument()
    expect(sessionStorage.getItem(`draft:${userId}:member:new`)).toBeNull()

    await fillMember(user, screen.getByRole('dialog', { name: 'Add New User' }))
    await elapse(DRAFT_WRITE_DELAY_MS)
    await waitFor(() => expect(sessionStorage.getItem(`draft:${userId}:member:new`)).not.toBeNull())
    sessionStorage.setItem(`draft:${userId}:member:7`, JSON.stringify({ name: 'Kept' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Add New User' })).getByRole('button', { name: 'Cancel' }),
    )
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    expect(sessionStorage.getItem(`draft:${userId}:member:new`)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await elapseUntil(() => screen.queryByRole('heading', { name: 'Sign in to the console' }) !== null)
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:'))).toEqual([])
  })
})
