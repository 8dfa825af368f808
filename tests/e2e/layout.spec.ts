import { expect, test, type Page } from '@playwright/test'
import { checkEveryScreen, checkScreen, LISTS, VIEWPORTS } from './support/layout-check'
import { signIn } from './support/session'

// Phones and tablets draw their scroll bars over the page, as headless Chromium (which hides them)
// does; laptops give theirs room: tests/e2e/layout-laptops.spec.ts.
for (const viewport of [VIEWPORTS[0], VIEWPORTS[1]]) {
  test(`nothing covers anything at ${viewport.width} px: lists, details and the dashboard`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000)
    await checkEveryScreen(page, testInfo, viewport)
  })
}

/** Each row's action buttons in order: the label shown, its left edge, its fill and its border. */
function rowActions(page: Page) {
  return page.getByRole('table').evaluate((table) =>
    [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('button')].map((button) => {
        const style = getComputedStyle(button)
        return {
          label: button.textContent?.trim() ?? '',
          left: button.getBoundingClientRect().left,
          background: style.backgroundColor,
          border: parseFloat(style.borderTopWidth),
        }
      }),
    ),
  )
}

// Issue 11 item 4: each action has its own slot, so it sits at the same place in every row (an empty
// slot where the status does not allow it); View comes first; row buttons are quiet outlines, the solid
// red and green being the confirmation dialog's.
for (const { role, path } of [
  { role: 'admin', path: '/loans' },
  { role: 'viewer', path: '/loans' },
  { role: 'admin', path: '/kyc' },
  { role: 'admin', path: '/users' },
] as const) {
  test(`at 1280 px the row actions of ${path} for the ${role} keep their places: View first, outlines only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page, role)
    await page.goto(path)
    await expect(page.getByText(/Showing page 1 of/)).toBeVisible()
    // No row under the pointer: a hovered button is tinted.
    await page.mouse.move(0, 0)
    const rows = await rowActions(page)
    expect(rows.length).toBeGreaterThanOrEqual(10)

    const lefts = new Map<string, number[]>()
    for (const buttons of rows) {
      expect(buttons[0]?.label, 'the first action of a row').toBe('View')
      for (const button of buttons) {
        expect(button.left, `${button.label} after View`).toBeGreaterThanOrEqual(buttons[0]!.left)
        lefts.set(button.label, [...(lefts.get(button.label) ?? []), button.left])
        expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)'], `${button.label}'s fill`).toContain(button.background)
        expect(button.border, `${button.label}'s outline`).toBeGreaterThan(0)
      }
    }
    for (const [label, at] of lefts) {
      expect(Math.max(...at) - Math.min(...at), `${label}'s left edge from row to row`).toBeLessThanOrEqual(0.5)
    }
    // The page holds rows where an action shows and rows where its slot is empty, or it proves nothing.
    const partial = [...lefts].filter(([label, at]) => label !== 'View' && at.length < rows.length)
    expect(partial.length, 'actions shown in some rows only').toBeGreaterThan(0)
  })
}

// Issue 27 item 8: on a phone a list's actions sit on its cards, each a thumb's target, 44 px tall.
for (const role of ['admin', 'viewer'] as const) {
  test(`at 390 px every card action is at least 44 px tall for the ${role}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, role)
    for (const list of LISTS) {
      await page.goto(list.path)
      const cards = page.getByRole('list', { name: list.title })
      await expect(cards).toBeVisible()
      const heights = await cards
        .locator('[data-row-actions] button')
        .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height))
      // View on every card, at least.
      expect(heights.length, list.path).toBeGreaterThanOrEqual(10)
      expect(Math.min(...heights), `${list.path}: the shortest card action`).toBeGreaterThanOrEqual(44)
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      )
    }
  })
}

// Issue 27 item 5: a document opens beside the record's fields from 1024 px (a small laptop), in the
// modal below that; beside the fields, nothing covers anything and nothing scrolls sideways.
for (const { viewport, beside } of [
  { viewport: VIEWPORTS[2], beside: true },
  { viewport: VIEWPORTS[1], beside: false },
]) {
  test(`at ${viewport.width} px View opens a document ${beside ? 'beside the fields' : 'in the modal'}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await signIn(page, 'admin')
    await page.goto('/kyc/2')
    await expect(page.getByRole('heading', { name: 'KYC Details', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'View Identification Document' }).click()
    const panel = page.getByRole('region', { name: 'Identification Document' })
    const dialog = page.getByRole('dialog', { name: 'Identification Document' })
    await expect((beside ? panel : dialog).getByRole('img', { name: 'Identification Document' })).toBeVisible()
    await expect(beside ? dialog : panel).toHaveCount(0)
    if (beside) {
      const [fields, shown] = [
        await page.getByRole('region', { name: 'Identity' }).boundingBox(),
        await panel.boundingBox(),
      ]
      expect(fields!.x + fields!.width).toBeLessThanOrEqual(shown!.x)
      await checkScreen(page, testInfo, viewport, '/kyc detail with a document beside the fields')
    } else {
      await page.screenshot({ path: testInfo.outputPath(`document-modal-${viewport.width}.png`) })
    }
  })
}

