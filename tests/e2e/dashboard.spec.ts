import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { DEMO, expectNoAxeViolations, signIn } from './support/session'

const DIST = process.env.E2E_DIST ?? 'dist'
// A string chart.js carries in its core; no other code in the app has it.
const CHART_JS_MARKER = "can't acquire context from the given item"

/** The built files of the dashboard screen (its component chunk), from the build manifest. */
function dashboardChunks(): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const chunks = Object.entries(manifest)
    .filter(([source]) => source === 'src/routes/_app/index.tsx?tsr-split=component')
    .map(([, chunk]) => chunk.file)
  expect(chunks).toHaveLength(1)
  return chunks
}

/** How many pixels of a canvas are painted; 0 means chart.js drew nothing. */
function paintedPixels(page: Page, index: number): Promise<number> {
  return page
    .locator('canvas')
    .nth(index)
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')
      if (!context || canvas.width === 0 || canvas.height === 0) return 0
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      let painted = 0
      for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) painted++
      return painted
    })
}

/** The three series and the channels, each a bar chart that chart.js has drawn. */
async function expectChartsDrawn(page: Page, per: 'day' | 'week' = 'day'): Promise<void> {
  const canvases = page.locator('canvas')
  await expect(canvases).toHaveCount(4)
  const names = [
    `Bar chart of loan applications per ${per}. The numbers follow in a table.`,
    `Bar chart of new members per ${per}. The numbers follow in a table.`,
    `Bar chart of KYC submissions per ${per}. The numbers follow in a table.`,
    'Bar chart of applications per channel. The numbers follow in a table.',
  ]
  for (const [index, name] of names.entries()) {
    await expect(canvases.nth(index)).toHaveAccessibleName(name)
    await expect(canvases.nth(index)).toHaveAttribute('role', 'img')
    // More than axes and labels: a few thousand pixels means bars were drawn.
    await expect.poll(() => paintedPixels(page, index), { timeout: 10_000 }).toBeGreaterThan(2000)
  }
}

/** A calendar day `offset` days before today, as a date input takes it. */
function daysAgo(offset: number): string {
  const day = new Date()
  day.setDate(day.getDate() - offset)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

async function applyCustomRange(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel('Range', { exact: true }).selectOption({ label: 'Custom Range' })
  await page.getByLabel('From', { exact: true }).fill(from)
  await page.getByLabel('To', { exact: true }).fill(to)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/range=custom/)
}

/** Until every count on the page is in (each shows 'Loading...' to a screen reader until then). */
async function expectFiguresIn(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Received in the window' })).toBeVisible()
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0)
}

test('the login route loads neither chart.js nor the dashboard chunk', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts: string[] = []
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(new URL(response.url()).pathname)
    bodies.push(response.text().catch(() => ''))
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  expect(scripts.length).toBeGreaterThan(0)
  for (const chunk of dashboardChunks()) {
    // The marker really identifies chart.js: the dashboard chunk, which bundles it, has it.
    expect(readFileSync(join(DIST, chunk), 'utf8')).toContain(CHART_JS_MARKER)
    expect(scripts).not.toContain(`/${chunk}`)
  }
  for (const body of await Promise.all(bodies)) expect(body).not.toContain(CHART_JS_MARKER)
  await context.close()
})

for (const role of ['admin', 'viewer'] as const) {
  test(`the dashboard draws its charts for the ${role}`, async ({ page }, testInfo) => {
    await signIn(page, role)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expectChartsDrawn(page)
    await expectFiguresIn(page)
    for (const section of ['Waiting now', 'Received in the window', 'All time']) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible()
    }
    await expect(page.getByText(/^7 days: [A-Z][a-z]{2} \d{2} - .*, today so far$/)).toBeVisible()
    // Loan Status: Pending, Verified (awaiting approval), Approved and Rejected.
    await expect(page.getByRole('progressbar')).toHaveCount(4)
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${role}-desktop.png`), fullPage: true })

    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 844 })
      await expectChartsDrawn(page)
      // Chart.js redraws its canvases for the new width when the browser next reports their size: until
      // then they keep the old one. What counts is the page once they have.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBe(0)
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${role}-${width}.png`), fullPage: true })
    }
  })
}

