import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './support/session'

// Review mode, documents beside the fields (DESIGN section 10): at 1024 px and wider View opens a side
// panel next to the record's fields; narrower, the modal.

async function openDetails(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Uploaded Documents' })).toBeVisible()
}

/** The value cell of a field, by its label, inside a field group. */
function field(page: Page, group: string, label: string): Locator {
  return page
    .getByRole('region', { name: group })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd')
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

/** Both on screen at once, side by side: the panel starts right of where the field ends. */
async function expectBeside(panel: Locator, value: Locator, page: Page) {
  await expect(panel).toBeInViewport()
  await value.scrollIntoViewIfNeeded()
  await expect(value).toBeInViewport()
  await expect(panel).toBeInViewport()
  const [panelBox, valueBox] = [await box(panel), await box(value)]
  expect(valueBox.x + valueBox.width).toBeLessThanOrEqual(panelBox.x)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )
}

/** The shown image's on-screen size, as [width, height]. */
async function imageSize(image: Locator): Promise<[number, number]> {
  const { width, height } = await box(image)
  return [Math.round(width), Math.round(height)]
}

test('at 1280 px a KYC scan opens beside the fields; zoom, rotate and axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'admin')
  await openDetails(page, '/kyc/2', 'KYC Details')
  await page.getByRole('button', { name: 'View Identification Document' }).click()

  const panel = page.getByRole('region', { name: 'Identification Document' })
  await expect(panel).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const image = panel.getByRole('img', { name: 'Identification Document' })
  await expect(image).toBeVisible()
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  await expectBeside(panel, field(page, 'Identity', 'Omang Number'), page)
  await page.screenshot({ path: test.info().outputPath('kyc-panel-1280.png') })

  const zoom = panel.getByRole('status')
  const [fitWidth] = await imageSize(image)
  await panel.getByRole('button', { name: 'Zoom in' }).click()
  await expect(zoom).toHaveText(/^\d+%$/)
  await expect.poll(async () => (await imageSize(image))[0]).toBeGreaterThan(fitWidth)
  const zoomed = await zoom.textContent()
  await panel.getByRole('button', { name: 'Zoom out' }).click()
  await expect(zoom).not.toHaveText(zoomed ?? '')

  await panel.getByRole('button', { name: 'Fit' }).click()
  await expect(zoom).toHaveText('Fitted')
  const [uprightWidth, uprightHeight] = await imageSize(image)
  await panel.getByRole('button', { name: 'Rotate 90°' }).click()
  await expect(zoom).toHaveText('Fitted, turned 90°')
  // A quarter turn: what was wide is now tall (the on-screen box of the turned image).
  await expect
    .poll(async () => {
      const [width, height] = await imageSize(image)
      return Math.sign(width - height)
    })
    .toBe(Math.sign(uprightHeight - uprightWidth))
  await page.screenshot({ path: test.info().outputPath('kyc-panel-rotated-1280.png') })

  await expect(panel.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', /^blob:/)
  await expectNoAxeViolations(page)

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/\/kyc\/2$/)
  await expect(page.getByRole('button', { name: 'View Identification Document' })).toBeFocused()
})

test('at 1280 px a member’s Omang and a PDF payslip open beside the fields, and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'admin')
  await openDetails(page, '/users/5', 'User Details')
  await page.getByRole('button', { name: 'View Omang' }).click()
  const panel = page.getByRole('region', { name: 'Omang' })
  await expect(panel.getByRole('img', { name: 'Omang' })).toBeVisible()
  await expectBeside(panel, field(page, 'Personal details', 'Omang Number'), page)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'View Payslip' }).click()
  const payslip = page.getByRole('region', { name: 'Payslip' })
  // Chromium's own PDF toolbar is off: the panel's zoom is the only one.
  await expect(payslip.locator('iframe')).toHaveAttribute('src', /^blob:.*#toolbar=0&view=FitH$/)
  await expect(payslip.getByRole('group', { name: 'View controls' })).toHaveCount(1)
  await expect(payslip).toBeFocused()
  await page.screenshot({ path: test.info().outputPath('member-panel-pdf-1280.png') })
  await expectNoAxeViolations(page)
  await payslip.getByRole('button', { name: 'Close' }).click()
  await expect(payslip).toBeHidden()
})

for (const viewport of [
  { name: '768', width: 768, height: 1024 },
  { name: '390', width: 390, height: 844 },
]) {
  test(`at ${viewport.name} px View opens the modal instead`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await signIn(page, 'admin')
    await openDetails(page, '/kyc/2', 'KYC Details')
    await page.getByRole('button', { name: 'View Identification Document' }).click()
    const dialog = page.getByRole('dialog', { name: 'Identification Document' })
    await expect(dialog.getByRole('img', { name: 'Identification Document' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Identification Document' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Rotate 90°' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Fitted, turned 90°')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: test.info().outputPath(`kyc-modal-${viewport.name}.png`) })
    await expectNoAxeViolations(page)
  })
}
