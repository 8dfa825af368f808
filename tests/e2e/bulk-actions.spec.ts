import { expect, test, type Locator } from '@playwright/test'
import { chooseSendingDecisionsAtOnce, expectNoAxeViolations, signIn } from './support/session'

// A viewer clears a page of pending members in one bulk action: the bar, the confirmation and the
// result panel in real Chromium, at the widths staff use, with no axe violations. The viewer sends
// decisions at once: the run's hold for Undo has its own tests (tests/integration/bulk-actions.test.tsx).

/**
 * The bulk confirmation once it has looked at every target's checks (DESIGN section 11): how many it
 * will send, and how many it leaves for individual review; together, every target.
 */
async function screened(dialog: Locator, targets: number): Promise<{ sendable: number; needReview: number }> {
  await expect(dialog.getByRole('button', { name: 'Verify' })).toBeEnabled()
  const text = (await dialog.textContent()) ?? ''
  const sendable = Number(text.match(/to verify (\d+) members?\?/)?.[1])
  const needReview = Number(text.match(/(\d+) skipped: need individual review/)?.[1] ?? 0)
  expect(sendable + needReview).toBe(targets)
  expect(sendable).toBeGreaterThan(0)
  return { sendable, needReview }
}

for (const viewport of [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a viewer verifies the selected pending members in one run (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await signIn(page, 'viewer')
    await chooseSendingDecisionsAtOnce(page)
    await page.goto('/users?status=pending')
    await expect(page.getByText(/Showing page 1/)).toBeVisible()
    const verifyCalls: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/memberships\/\d+\/verify_membership$/.test(request.url()))
        verifyCalls.push(request.url())
    })

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await expect(bar).toContainText(/^\d+ selected/)
    const selected = Number((await bar.textContent())?.match(/^(\d+) selected/)?.[1])
    const verify = bar.getByRole('button', { name: new RegExp(`^Verify \\d+ of ${selected}$`) })
    await expect(verify).toBeVisible()
    const targets = Number((await verify.textContent())?.match(/^Verify (\d+)/)?.[1])
    expect(targets).toBeGreaterThan(0)
    // The bar fits the screen: nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath(`bulk-bar-${viewport.name}.png`), fullPage: true })

    // What the run says when it ends comes under the rows: the top of the list stays where it was.
    const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' })
    const listTop = await selectAll.boundingBox()
    await verify.click()
    const dialog = page.getByRole('dialog')
    const { sendable, needReview } = await screened(dialog, targets)
    await dialog.getByRole('button', { name: 'Verify' }).click()
    const results = page.getByRole('status', { name: 'Bulk action results' })
    await expect(results).toContainText(`Verified ${sendable} of ${sendable}`)
    if (needReview > 0) await expect(results).toContainText(`${needReview} skipped: need individual review`)
    expect(verifyCalls).toHaveLength(sendable)
    await expect(results).toBeInViewport()
    expect(await selectAll.boundingBox()).toEqual(listTop)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath(`bulk-results-${viewport.name}.png`), fullPage: true })
  })
}

test('a page of 15 pending members verified in one run stays inside 60 requests a minute', async ({ page }) => {
  const answers: { call: string; status: number }[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/api/'))
      answers.push({ call: `${response.request().method()} ${pathname}`, status: response.status() })
  })
  await signIn(page, 'viewer', '/login?mock.rateLimit=60')
  await chooseSendingDecisionsAtOnce(page)
  // Newest first: the server's first page, a full 15 from one request.
  await page.goto('/users?status=pending&first=newest')
  await expect(page.getByText(/Showing page 1 of \d+/)).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await expect(bar).toContainText(/^15 selected/)
  await bar.getByRole('button', { name: 'Verify 15 of 15' }).click()
  const dialog = page.getByRole('dialog')
  const { sendable } = await screened(dialog, 15)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('status', { name: 'Bulk action results' })).toContainText(
    `Verified ${sendable} of ${sendable}`,
  )

  const verifies = answers.filter(({ call }) => /^POST \/api\/memberships\/\d+\/verify_membership$/.test(call))
  expect(verifies).toHaveLength(sendable)
  expect(answers.filter(({ status }) => status === 429)).toEqual([])
  // Sign-in, the list, the checks' lookups, the verifies and their notify calls: inside the minute's 60.
  expect(answers.length).toBeLessThanOrEqual(60)
  test.info().annotations.push({ type: 'requests', description: `${answers.length} API requests in the run` })
})
