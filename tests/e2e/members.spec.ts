import { expect, test, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { expectNoAxeViolations, signIn } from './support/session'

const SHOTS = process.env.MEMBERS_SHOTS_DIR

async function openMembers(page: Page, role: 'admin' | 'viewer', query = '') {
  await signIn(page, role)
  await page.goto(`/users${query}`)
  await expect(page.getByRole('heading', { name: 'Registered Members', level: 1 })).toBeVisible()
  await expect(page.getByText(/Showing page \d+ of \d+ \(\d+ records\)/)).toBeVisible()
}

/** The first row whose badge reads `status`, with the member's name as its buttons name it. */
async function rowWithStatus(page: Page, status: string) {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByTestId('status-badge').getByText(status, { exact: true }) })
    .first()
  await expect(row).toBeVisible()
  return row
}

test('Export of a filtered member list downloads every matching row, not only the page', async ({ page }) => {
  await openMembers(page, 'admin', '?status=pending')
  const pager = await page.getByText(/Showing page 1 of \d+ \(\d+ records\)/).textContent()
  const total = Number(/\((\d+) records\)/.exec(pager ?? '')?.[1])
  expect(total).toBeGreaterThan(15)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('button', { name: 'All columns' }).click()
  const file = await download
  // A filtered export says what it holds and on which day.
  expect(file.suggestedFilename()).toMatch(/^Registered Members - pending - \d{4}-\d{2}-\d{2}\.csv$/)
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8')
  expect(csv.startsWith('\uFEFFID,Membership Number,')).toBe(true)
  const [header, ...rows] = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' }).data
  // Every field of the member, not only the list's columns.
  for (const heading of ['Email Address', 'Phone Number', 'Physical Address', 'Bank Name', 'Next of Kin ID Number'])
    expect(header).toContain(heading)
  expect(rows).toHaveLength(total)
  expect(new Set(rows.map((row) => row[header!.indexOf('Status')]))).toEqual(new Set(['Pending']))
})

test('axe finds nothing on /users and on every members modal (admin)', async ({ page }) => {
  await openMembers(page, 'admin')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Add New Member' }).click()
  const add = page.getByRole('dialog', { name: 'Add New User' })
  await expect(add).toBeVisible()
  await add.getByRole('button', { name: 'Add Member' }).click()
  await expect(add.getByText('Surname is required')).toBeVisible()
  await expectNoAxeViolations(page)
  await add.getByRole('button', { name: 'Cancel' }).click()

  const active = await rowWithStatus(page, 'Active')
  await active.getByRole('button', { name: /^Edit / }).click()
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('dialog', { name: 'Edit User' }).getByRole('button', { name: 'Cancel' }).click()

  await active.getByRole('button', { name: /^Suspend / }).click()
  const suspend = page.getByRole('dialog', { name: 'Suspend User' })
  await suspend.getByRole('radio', { name: 'Other' }).check()
  await expect(suspend.getByRole('button', { name: 'Confirm Suspension' })).toBeDisabled()
  await expectNoAxeViolations(page)
  await suspend.getByRole('button', { name: 'Cancel' }).click()

  await active.getByRole('button', { name: /^View / }).click()
  await expect(page.getByRole('dialog', { name: 'Member Details' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(active.getByRole('button', { name: /^View / })).toBeFocused()

  const verified = await rowWithStatus(page, 'Verified').catch(() => null)
  if (verified) {
    await verified.getByRole('button', { name: /^Approve / }).click()
    await expect(page.getByRole('dialog', { name: 'Approve Member' })).toContainText(
      'Are you sure you want to approve this member?',
    )
    await expectNoAxeViolations(page)
    await page.getByRole('dialog', { name: 'Approve Member' }).getByRole('button', { name: 'Cancel' }).click()
  }

  await page.getByRole('button', { name: 'Import Members' }).click()
  const importDialog = page.getByRole('dialog', { name: 'Import Members' })
  await importDialog.getByLabel(/^Spreadsheet file/).setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,surname,gender,date_of_birth,email_address,cell_number\n' +
        'Lorato,Segokgo,female,1993-02-14,lorato.segokgo@example.co.bw,+267 74 111 222\n' +
        'Kabelo,Tau,male,1989-06-30,not-an-email,+267 75 222 333\n',
    ),
  })
  await expectNoAxeViolations(page)
  await importDialog.getByRole('button', { name: 'Upload' }).click()
  const result = page.getByRole('dialog', { name: 'Import complete' })
  await expect(result.getByTestId('import-created')).toHaveText('1')
  await expect(result.getByRole('row')).toHaveCount(2)
  await expectNoAxeViolations(page)
  const download = page.waitForEvent('download')
  await result.getByRole('button', { name: 'Download errors (CSV)' }).click()
  expect((await download).suggestedFilename()).toBe('Import errors.csv')
  await result.getByRole('button', { name: 'Close' }).last().click()
  await expect(page.getByRole('link', { name: 'Lorato Segokgo' })).toBeVisible()
})

test('axe finds nothing on /users and its Verify and Reject modals for the viewer', async ({ page }) => {
  await openMembers(page, 'viewer', '?status=pending')
  await expectNoAxeViolations(page)
  const pending = await rowWithStatus(page, 'Pending')
  await pending.getByRole('button', { name: /^Verify / }).click()
  await expect(page.getByRole('dialog', { name: 'Verify Member' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('dialog', { name: 'Verify Member' }).getByRole('button', { name: 'Cancel' }).click()
  await pending.getByRole('button', { name: /^Reject / }).click()
  await expect(page.getByRole('dialog', { name: 'Reject Member' })).toBeVisible()
  await expectNoAxeViolations(page)
})

for (const role of ['admin', 'viewer'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`/users fits a ${viewport.name} screen for the ${role}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await openMembers(page, role)
      await page.getByRole('button', { name: 'Filter' }).click()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}` : test.info().outputPath(name))
      await page.screenshot({ path: shot(`users-${role}-${viewport.name}.png`), fullPage: true })
      if (role === 'admin') {
        await page.getByRole('button', { name: 'Add New Member' }).click()
        const add = page.getByRole('dialog', { name: 'Add New User' })
        await add.getByRole('button', { name: 'Add Member' }).click()
        await expect(add.getByText('Surname is required')).toBeVisible()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
        await page.screenshot({ path: shot(`add-member-${viewport.name}.png`) })
      } else {
        await expect(page.getByRole('button', { name: 'Add New Member' })).toHaveCount(0)
      }
    })
  }
}
