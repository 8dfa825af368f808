import { expect, test, type Page } from '@playwright/test'
import { acknowledgeChecks } from './support/acknowledge'
import { runClockUntil } from './support/clock'
import { expectNoAxeViolations, signIn } from './support/session'

const APPROVE_CALL = /\/api\/loan-application2s\/\d+\/approve$/

function rowById(page: Page, id: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) })
}

/** The first row on screen with this status badge, and its ID. */
async function firstRowWithStatus(page: Page, status: string) {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByTestId('status-badge').filter({ hasText: status }) })
    .first()
  await expect(row).toBeVisible()
  // The first cell holds the row's selection checkbox; the ID is the second.
  const id = (await row.getByRole('cell').nth(1).textContent()) ?? ''
  return { row: rowById(page, id), id }
}

test('an admin approves a verified loan and the badge changes before the server answers', async ({ page }) => {
  // The mock's 3 s latency runs on the page's clock, which stands still once the list is in: the
  // server cannot answer until the test moves time on, however slowly the machine runs.
  await page.clock.install()
  await signIn(page, 'admin')
  await page.goto('/loans?status=verified&mock.latency=3000')
  const { row, id } = await firstRowWithStatus(page, 'Verified')
  await page.clock.pauseAt(Date.now() + 1000)

  let answered = false
  page.on('response', (response) => {
    if (APPROVE_CALL.test(new URL(response.url()).pathname)) answered = true
  })
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && APPROVE_CALL.test(new URL(request.url()).pathname),
  )

  await row.getByRole('button', { name: `Approve loan application ${id}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Approve Loan Application' })
  await expect(dialog).toContainText('Are you sure you want to approve this loan application?')
  await acknowledgeChecks(dialog, page)
  await dialog.getByRole('button', { name: 'Approve' }).click()
  // The badge changes at once; the approval is held 5 s for Undo before it is sent.
  await expect(row.getByTestId('status-badge')).toHaveText('Approved')
  await page.clock.runFor(5000)

  await sent
  await expect(row.getByTestId('status-badge')).toHaveText('Approved')
  expect(answered).toBe(false)
  await expect(page.getByText(/^Approved: /)).toBeHidden()

  await runClockUntil(page, 3000, (glance) => expect(page.getByText(/^Approved: /)).toBeVisible(glance))
  expect(answered).toBe(true)
})

test("a failing approval rolls back with 'Failed to approve loan application'", async ({ page }) => {
  // As above: the failure cannot come back before the test runs the page's clock on.
  await page.clock.install()
  await signIn(page, 'admin')
  await page.goto('/loans?status=verified&mock.fail=loans.approve&mock.latency=800')
  const { row, id } = await firstRowWithStatus(page, 'Verified')
  await page.clock.pauseAt(Date.now() + 1000)

  await row.getByRole('button', { name: `Approve loan application ${id}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Approve Loan Application' })
  await acknowledgeChecks(dialog, page)
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(row.getByTestId('status-badge')).toHaveText('Approved')
  await runClockUntil(page, 800, (glance) =>
    expect(page.getByRole('alert').getByText('Failed to approve loan application')).toBeVisible(glance),
  )
  await expect(row.getByTestId('status-badge')).toHaveText('Verified')
})

for (const list of [
  {
    path: '/loans',
    title: 'Loan Applications',
    noun: 'loan application',
    entity: 'Loan Application',
    details: 'Loan Application Details',
  },
  { path: '/kyc', title: 'KYC Verifications', noun: 'KYC record', entity: 'KYC', details: 'KYC Details' },
]) {
  test(`axe finds nothing on ${list.path}, its filter panel and each of its modals`, async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto(`${list.path}?status=verified`)
    await expect(page.getByRole('heading', { name: list.title })).toBeVisible()
    await expect(page.getByText(/Showing page/)).toBeVisible()
    // A status in the address opens the Filter panel, so this covers the panel too.
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByLabel('From Date')).toBeVisible()
    await expectNoAxeViolations(page)

    const { row, id } = await firstRowWithStatus(page, 'Verified')
    const modals = [
      { button: `View ${list.noun} ${id}`, dialog: list.details },
      { button: `Approve ${list.noun} ${id}`, dialog: `Approve ${list.entity}` },
      { button: `Reject ${list.noun} ${id}`, dialog: `Reject ${list.entity}` },
    ]
    for (const modal of modals) {
      await row.getByRole('button', { name: modal.button }).click()
      const dialog = page.getByRole('dialog', { name: modal.dialog })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(row.getByRole('button', { name: modal.button })).toBeFocused()
    }

    await page.getByRole('button', { name: 'Logout' }).click()
    await signIn(page, 'viewer')
    await page.goto(`${list.path}?status=pending`)
    const pending = await firstRowWithStatus(page, 'Pending')
    await pending.row.getByRole('button', { name: `Verify ${list.noun} ${pending.id}` }).click()
    await expect(page.getByRole('dialog', { name: `Verify ${list.entity}` })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('exports 5,000 loan applications with a progress bar', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/loans?mock.loans=5000')
  await expect(page.getByText('Showing page 1 of 334 (5000 records)')).toBeVisible()
  const download = page.waitForEvent('download')
  const started = Date.now()
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('button', { name: 'All columns' }).click()
  await expect(page.getByRole('progressbar', { name: 'Exporting Loan Applications' })).toBeVisible()
  const file = await download
  const elapsed = Date.now() - started
  expect(file.suggestedFilename()).toBe('Loan Applications.csv')
  const text = await (await file.createReadStream()).toArray()
  const csv = Buffer.concat(text).toString('utf8')
  // 'All columns': every field, under the Loan Details labels.
  expect(csv.startsWith('\uFEFFID,Member ID,Account Number,Bank Name,Branch Name,Branch Code,Loan purpose,')).toBe(true)
  expect(csv.split('\r\n')).toHaveLength(5001)
  test.info().annotations.push({ type: 'export-5000-ms', description: String(elapsed) })
  console.log(`export of 5,000 records: ${elapsed} ms`)
})

for (const role of ['admin', 'viewer'] as const) {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`/loans fits a ${viewport.name} screen for the ${role}: a table on a laptop, cards on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await signIn(page, role)
      await page.goto('/loans')
      await expect(page.getByText(/Showing page/)).toBeVisible()
      await page.getByRole('button', { name: 'Filter', exact: true }).click()
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(pageWidth).toBeLessThanOrEqual(viewport.width)
      if (viewport.name === 'phone') {
        await expect(page.getByRole('table')).toHaveCount(0)
        await expect(page.getByRole('list', { name: 'Loan Applications' }).getByRole('listitem')).toHaveCount(15)
      } else {
        const scroller = page.getByRole('table').locator('..')
        const [scrollWidth, clientWidth] = await scroller.evaluate((element) => [
          element.scrollWidth,
          element.clientWidth,
        ])
        expect(scrollWidth).toBe(clientWidth)
      }
      await page.screenshot({ path: test.info().outputPath(`loans-${role}-${viewport.name}.png`), fullPage: true })
    })
  }
}
