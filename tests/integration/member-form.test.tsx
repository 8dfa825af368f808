import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { addFailure, mockDb, server } from '../../mocks/node'
import type { MemberRecord } from '../../mocks/node'
import { holdRequests } from '../support/hold-requests'
import { memberWith, openMemberRow, openMembers, recordRequests, rowOf } from './members-support'

const REQUIRED_ERRORS = [
  'Name must be at least 2 characters',
  'Surname is required',
  'Gender is required',
  'Date of birth is required',
  'Please enter a valid email address',
  'Please enter a valid phone number',
]

function field(dialog: HTMLElement, label: RegExp): HTMLInputElement {
  return within(dialog).getByLabelText(label)
}

async function openAdd(user: UserEvent) {
  await openMembers('admin')
  await user.click(screen.getByRole('button', { name: 'Add New Member' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add New User' })
  return dialog
}

/**
 * The required fields, their text pasted rather than typed key by key: the keys themselves are not
 * under test here (the tests of each rule type theirs), and each key redraws the whole form.
 */
async function fillRequired(user: UserEvent, dialog: HTMLElement, email: string) {
  const paste = async (label: RegExp, text: string) => {
    await user.click(field(dialog, label))
    await user.paste(text)
  }
  await paste(/^Name\b/, 'Onalenna')
  await paste(/^Surname\b/, 'Kebonang')
  await user.selectOptions(field(dialog, /^Gender\b/), 'female')
  await user.type(field(dialog, /^Date of Birth\b/), '1991-04-12')
  await paste(/^Email Address\b/, email)
  await paste(/^Phone Number\b/, '+267 71 234 567')
}

async function openEdit(user: UserEvent, member: MemberRecord) {
  await openMemberRow('admin', member)
  await user.click(within(rowOf(member)).getByRole('button', { name: /^Edit\b/ }))
  return screen.findByRole('dialog', { name: 'Edit User' })
}

describe('Add New User', () => {
  it('marks the required fields, groups the rest, and has no Status', async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    for (const label of ['Name', 'Surname', 'Gender', 'Date of Birth', 'Email Address', 'Phone Number']) {
      expect(within(dialog).getByText(label, { selector: 'label' })).toHaveTextContent(`${label} *`)
    }
    // The import asks for the same fields: Home Telephone is required by neither.
    expect(within(dialog).getByText('Home Telephone', { selector: 'label' })).toHaveTextContent(/^Home Telephone$/)
    expect(field(dialog, /^Home Telephone/)).not.toHaveAttribute('aria-required')
    const legends = within(dialog)
      .getAllByRole('group')
      .map((group) => group.querySelector(':scope > legend')?.textContent)
      .filter(Boolean)
    expect(legends).toEqual([
      'Personal details',
      'Contact details',
      'Next of kin',
      'Employment',
      'Banking',
      'Beneficiary',
      'Documents',
      'Additional information',
    ])
    expect(within(dialog).queryByLabelText(/^Status/)).not.toBeInTheDocument()
    expect(field(dialog, /^Beneficiary Address/)).toHaveAttribute('type', 'text')
    expect(field(dialog, /^Beneficiary Omang Number/)).toHaveAttribute('type', 'text')
    for (const label of [/^Omang Copy/, /^Confirmation Letter/, /^Payslip/])
      expect(field(dialog, label)).toHaveAttribute('type', 'file')
    expect(
      within(field(dialog, /^Gender\b/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select gender', 'Male', 'Female', 'Other'])
    expect(
      within(field(dialog, /^Marital Status/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select marital status', 'Single', 'Married', 'Divorced', 'Widowed'])
  })

  it('shows each rule in red under its field and sends nothing', async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    const seen = recordRequests()
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    for (const message of REQUIRED_ERRORS) {
      const error = await within(dialog).findByText(message)
      expect(error).toHaveClass('text-red-700')
    }
    expect(field(dialog, /^Name\b/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(dialog, /^Name\b/)).toHaveAccessibleDescription('Name must be at least 2 characters')
    expect(field(dialog, /^Name\b/)).toHaveFocus()
    await user.type(field(dialog, /^Email Address\b/), 'not-an-email')
    await user.type(field(dialog, /^Phone Number\b/), '12ab')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeInTheDocument()
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('lists what the browser refused at the top, each a link that focuses its field', async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    await user.type(field(dialog, /^Omang Number/), '12345')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await within(dialog).findByText('Omang number must be 9 digits')).toBeInTheDocument()
    const summary = within(dialog).getByText('Please correct the following fields:').parentElement
    if (!summary) throw new Error('no summary')
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Name', 'Surname', 'Gender', 'Date of Birth', 'Omang Number', 'Email Address', 'Phone Number'])
    await user.click(within(summary).getByRole('link', { name: 'Omang Number' }))
    expect(field(dialog, /^Omang Number/)).toHaveFocus()
    await user.click(within(summary).getByRole('link', { name: 'Phone Number' }))
    expect(field(dialog, /^Phone Number/)).toHaveFocus()

    await user.clear(field(dialog, /^Omang Number/))
    await user.type(field(dialog, /^Omang Number/), '123456789')
    await user.tab()
    expect(within(dialog).queryByText('Omang number must be 9 digits')).not.toBeInTheDocument()
    expect(within(summary).queryByRole('link', { name: 'Omang Number' })).not.toBeInTheDocument()
  })

  it.each([
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    [
      'Cancel',
      (user: UserEvent, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ],
    [
      'the close button',
      (user: UserEvent, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole('button', { name: 'Close dialog' })),
    ],
    // A click on the backdrop is a click on the <dialog> itself: its content covers the rest of its box.
    ['a click on the backdrop', (user: UserEvent, dialog: HTMLElement) => user.click(dialog)],
  ])("asks 'Discard your changes?' before %s closes a changed form", async (_way, close) => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    await user.type(field(dialog, /^Name\b/), 'Onalenna')
    await close(user, dialog)
    const confirm = await screen.findByRole('dialog', { name: 'Discard your changes?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument()
    expect(field(dialog, /^Name\b/)).toHaveValue('Onalenna')

    await close(user, dialog)
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it.each([
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    ['a click on the backdrop', (user: UserEvent, dialog: HTMLElement) => user.click(dialog)],
  ])('closes an untouched form on %s without asking', async (_way, close) => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    await close(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('adds a member as JSON, closes, and lists it', async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    const seen = recordRequests()
    await fillRequired(user, dialog, 'onalenna.kebonang@example.co.bw')
    await user.type(field(dialog, /^Beneficiary Address/), 'P O Box 12, Maun')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await screen.findByText('Member added.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const post = seen.find((request) => request.method === 'POST' && request.path === '/api/memberships')
    expect(post?.contentType).toContain('application/json')
    const body = await post?.body
    expect(body).toMatchObject({
      name: 'Onalenna',
      email_address: 'onalenna.kebonang@example.co.bw',
      beneficiary_address: 'P O Box 12, Maun',
    })
    expect(body).not.toHaveProperty('status')
    const created = mockDb()
      .members.all()
      .find((member) => member.email_address === 'onalenna.kebonang@example.co.bw')
    expect(created?.status).toBe('pending')
    // The list was refreshed: the new member is the latest, on top of page 1.
    expect(await screen.findByRole('link', { name: 'Onalenna Kebonang' })).toBeInTheDocument()
  })

  it("puts the server's 422 on the fields and keeps what was typed", async () => {
    const user = userEvent.setup()
    const taken = memberWith('active')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog, taken.email_address)
    await user.type(field(dialog, /^Omang Number/), '123456789')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await within(dialog).findByText('The email address has already been taken.')).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to add user. Please try again.')
    expect(field(dialog, /^Email Address\b/)).toHaveAttribute('aria-invalid', 'true')
    expect(field(dialog, /^Name\b/)).toHaveValue('Onalenna')
    expect(field(dialog, /^Omang Number/)).toHaveValue('123456789')
    expect(field(dialog, /^Gender\b/)).toHaveValue('female')
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument()
    // Correcting the field takes its server error away.
    await user.clear(field(dialog, /^Email Address\b/))
    await user.type(field(dialog, /^Email Address\b/), 'fresh.address@example.co.bw')
    await user.tab()
    expect(field(dialog, /^Email Address\b/)).not.toHaveAccessibleDescription(/already been taken/)
  })

  it("says 'Failed to add user. Please try again.' when the server fails", async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    addFailure({ group: 'members.create', mode: 500 })
    await fillRequired(user, dialog, 'someone.new@example.co.bw')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to add user. Please try again.')
    expect(field(dialog, /^Surname\b/)).toHaveValue('Kebonang')
  })
})

describe('Edit User', () => {
  it('starts from the member: home telephone and notes as stored, the status and the notes history shown, not editable', async () => {
    const user = userEvent.setup()
    const member = mockDb().members.update(memberWith('active').id, {
      telephone_home: '395 1111',
      cell_number: '+267 72 000 111',
      notes: 'Moved to Francistown branch\nApproved on Mar 01, 2025 10:00',
    })
    const dialog = await openEdit(user, member)
    expect(field(dialog, /^Home Telephone/)).toHaveValue('395 1111')
    expect(field(dialog, /^Phone Number/)).toHaveValue('+267 72 000 111')
    // The free text is edited; the dated line is the record's history, shown beside it.
    expect(field(dialog, /^Notes/)).toHaveValue('Moved to Francistown branch')
    const facts = within(dialog).getByRole('group', { name: 'Status & notes' })
    expect(facts).toHaveTextContent(
      "Status: Active. Only the member's actions change it, each with a line in the notes.",
    )
    expect(within(facts).getByRole('listitem')).toHaveTextContent('Approved on Mar 01, 2025 10:00')
    expect(facts).toHaveTextContent('Saving adds a line with the date and your name.')
    expect(within(dialog).queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument()
    expect(field(dialog, /^Beneficiary Address/)).toHaveValue(member.beneficiary_address ?? '')
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  })

  it('saves with a JSON PUT and updates the row, for a member with no home telephone too', async () => {
    const user = userEvent.setup()
    const member = mockDb().members.update(memberWith('pending', 5).id, { telephone_home: null })
    const dialog = await openEdit(user, member)
    const seen = recordRequests()
    await user.clear(field(dialog, /^Surname\b/))
    await user.type(field(dialog, /^Surname\b/), 'Ramotswe')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Member updated.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const put = seen.find((request) => request.method === 'PUT')
    expect(put?.path).toBe(`/api/memberships/${member.id}`)
    expect(put?.contentType).toContain('application/json')
    const body = await put?.body
    expect(body).toMatchObject({ surname: 'Ramotswe' })
    // Only the member's actions move the status: Edit never sends one.
    expect(body).not.toHaveProperty('status')
    expect(await screen.findByRole('link', { name: `${member.name} Ramotswe` })).toBeInTheDocument()
    expect(
      mockDb()
        .members.all()
        .find((row) => row.id === member.id)?.surname,
    ).toBe('Ramotswe')
  })

  it("keeps every dated notes line, a colleague's decision made while the form was open too, and adds the edit naming who saved it", async () => {
    const user = userEvent.setup()
    const member = mockDb().members.update(memberWith('pending', 5).id, {
      notes: 'Joined at the Maun branch.\nApproved on Mar 01, 2025 10:00',
    })
    const dialog = await openEdit(user, member)
    await user.clear(field(dialog, /^Notes/))
    await user.type(field(dialog, /^Notes/), 'All clean.')
    // Meanwhile a colleague verifies the member: their line is on the server, not in the open form.
    const verified = 'Verified on Nov 30, 2026 08:10 by Naledi Sebego'
    mockDb().members.update(member.id, { status: 'verified', notes: `${member.notes}\n${verified}` })
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Member updated.')).toBeInTheDocument()
    const notes = (mockDb().members.get(member.id)?.notes ?? '').split('\n')
    expect(notes.slice(0, 3)).toEqual(['All clean.', 'Approved on Mar 01, 2025 10:00', verified])
    expect(notes[3]).toMatch(/^Edited on [A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2} by Kagiso Molefe$/)
    expect(notes).toHaveLength(4)
    expect(mockDb().members.get(member.id)?.status).toBe('verified')
  })

  it('sends one save when the form is submitted again while the first is under way, fields still editable', async () => {
    const user = userEvent.setup()
    const member = memberWith('pending', 6)
    const dialog = await openEdit(user, member)
    const seen = recordRequests()
    const save = holdRequests('put', `*/api/memberships/${member.id}`)
    // Enter in a field submits in a browser even while Save is disabled; jsdom needs the submit itself.
    const form = within(dialog).getByRole('form', { name: 'Edit member' })
    fireEvent.submit(form)
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled()
    await waitFor(() => expect(save.requests).toHaveLength(1))
    expect(field(dialog, /^Surname\b/)).toBeEnabled()
    fireEvent.submit(form)
    save.release()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(seen.filter((request) => request.method === 'PUT')).toHaveLength(1)
  })

  it('sends a chosen document as multipart POST with _method=PUT', async () => {
    const user = userEvent.setup()
    const member = mockDb().members.update(memberWith('active', 1).id, { telephone_home: '391 0000' })
    const dialog = await openEdit(user, member)
    const seen = recordRequests()
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'omang-new.png', { type: 'image/png' })
    await user.upload(field(dialog, /^Omang Copy/), png)
    expect(within(dialog).getByText('Selected: omang-new.png')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Member updated.')).toBeInTheDocument()
    const post = seen.find((request) => request.method === 'POST' && request.path === `/api/memberships/${member.id}`)
    expect(post?.contentType).toContain('multipart/form-data')
    expect(seen.some((request) => request.method === 'PUT')).toBe(false)
    const body = await post?.body
    expect(body).toMatchObject({ _method: 'PUT', omang: 'file:omang-new.png', telephone_home: '391 0000' })
    expect(
      mockDb()
        .members.all()
        .find((row) => row.id === member.id)?.omang,
    ).toMatch(/omang-new\.png$/)
  })

  it("says 'Failed to update user. Please try again.' on a 500 and keeps the changes", async () => {
    const user = userEvent.setup()
    const member = mockDb().members.update(memberWith('active', 2).id, { telephone_home: '391 0000' })
    const dialog = await openEdit(user, member)
    addFailure({ group: 'members.update', mode: 500 })
    await user.clear(field(dialog, /^Designation/))
    await user.type(field(dialog, /^Designation/), 'Senior Accountant')
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update user. Please try again.')
    expect(field(dialog, /^Designation/)).toHaveValue('Senior Accountant')
  })

  it("shows the field error under its field and the spec's text in the banner for a refused update", async () => {
    const user = userEvent.setup()
    const other = memberWith('pending')
    const member = mockDb().members.update(memberWith('active', 3).id, { telephone_home: '391 0000' })
    const dialog = await openEdit(user, member)
    await user.clear(field(dialog, /^Email Address/))
    await user.type(field(dialog, /^Email Address/), other.email_address)
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(
      await within(dialog).findByText('The email address has already been taken.', { selector: 'p[id]' }),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to update user. Please try again.')
    expect(field(dialog, /^Email Address/)).toHaveValue(other.email_address)
    expect(field(dialog, /^Email Address/)).toHaveFocus()
  })

  it("prefers the server's message when a refusal names no field", async () => {
    const user = userEvent.setup()
    const member = mockDb().members.update(memberWith('active', 3).id, { telephone_home: '391 0000' })
    const dialog = await openEdit(user, member)
    addFailure({ group: 'members.update', mode: 403 })
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This action is unauthorized.')
  })
})

// The same refusal as each Laravel version words it (DESIGN section 9).
const LARAVEL_422_BODIES = {
  'Laravel 8': {
    message: 'The given data was invalid.',
    errors: {
      email_address: ['The email address must be a valid email address.'],
      omang_number: ['The omang number must be 9 digits.'],
    },
  },
  'Laravel 10': {
    message: 'The email address field must be a valid email address. (and 1 more error)',
    errors: {
      email_address: ['The email address field must be a valid email address.'],
      omang_number: ['The omang number field must be 9 digits.'],
    },
  },
}

describe.each(Object.entries(LARAVEL_422_BODIES))('a 422 as %s words it', (_version, body) => {
  const [emailError = '', omangError = ''] = [body.errors.email_address[0], body.errors.omang_number[0]]

  it("puts each error under its field and the spec's text in the banner, on Add", async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    server.use(http.post('*/api/memberships', () => HttpResponse.json(body, { status: 422 })))
    await fillRequired(user, dialog, 'someone.new@example.co.bw')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to add user. Please try again.')
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent(body.message)
    expect(field(dialog, /^Email Address\b/)).toHaveAccessibleDescription(emailError)
    expect(field(dialog, /^Omang Number/)).toHaveAccessibleDescription(omangError)
    expect(field(dialog, /^Email Address\b/)).toHaveFocus()
    expect(field(dialog, /^Surname\b/)).toHaveValue('Kebonang')
  })

  it("puts each error under its field and the spec's text in the banner, on Edit", async () => {
    const user = userEvent.setup()
    const member = mockDb().members.update(memberWith('active', 2).id, { telephone_home: '391 0000' })
    const dialog = await openEdit(user, member)
    server.use(http.put(`*/api/memberships/${member.id}`, () => HttpResponse.json(body, { status: 422 })))
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update user. Please try again.')
    expect(field(dialog, /^Email Address\b/)).toHaveAccessibleDescription(emailError)
    expect(field(dialog, /^Omang Number/)).toHaveAccessibleDescription(omangError)
  })
})

describe('a 422 for a field the form does not have', () => {
  it("says the server's words in the banner rather than hiding them", async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    const problem = 'The branch id field is required.'
    server.use(
      http.post('*/api/memberships', () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { branch_id: [problem] } },
          { status: 422 },
        ),
      ),
    )
    await fillRequired(user, dialog, 'someone.new@example.co.bw')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(problem)
  })
})

describe('Clean data at entry (DESIGN section 11)', () => {
  const isoDay = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  const yearsAgo = (years: number) => {
    const date = new Date()
    date.setFullYear(date.getFullYear() - years)
    return isoDay(date)
  }

  it('refuses a date of birth or a beneficiary date of birth in the future, and offers no later day', async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    const seen = recordRequests()
    await fillRequired(user, dialog, 'future.person@example.co.bw')
    expect(field(dialog, /^Date of Birth\b/)).toHaveAttribute('max', isoDay(new Date()))
    await user.clear(field(dialog, /^Date of Birth\b/))
    await user.type(field(dialog, /^Date of Birth\b/), '2030-01-01')
    await user.type(field(dialog, /^Beneficiary Date of Birth/), '2099-12-31')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await within(dialog).findByText('Date of birth cannot be in the future')).toBeInTheDocument()
    expect(within(dialog).getByText('Beneficiary date of birth cannot be in the future')).toBeInTheDocument()
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('warns about a member under 18, and still saves', async () => {
    const user = userEvent.setup()
    const dialog = await openAdd(user)
    await fillRequired(user, dialog, 'young.person@example.co.bw')
    expect(within(dialog).queryByText(/^Under 18/)).not.toBeInTheDocument()
    await user.clear(field(dialog, /^Date of Birth\b/))
    await user.type(field(dialog, /^Date of Birth\b/), yearsAgo(16))
    expect(within(dialog).getByText('Under 18: check that the member may join.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await screen.findByText('Member added.')).toBeInTheDocument()
  })

  it("checks the Omang against the members before saving, names the holder with a link, and saves after 'Save anyway'", async () => {
    const user = userEvent.setup()
    const holder = memberWith('active')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog, 'second.holder@example.co.bw')
    await user.type(field(dialog, /^Omang Number/), holder.omang_number ?? '')
    const seen = recordRequests()
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    const warning = await within(dialog).findByRole('alert')
    expect(warning).toHaveTextContent(
      `Omang ${holder.omang_number} already belongs to ${holder.member_id} · ${holder.name} ${holder.surname}`,
    )
    const link = within(warning).getByRole('link', { name: new RegExp(`^${holder.member_id} · `) })
    expect(link).toHaveAttribute('href', `/users/${holder.id}`)
    expect(link).toHaveAttribute('target', '_blank')
    // The warning takes the focus once it is drawn (an effect), which may be a moment after it shows.
    await waitFor(() => expect(warning).toHaveFocus())
    expect(seen.filter((request) => request.method !== 'GET')).toEqual([])
    expect(seen.filter((request) => request.method === 'GET').map((request) => request.search.get('search'))).toEqual([
      holder.omang_number,
    ])

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }))
    expect(await screen.findByText('Member added.')).toBeInTheDocument()
    const created = mockDb()
      .members.all()
      .find((member) => member.email_address === 'second.holder@example.co.bw')
    expect(created?.omang_number).toBe(holder.omang_number)
  })

  it('checks again when the Omang is changed after the warning', async () => {
    const user = userEvent.setup()
    const holder = memberWith('active')
    const dialog = await openAdd(user)
    await fillRequired(user, dialog, 'changed.mind@example.co.bw')
    await user.type(field(dialog, /^Omang Number/), holder.omang_number ?? '')
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    await within(dialog).findByRole('button', { name: 'Save anyway' })
    await user.clear(field(dialog, /^Omang Number/))
    await user.type(field(dialog, /^Omang Number/), '700000999')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add Member' }))
    expect(await screen.findByText('Member added.')).toBeInTheDocument()
  })
})
