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

async function expectChartsDrawn(page: Page): Promise<void> {
  const canvases = page.locator('canvas')
  await expect(canvases).toHaveCount(3)
  await expect(canvases.nth(0)).toHaveAccessibleName(
    'Bar chart of loan applications per period. The numbers follow in a table.',
  )
  await expect(canvases.nth(1)).toHaveAccessibleName(
    'Line chart of new members and KYC submissions per period. The numbers follow in a table.',
  )
  await expect(canvases.nth(2)).toHaveAccessibleName(
    'Bar chart of applications per channel. The numbers follow in a table.',
  )
  for (let index = 0; index < 3; index++) {
    await expect(canvases.nth(index)).toHaveAttribute('role', 'img')
    // More than axes and labels: a few thousand pixels means bars or lines were drawn.
    await expect.poll(() => paintedPixels(page, index), { timeout: 10_000 }).toBeGreaterThan(2000)
  }
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
    for (const title of ['Active Members', 'Pending Loans', 'Pending KYC', 'Loan Volume']) {
      await expect(page.locator('dt', { hasText: title })).toBeVisible()
    }
    await expect(page.getByText(/^BWP [\d,]+$/)).toBeVisible()
    // Loan Status: Pending, Verified (awaiting approval), Approved and Rejected.
    await expect(page.getByRole('progressbar')).toHaveCount(4)
    for (const status of ['Pending', 'Verified', 'Approved', 'Rejected']) {
      await expect(page.getByRole('progressbar', { name: status })).toBeVisible()
    }
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${role}-desktop.png`), fullPage: true })

    await page.setViewportSize({ width: 390, height: 844 })
    await expectChartsDrawn(page)
    // Chart.js redraws its canvases for the new width when the browser next reports their size: until
    // then they keep the old one. What counts is the page once they have.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBe(0)
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${role}-390.png`), fullPage: true })
  })
}

test('changing the range redraws from the new filter and survives a reload', async ({ page }) => {
  await signIn(page, 'admin')
  await expectChartsDrawn(page)
  const filters: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/dashboard-stats') filters.push(url.searchParams.get('filter') ?? '')
  })
  await page.getByLabel('Range').selectOption({ label: 'Last 30 Days' })
  await expect(page).toHaveURL(/range=30/)
  await expect.poll(() => filters).toContain('monthly')
  await page.reload()
  await expect(page.getByLabel('Range')).toHaveValue('30')
  await expectChartsDrawn(page)

  await page.getByLabel('Range').selectOption({ label: 'Custom Range' })
  await expect(page.getByLabel('To', { exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Filter' })).toBeDisabled()
  const today = new Date()
  const day = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('From', { exact: true }).fill(day(9))
  await page.getByLabel('To', { exact: true }).fill(day(3))
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/range=custom/)
  await expectChartsDrawn(page)
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

test('a failing dashboard call shows the failure text with Try again, and passes axe-core', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto('/?mock.fail=dashboard')
  // A server error is retried once, after 750 ms (src/api/query-client.ts), before the screen gives up.
  await expect(page.getByText('Failed to fetch dashboard stats')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled()
  await expect(page.locator('canvas')).toHaveCount(0)
  await expectNoAxeViolations(page)
})
