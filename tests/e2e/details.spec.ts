import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './support/session'

/**
 * Gives a member a date of birth through the mock API as a client would (the page's own session and
 * XSRF token), since the seed's dates move with the day it runs. Returns the member's id.
 */
async function memberBornOn(page: Page, dateOfBirth: string): Promise<number> {
  return page.evaluate(async (day) => {
    const xsrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '')
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf }
    const list = await fetch('/api/memberships?status=pending', { headers, credentials: 'include' })
    const { data } = (await list.json()) as { data: Record<string, unknown>[] }
    const member = data[0]
    if (!member) throw new Error('No pending member')
    // The stored-midnight form, which shifts a day in any zone west of Greenwich if read as an instant.
    const body = { ...member, date_of_birth: `${day}T00:00:00.000000Z` }
    const saved = await fetch(`/api/memberships/${String(member.id)}`, {
      method: 'PUT',
      headers,
      credentials: 'include',
      body: JSON.stringify(body),
    })
    if (!saved.ok) throw new Error(`Update failed with ${saved.status}: ${await saved.text()}`)
    return Number(member.id)
  }, dateOfBirth)
}

async function openDetails(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  await expect(page.getByRole('region').first()).toBeVisible()
}

for (const timezoneId of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId })

    test('a date of birth of 1990-07-04 shows as Jul 04, 1990', async ({ page }) => {
      await signIn(page, 'admin')
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId)
      const id = await memberBornOn(page, '1990-07-04')
      await openDetails(page, `/users/${id}`, 'User Details')
      const dateOfBirth = page
        .getByRole('region', { name: 'Personal details' })
        .locator('dt', { hasText: /^Date of Birth$/ })
      await expect(dateOfBirth.locator('+ dd')).toHaveText('Jul 04, 1990')
    })
  })
}

test('the three detail screens and their modals have no axe violations', async ({ page }) => {
  // Below 1024 px documents open in the modal (wider, in a side panel: document-panel.spec.ts).
  await page.setViewportSize({ width: 768, height: 1024 })
  await signIn(page, 'admin')

  await openDetails(page, '/loans/1', 'Loan Details')
  await expectNoAxeViolations(page)

  await openDetails(page, '/kyc/2', 'KYC Details')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'View Proof of Residence' }).click()
  const pdf = page.getByRole('dialog', { name: 'Proof of Residence' })
  await expect(pdf.locator('iframe')).toHaveAttribute('src', /^blob:/)
  await expectNoAxeViolations(page)
  await pdf.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(pdf).toBeHidden()

  const id = await memberBornOn(page, '1990-07-04')
  await openDetails(page, `/users/${id}`, 'User Details')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'View Omang' }).click()
  const preview = page.getByRole('dialog', { name: 'Omang' })
  const image = preview.getByRole('img', { name: 'Omang' })
  await expect(image).toBeVisible()
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  await expectNoAxeViolations(page)
  await preview.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(preview).toBeHidden()

  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit User' })
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a document downloads under its own name, odd characters and all', async ({ page }) => {
  await signIn(page, 'viewer')
  await openDetails(page, '/users/5', 'User Details')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Payslip' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Tšhepo payslip #3 (50%)?.pdf'.replace(/[?]/g, '_'))
})

test('an action is taken from the keyboard alone, shown at once and kept after a reload', async ({ page }) => {
  await signIn(page, 'viewer')
  await page.goto('/loans/1')
  await expect(page.getByRole('heading', { name: 'Loan Details', level: 1 })).toBeVisible()
  // The record's own badge comes first; the Member card shows the member's.
  const status = page.getByTestId('status-badge').first()
  // The seed makes the first record of every table pending.
  await expect(status).toHaveText('Pending')
  await expect(page.getByRole('region', { name: 'Checks' }).getByText('Looking up related records...')).toHaveCount(0)
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Verify' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Verify Loan Application' })
  // Counted once the dialog shows with its checks in: its code may still be on its way after the key
  // press, and until its lookups answer it has no boxes to count yet.
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Looking up related records before this can be confirmed...')).toHaveCount(0)
  // What needs attention is ticked first, each with Space, then Tab on to the next; with nothing to
  // tick, Verify opens with the focus on its confirm button (DESIGN section 10).
  const acknowledgements = dialog.getByRole('checkbox')
  const count = await acknowledgements.count()
  for (let index = 0; index < count; index += 1) {
    await expect(acknowledgements.nth(index)).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
  }
  if (count > 0) {
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Tab')
  }
  await expect(dialog.getByRole('button', { name: 'Verify' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(status).toHaveText('Verified')
  // Held for Undo a few seconds, then sent: the toast names the record once the server has it.
  await expect(page.getByText(/^Verified: /)).toBeVisible({ timeout: 15_000 })
  await page.reload()
  await expect(status).toHaveText('Verified')
})