// Issue 27 item 4: the skip link shows as a bar of its own and covers neither the logo nor the top
// bar's controls.
for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the skip link covers nothing when it shows`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await signIn(page, 'admin')
    await page.goto('/loans')
    await expect(page.getByText(/Showing page/)).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    const covered = await skip.evaluate((link) => {
      const mine = link.getBoundingClientRect()
      const others = [...document.querySelectorAll<HTMLElement>('img, header button, aside a, aside button')]
      return others
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .filter(
          ({ box }) => box.left < mine.right && mine.left < box.right && box.top < mine.bottom && mine.top < box.bottom,
        )
        .map(({ element }) => element.getAttribute('alt') ?? element.textContent?.trim() ?? element.tagName)
    })
    expect(covered).toEqual([])
  })
}

// What waits for its figure holds the figure's room: the cards below do not jump as the answers come
// (the oldest waiting record's two or three lines moved every card under it, 0.08-0.12 of the phone's
// screen by the layout-shift score, 0.04 at 1280 px). The score counts no shift that follows a press.
for (const viewport of [VIEWPORTS[0], VIEWPORTS[3]]) {
  test(`at ${viewport.width} px the dashboard's cards stay put as their figures come`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await signIn(page, 'admin')
    await page.addInitScript(() => {
      const shifts: string[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value.toFixed(4))
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Waiting now' })).toBeVisible()
    await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0)
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
    const score = shifts.reduce((sum, shift) => sum + Number(shift), 0)
    expect(score, `layout shifts: ${shifts.join(', ')}`).toBeLessThan(0.03)
  })
}

// The bulk bar comes with the first row ticked. Above the table it pushed every row down (56 px at
// 1280, 104 at 390), so a second quick tick landed on the row above the one aimed at. It is drawn in
// the list's foot, held at the bottom of the window; on a phone its buttons are a thumb's size.
for (const viewport of [VIEWPORTS[0], VIEWPORTS[3]]) {
  test(`at ${viewport.width} px ticking a row moves no row, and the bulk bar is in view`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await signIn(page, 'admin')
    await page.goto('/loans')
    await expect(page.getByText(/^Showing page 1 of/)).toBeVisible()
    const boxes = page.getByRole('checkbox', { name: /^Select loan application/ })
    await expect(boxes).toHaveCount(15)
    const before = await boxes.nth(1).boundingBox()
    await boxes.nth(0).check()
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await expect(bar).toContainText('1 selected')
    expect(await boxes.nth(1).boundingBox()).toEqual(before)
    await expect(bar).toBeInViewport()
    await boxes.nth(1).check()
    await expect(bar).toContainText('2 selected')
    if (viewport.width < 640) {
      // A thumb's targets, as on the cards.
      for (const button of await bar.getByRole('button').all())
        expect((await button.boundingBox())?.height, await button.innerText()).toBeGreaterThanOrEqual(44)
    }
  })
}

// Below 1024 px the toasts sit at the bottom of the window, where the bulk bar is held: they rise
// above it rather than cover its buttons (they covered Reject and Clear at 768 px).
for (const viewport of [VIEWPORTS[0], VIEWPORTS[1]]) {
  test(`at ${viewport.width} px a toast keeps clear of the bulk bar`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await signIn(page, 'admin')
    await page.goto('/users?status=pending')
    await expect(page.getByText(/^Showing page 1 of/)).toBeVisible()
    const boxes = page.getByRole('checkbox', { name: /^Select member/ })
    await boxes.nth(0).check()
    await boxes.nth(1).check()
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await expect(bar).toContainText('2 selected')

    await page
      .getByRole('button', { name: /^Reject / })
      .nth(3)
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio').first().check()
    await dialog.getByRole('button', { name: 'Reject' }).click()
    const toast = page.getByRole('status').getByText(/^Rejected: /)
    await expect(toast).toBeVisible()
    const toastBox = await toast.boundingBox()
    const barBox = await bar.boundingBox()
    expect(toastBox && barBox && toastBox.y + toastBox.height <= barBox.y).toBe(true)
  })
}
