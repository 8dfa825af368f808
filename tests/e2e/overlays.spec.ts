import { expect, test, type Locator, type Page } from '@playwright/test'
import { signIn } from './support/session'

// Toasts and the mock-mode QA pill float over the page: they must never hide what staff work with,
// the top bar, a list's pager or the actions of its last row, at the widths staff use.

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
    await page.goto('/loans?status=verified&mock.fail=loans.approve')
    await expect(page.getByText(/Showing page 1 of/)).toBeVisible()
    await page.clock.pauseAt(Date.now() + 1000)

    const toasts = page.locator('[role="alert"] li, [role="status"] li')
    for (let shown = 1; shown <= 3; shown += 1) {
      await page
        .getByRole('button', { name: /^Approve loan application \d+$/ })
        .first()
        .click()
      await page
        .getByRole('dialog', { name: 'Approve Loan Application' })
        .getByRole('button', { name: 'Approve' })
        .click()
      await page.clock.runFor(500)
      await expect(toasts).toHaveCount(shown)
    }

    const pager = page.getByText(/Showing page 1 of/).or(page.getByRole('button', { name: /^(Previous|Next)$/ }))
    const topBar = page.getByRole('banner')
    expect(await covered(toasts, topBar)).toEqual([])
    expect(await covered(toasts, pager)).toEqual([])
    await scrollPageToEnd(page)
    expect(await covered(toasts, pager)).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`toasts-${viewport.width}.png`) })
  })

  test(`at ${viewport.width} px the closed QA pill covers none of the last row's actions`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signIn(page, 'admin')
    await page.goto('/loans')
    await expect(page.getByText(/Showing page 1 of/)).toBeVisible()
    const pill = page.getByRole('complementary', { name: /^QA controls/ })
    await expect(pill).toBeVisible()

    // The table scrolls in its own frame: scrolled to its end, the last row sits at the frame's bottom
    // and, where the table is wider than the frame, the actions at its right edge.
    await page.locator('main').evaluate((main) => {
      for (const frame of main.querySelectorAll<HTMLElement>('*')) {
        if (getComputedStyle(frame).overflow === 'visible') continue
        frame.scrollTop = frame.scrollHeight
        frame.scrollLeft = frame.scrollWidth
      }
    })
    const lastRecordActions = (
      viewport.width < 640
        ? page.getByRole('list', { name: 'Loan Applications' }).getByRole('listitem')
        : page.getByRole('row')
    )
      .last()
      .getByRole('button')
    await expect(lastRecordActions.first()).toBeVisible()
    expect(await covered(pill, lastRecordActions)).toEqual([])
    await scrollPageToEnd(page)
    expect(await covered(pill, lastRecordActions)).toEqual([])
    expect(await covered(pill, page.getByRole('button', { name: /^(Previous|Next)$/ }))).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`qa-pill-${viewport.width}.png`) })
  })
}
