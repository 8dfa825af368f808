import { expect, test, type Locator, type Page } from '@playwright/test'
import { runClockUntil } from './support/clock'
import { signIn } from './support/session'

/** Where focus is, as a dialog sees it: inside it, on <body> (Chromium's stand-in for its own UI), or elsewhere. */
function focusPlace(dialog: Locator): Promise<string> {
  return dialog.evaluate((element) => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return element.contains(active) ? 'dialog' : `page: ${active.outerHTML.slice(0, 80)}`
  })
}

/** Presses Tab `times` times and says where focus went each time. */
async function tabAround(page: Page, dialog: Locator, times: number, key = 'Tab'): Promise<string[]> {
  const places: string[] = []
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(key)
    places.push(await focusPlace(dialog))
  }
  return places
}

/** A mouse click at the centre of where an element was, whatever lies there now. */
async function clickCentre(page: Page, box: { x: number; y: number; width: number; height: number } | null) {
  if (!box) throw new Error('The element had no box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

const pageScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden')

test('a modal makes the page behind inert and still, Tab stays in it, and Escape hands focus back to the opener', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await signIn(page, 'admin')
  await page.goto('/loans')
  await expect(page.getByText(/Showing page/)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)
  const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox()
  const opener = page.getByRole('button', { name: /^View loan application \d+$/ }).first()

  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Loan Application Details' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true)
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused()

  // Tab and Shift+Tab go round the dialog's controls; after the last, Chromium visits its own UI (body
  // here), never the page.
  const forward = await tabAround(page, dialog, 8)
  const backward = await tabAround(page, dialog, 8, 'Shift+Tab')
  expect([...forward, ...backward].filter((place) => place !== 'dialog' && place !== 'body')).toEqual([])
  expect(forward.filter((place) => place === 'dialog').length).toBeGreaterThanOrEqual(6)

  // The wheel over the backdrop does not move the page; the dialog's own body still scrolls, and as the
  // browser handles wheel events in order, once it has, the first one has been dealt with too.
  expect(await pageScrollLocked(page)).toBe(true)
  await page.mouse.move(1200, 400)
  await page.mouse.wheel(0, 600)
  const body = dialog.locator('div[tabindex="0"]')
  const box = await body.boundingBox()
  await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 100)
  await page.mouse.wheel(0, 300)
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(await pageScrollLocked(page)).toBe(false)

  // A click where Logout is, with the dialog open, lands on the backdrop: it closes the dialog and
  // nothing else happens.
  await opener.click()
  await expect(dialog).toBeVisible()
  await clickCentre(page, logout)
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page).toHaveURL(/\/loans/)
  await expect(page.getByText('Kagiso Molefe', { exact: true })).toBeVisible()

  // With no dialog, the wheel scrolls the page again.
  await page.mouse.move(700, 100)
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test("a click on the member form's backdrop asks 'Discard your changes?' once something was typed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await signIn(page, 'admin')
  await page.goto('/users')
  await expect(page.getByText(/Showing page \d+ of \d+/)).toBeVisible()
  await page.getByRole('button', { name: 'Add New Member' }).click()
  const form = page.getByRole('dialog', { name: 'Add New User' })
  await expect(form).toBeVisible()
  // The top left corner of the window is outside the form's box: on its backdrop.
  const box = await form.boundingBox()
  expect(box!.x).toBeGreaterThan(20)
  expect(box!.y).toBeGreaterThan(20)
  const backdrop = { x: 10, y: 10, width: 0, height: 0 }

  await form.getByLabel(/^Name\b/).fill('Onalenna')
  await clickCentre(page, backdrop)
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' })
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: 'Cancel' }).click()
  await expect(discard).toBeHidden()
  await expect(form.getByLabel(/^Name\b/)).toHaveValue('Onalenna')

  await clickCentre(page, backdrop)
  await discard.getByRole('button', { name: 'Discard' }).click()
  await expect(form).toBeHidden()

  // Untouched, the backdrop closes it at once.
  await page.getByRole('button', { name: 'Add New Member' }).click()
  await expect(form).toBeVisible()
  await clickCentre(page, backdrop)
  await expect(form).toBeHidden()
  await expect(discard).toHaveCount(0)
})

test('a modal that is saving stays open through Escape pressed again and again', async ({ page }) => {
  // The mock's 1.5 s latency runs on the page's clock, which stands still while the keys are pressed:
  // the save cannot end first, however slowly the machine runs.
  await page.clock.install()
  await signIn(page, 'admin')
  await page.goto('/users?mock.latency=1500')
  await expect(page.getByText(/Showing page \d+ of \d+/)).toBeVisible()
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit User' })
  await expect(dialog).toBeVisible()
  await page.clock.pauseAt(Date.now() + 1000)
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeVisible()
  // Chromium lets a page refuse only the first of several Escapes in a row (no click between them).
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape')
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeVisible()
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true)
  await runClockUntil(page, 1500, (glance) => expect(dialog).toBeHidden(glance))
})

test('at 390 px the navigation is a modal drawer: focus inside, page inert, Escape back to the menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'viewer')
  await page.goto('/loans')
  await expect(page.getByText(/Showing page/)).toBeVisible()
  const account = await page.getByRole('button', { name: /user menu/ }).boundingBox()
  const toggle = page.getByRole('button', { name: 'Open navigation' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await toggle.click()
  const drawer = page.getByRole('dialog', { name: 'Navigation' })
  await expect(drawer).toBeVisible()
  expect(await drawer.evaluate((element) => element.matches('dialog:modal'))).toBe(true)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeFocused()
  expect(await pageScrollLocked(page)).toBe(true)

  const places = await tabAround(page, drawer, 10)
  expect(places.filter((place) => place !== 'dialog' && place !== 'body')).toEqual([])

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(await pageScrollLocked(page)).toBe(false)

  // The user menu beside the drawer cannot be reached through its backdrop.
  await toggle.click()
  await clickCentre(page, account)
  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/loans$/)

  // Its own close button, for those who cannot press Escape.
  await toggle.click()
  await drawer.getByRole('button', { name: 'Close navigation' }).click()
  await expect(drawer).toBeHidden()
  await expect(toggle).toBeFocused()
})