test("a custom range's every figure opens a list whose 'N records' is that figure", async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  await signIn(page, 'admin')
  await applyCustomRange(page, daysAgo(20), daysAgo(6))
  await expect(page.getByText(/^15 days: [A-Z][a-z]{2} \d{2}.* - [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible()
  await expectFiguresIn(page)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: testInfo.outputPath('dashboard-custom-range.png'), fullPage: true })
  const dashboard = page.url()

  // Every count, by what its link says it opens; the oldest records open their own details instead.
  const counts = page.locator('[data-dashboard] a[aria-label$=": open the list"]')
  const total = await counts.count()
  expect(total).toBeGreaterThanOrEqual(31)
  for (let index = 0; index < total; index += 1) {
    const link = counts.nth(index)
    const [name, text] = [await link.getAttribute('aria-label'), await link.textContent()]
    const figure = Number((text ?? '').replaceAll(',', ''))
    await link.click()
    // '(1 record)', '(12 records)': the pager's noun agrees with its count.
    const pager = page.getByText(/^Showing page \d+ of \d+ \(\d+ records?\)$/)
    await expect(pager, `${name}`).toHaveText(new RegExp(`\\(${figure} records?\\)$`))
    await page.goBack()
    await expect(page).toHaveURL(dashboard)
    await expectFiguresIn(page)
  }

  const oldest = page.locator('[data-dashboard] a[aria-label$=": open it"]')
  await expect(oldest).toHaveCount(3)
  await oldest.first().click()
  await expect(page.getByRole('heading', { name: 'Loan Details', level: 1 })).toBeVisible()
})

test('the dashboard prints on one A4 page, with its window in the header', async ({ page }, testInfo) => {
  await signIn(page, 'viewer')
  await page.getByLabel('Range', { exact: true }).selectOption({ label: 'Last 30 Days' })
  await expect(page).toHaveURL(/range=30/)
  await expectChartsDrawn(page)
  await expectFiguresIn(page)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expect(page.getByLabel('Range', { exact: true })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Export figures (CSV)' })).toBeHidden()
  await expect(page.getByText(/^30 days: .*, today so far$/)).toBeVisible()
  await expect(page.getByText(/^Printed /)).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('dashboard-print.png'), fullPage: true })

  const pdf = await page.pdf({ format: 'A4', printBackground: true })
  await testInfo.attach('dashboard.pdf', { body: pdf, contentType: 'application/pdf' })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []
  expect(pages).toHaveLength(1)
})

test('exports the figures as a CSV file named for the window', async ({ page }) => {
  await signIn(page, 'admin')
  await page.getByLabel('Range', { exact: true }).selectOption({ label: 'Last 14 Days' })
  await expectFiguresIn(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export figures (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`Dashboard figures ${daysAgo(13)} to ${daysAgo(0)}.csv`)
})

test('changing the range redraws from the new window and survives a reload', async ({ page }) => {
  await signIn(page, 'admin')
  await expectChartsDrawn(page)
  await page.getByLabel('Range', { exact: true }).selectOption({ label: 'Last 30 Days' })
  await expect(page).toHaveURL(/range=30/)
  await expect(page.getByText(/^30 days: .*, today so far$/)).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Range', { exact: true })).toHaveValue('30')
  await expectChartsDrawn(page)

  await page.getByLabel('Range', { exact: true }).selectOption({ label: 'Custom Range' })
  await expect(page.getByLabel('To', { exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Filter' })).toBeDisabled()
  // Older than the daily series: weekly buckets, which say the window cuts one.
  await applyCustomRange(page, daysAgo(75), daysAgo(65))
  await expect(page.getByRole('heading', { name: 'Loan Applications per week', level: 2 })).toBeVisible()
  await expectChartsDrawn(page, 'week')
  await expectFiguresIn(page)
  await expectNoAxeViolations(page)
})

test('axe-core finds no violations on the dashboard and on Account Settings', async ({ page }, testInfo) => {
  await signIn(page, 'viewer')
  await expectChartsDrawn(page)
  await expectNoAxeViolations(page)

  await page.goto('/settings')
  await expect(page.getByLabel('Full Name')).toHaveValue(DEMO.viewer.name)
  await expectNoAxeViolations(page)
  await page.getByLabel('Phone Number').fill('123')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Phone number must be at least 8 characters')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Phone Number').fill('+267 71 234 567')
  // The message's 3 seconds run on the page's clock, which stands still from the save on: the
  // screenshot takes as long as it takes, and only the test moves time.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  const saved = page.getByText('Profile updated successfully!')
  await expect(saved).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('settings-viewer-desktop.png'), fullPage: true })
  await page.clock.runFor(2900)
  await expect(saved).toBeVisible()
  await page.clock.runFor(100)
  await expect(saved).toBeHidden()
})

test('a failing call shows the failure text with Try again where its figures would be, and passes axe-core', async ({
  page,
}) => {
  await signIn(page, 'admin')
  await page.goto('/?mock.fail=dashboard')
  // A server error is retried once, after 750 ms (src/api/query-client.ts), before the screen gives up.
  await expect(page.getByText('Failed to fetch dashboard stats')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled()
  await expect(page.locator('canvas')).toHaveCount(0)
  // The counts come from the lists, which still answer.
  await expectFiguresIn(page)
  await expectNoAxeViolations(page)

  // The loan lists fail instead: both loan cards say so, the rest of the page stands.
  await page.goto('/?mock.fail=loans.list')
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch dashboard stats' })).toHaveCount(2)
  await expectChartsDrawn(page)
  await expectNoAxeViolations(page)
})
