import { expect, test, type Locator, type Page } from '@playwright/test'
import { acknowledgeChecks } from './support/acknowledge'
import { signIn } from './support/session'

// Toasts float over the page: they must never hide what staff work with, the top bar or a list's
// pager, at the widths staff use. The mock-mode QA controls have a place of their own in the top bar
// (a pill in the corner only on the sign-in page, which has no top bar).

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const

interface Box {
  x: number
  y: number
  width: number
  height: number
}

function overlap(a: Box, b: Box): boolean {
  // Half a pixel of sub-pixel rounding is not an overlap.
  const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return x > 0.5 && y > 0.5
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, `${locator.toString()} has a box`).not.toBeNull()
  return box!
}

/** The names of the given elements that any of the covering elements overlaps, in viewport coordinates. */
async function covered(covering: Locator, targets: Locator): Promise<string[]> {
  const coverBoxes = await Promise.all((await covering.all()).map(boxOf))
  const found: string[] = []
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue
    const box = await boxOf(target)
    if (coverBoxes.some((cover) => overlap(cover, box))) found.push((await target.textContent())?.trim() ?? '')
  }
  return found
}

async function scrollPageToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px stacked toasts cover neither the top bar nor the pager`, async ({ page }) => {
    await page.setViewportSize(viewport)
    // The clock stands still once the list is in, so the toasts stay up (they leave after 6 s) however
    // slowly the machine runs; each step lets only as much time pass as the dialog needs.
    await page.clock.install()
    await signIn(page, 'admin')
    // Newest first: a full first page, whose pager starts below the fold.
    await page.goto('/loans?status=verified&first=newest&mock.fail=loans.approve')
    await expect(page.getByText(/Showing page 1 of/)).toBeVisible()
    await page.clock.pauseAt(Date.now() + 1000)

    const toasts = page.locator('[role="alert"] li, [role="status"] li')
    for (let shown = 1; shown <= 3; shown += 1) {
      await page
        .getByRole('button', { name: /^Approve loan application \d+$/ })
        .first()
        .click()
      const dialog = page.getByRole('dialog', { name: 'Approve Loan Application' })
      await acknowledgeChecks(dialog, page)
      await dialog.getByRole('button', { name: 'Approve' }).click()
      await page.clock.runFor(500)
      await expect(toasts).toHaveCount(shown)
    }

    const pager = page.getByText(/Showing page 1 of/).or(page.getByRole('button', { name: /^(Previous|Next)$/ }))
    const topBar = page.getByRole('banner')
    expect(await covered(toasts, topBar)).toEqual([])
    expect(await covered(toasts, pager)).toEqual([])
    // Where the navigation column shows, the toasts sit in it: every row's actions stay free to press.
    const rowActions = page.getByRole('table').getByRole('button')
    if (viewport.width >= 1024) expect(await covered(toasts, rowActions)).toEqual([])
    await scrollPageToEnd(page)
    expect(await covered(toasts, pager)).toEqual([])
    if (viewport.width >= 1024) expect(await covered(toasts, rowActions)).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`toasts-${viewport.width}.png`) })
  })

  test(`at ${viewport.width} px the closed QA controls sit in the top bar, over nothing`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signIn(page, 'admin')
    await page.goto('/loans')
    await expect(page.getByText(/Showing page 1 of/)).toBeVisible()
    // In the console they take a place of their own in the top bar: no row ever scrolls under them.
    const topBar = page.getByRole('banner')
    const controls = topBar.getByRole('complementary', { name: /^QA controls/ })
    await expect(controls).toBeVisible()
    await expect(controls).toContainText('Demo data')
    const ownButton = controls.getByRole('button', { name: /^QA controls/ })
    expect(await covered(controls, topBar.getByRole('button', { name: /user menu|Open navigation/ }))).toEqual([])
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

    // Opened, a side sheet; closed again, back in the top bar with the focus on it.
    await ownButton.click()
    const sheet = page.getByRole('complementary', { name: /^QA controls/ })
    await expect(sheet.getByLabel('Latency (ms)')).toBeVisible()
    await expect(topBar.getByRole('complementary', { name: /^QA controls/ })).toHaveCount(0)
    await sheet.getByRole('button', { name: /^QA controls/ }).click()
    await expect(topBar.getByRole('button', { name: /^QA controls/ })).toBeFocused()
    await page.screenshot({ path: test.info().outputPath(`qa-controls-${viewport.width}.png`) })
  })

  test(`at ${viewport.width} px the sign-in page keeps the QA pill in its corner, clear of the form`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/login')
    const pill = page.getByRole('complementary', { name: /^QA controls/ })
    await expect(pill).toBeVisible()
    expect(await covered(pill, page.getByRole('button', { name: 'Login' }))).toEqual([])
    expect(await covered(pill, page.getByRole('textbox'))).toEqual([])
  })
}
