import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO, expectNoAxeViolations, signIn } from './support/session'

/** Every required field and some optional ones: the saved member must carry each of them. */
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

async function openMembers(page: Page) {
  await signIn(page, 'admin')
  await page.goto('/users')
  await expect(page.getByText(/Showing page \d+ of \d+ \(\d+ records\)/)).toBeVisible()
}

async function openAdd(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Member' }).click()
  const form = page.getByRole('dialog', { name: 'Add New User' })
  await expect(form).toBeVisible()
  return form
}

async function fillMember(form: Locator) {
  await form.getByLabel(/^Name\b/).fill(TYPED.name)
  await form.getByLabel(/^Surname\b/).fill(TYPED.surname)
  await form.getByLabel(/^Gender\b/).selectOption(TYPED.gender)
  await form.getByLabel(/^Date of Birth\b/).fill(TYPED.date_of_birth)
  await form.getByLabel(/^Email Address\b/).fill(TYPED.email_address)
  await form.getByLabel(/^Phone Number\b/).fill(TYPED.cell_number)
  await form.getByLabel(/^Home Telephone\b/).fill(TYPED.telephone_home)
  await form.getByLabel(/^Organisation\b/).fill(TYPED.organisation)
  await form.getByLabel(/^Bank Name\b/).fill(TYPED.bank_name)
  await form.getByLabel(/^Notes\b/).fill(TYPED.notes)
}

test('the member form filled, the session expired, Save: the sign-in dialog, then the member is saved with every typed value', async ({
  page,
}) => {
  await openMembers(page)
  const form = await openAdd(page)
  await fillMember(form)
  // The server drops the session while the form is open. The form's modal dialog makes the QA panel
  // inert, so its buttons get DOM clicks, which inertness does not stop.
  await page.locator('button', { hasText: 'QA controls' }).dispatchEvent('click')
  await page.locator('button', { hasText: 'Expire session' }).dispatchEvent('click')
  await expect(page.getByText('Session expired on the server.', { exact: false })).toBeAttached()

  await form.getByRole('button', { name: 'Add Member' }).click()

  const signInDialog = page.getByRole('dialog', { name: 'Sign in to continue' })
  await expect(signInDialog).toContainText('Your session has expired. Sign in to continue.')
  await expect(signInDialog.getByLabel('Email')).toHaveValue(DEMO.admin.email)
  // The form is still there behind the sign-in, with what was typed.
  await expect(form.getByLabel(/^Organisation\b/)).toHaveValue(TYPED.organisation)
  await expectNoAxeViolations(page)
  await signInDialog.getByLabel('Password').fill(DEMO.admin.password)
  await signInDialog.getByRole('button', { name: 'Login' }).click()

  await expect(signInDialog).toBeHidden()
  await expect(form).toBeHidden()
  await expect(page.getByText('Member added.')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/users')

  // The saved member, as the server keeps it, in the Edit form: every typed value is there.
  await page.getByRole('button', { name: /^QA controls/, expanded: true }).click()
  await page.getByRole('searchbox').fill(TYPED.surname)
  await page
    .getByRole('row')
    .filter({ hasText: `${TYPED.name} ${TYPED.surname}` })
    .getByRole('button', { name: /^Edit member / })
    .click()
  const saved = page.getByRole('dialog', { name: 'Edit User' })
  await expect(saved.getByLabel(/^Name\b/)).toHaveValue(TYPED.name)
  await expect(saved.getByLabel(/^Surname\b/)).toHaveValue(TYPED.surname)
  await expect(saved.getByLabel(/^Gender\b/)).toHaveValue(TYPED.gender)
  await expect(saved.getByLabel(/^Date of Birth\b/)).toHaveValue(TYPED.date_of_birth)
  await expect(saved.getByLabel(/^Email Address\b/)).toHaveValue(TYPED.email_address)
  await expect(saved.getByLabel(/^Phone Number\b/)).toHaveValue(TYPED.cell_number)
  await expect(saved.getByLabel(/^Home Telephone\b/)).toHaveValue(TYPED.telephone_home)
  await expect(saved.getByLabel(/^Organisation\b/)).toHaveValue(TYPED.organisation)
  await expect(saved.getByLabel(/^Bank Name\b/)).toHaveValue(TYPED.bank_name)
  await expect(saved.getByLabel(/^Notes\b/)).toHaveValue(TYPED.notes)
})

test('a reload mid-form offers the draft back', async ({ page }) => {
  await openMembers(page)
  const form = await openAdd(page)
  await fillMember(form)
  await page.reload()
  await expect(page.getByText(/Showing page \d+ of \d+ \(\d+ records\)/)).toBeVisible()

  await openAdd(page)
  const offer = page.getByRole('dialog', { name: 'Restore unsaved changes?' })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(offer).toBeHidden()
  const restored = page.getByRole('dialog', { name: 'Add New User' })
  await expect(restored.getByLabel(/^Name\b/)).toHaveValue(TYPED.name)
  await expect(restored.getByLabel(/^Gender\b/)).toHaveValue(TYPED.gender)
  await expect(restored.getByLabel(/^Notes\b/)).toHaveValue(TYPED.notes)

  // Restored values are changes: closing asks first, and Discard forgets the draft.
  await restored.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click()
  await openAdd(page)
  await expect(page.getByRole('dialog', { name: 'Restore unsaved changes?' })).toHaveCount(0)
})
