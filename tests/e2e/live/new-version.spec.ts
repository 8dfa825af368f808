import { expect, test, type Page } from '@playwright/test'
import { signInAsAdmin as signIn } from '../support/fake-sanctum'
import { expectNoAxeViolations } from '../support/session'

// A deploy while the console is open, in the live build (no service worker stands between the page and
// its files, so the test can play the host): version.json naming another build, and a chunk that is gone.

const NOTICE = 'A new version of the console is available.'

/** Every request for /version.json, and what the console's origin is. */
function versionChecks(page: Page): URL[] {
  const checks: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/version.json') checks.push(url)
  })
  return checks
}

/** The tab comes back into focus (again and again until it has asked: the watch starts after the first render). */
async function comeBackUntilChecked(page: Page, checks: URL[]) {
  const before = checks.length
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')))
    expect(checks.length).toBeGreaterThan(before)
  }).toPass()
}

test.describe.configure({ mode: 'serial' })

test('the console asks its own host for version.json when the tab comes back, within its security policy', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  const checks = versionChecks(page)
  await signIn(page)
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/version.json')
  await comeBackUntilChecked(page, checks)
  const response = await answered
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin)
  expect(await response.json()).toEqual({ build: expect.any(String) })
  // The same build: nothing to say.
  await expect(page.getByText(NOTICE)).toHaveCount(0)
  expect(violations).toEqual([])
})

test('a deploy: the notice when the host names another build, and Reload brings the console back without it', async ({
  page,
}) => {
  const checks = versionChecks(page)
  await signIn(page)
  await page.goto('/loans')
  await expect(page.getByText(/Showing page \d+ of \d+/)).toBeVisible()
  await page.route('**/version.json', (route) => route.fulfill({ json: { build: '2099-01-01T00:00:00.000Z' } }))
  await comeBackUntilChecked(page, checks)

  const notice = page.getByRole('status').filter({ hasText: NOTICE })
  await expect(notice).toBeVisible()
  // Nothing reloads by itself: the list is still there under the notice.
  await expect(page.getByText(/Showing page \d+ of \d+/)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.unroute('**/version.json')
  await notice.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByText(/Showing page \d+ of \d+/)).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/loans')
  await expect(page.getByText(NOTICE)).toHaveCount(0)
})

test('a file of the running build is gone: the notice once, however many times it is asked for', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // The 'Keyboard shortcuts' dialog loads on the first `?`: after a deploy its old file answers 404.
  await page.route('**/assets/ShortcutsDialog-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Help & Support (Coming Soon)', level: 1 })).toBeVisible()
  await page.locator('body').press('?')
  await expect(page.getByText(NOTICE)).toBeVisible()
  await page.locator('body').press('?')
  await expect(page.getByText(NOTICE)).toHaveCount(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The browser's own line for the refused file is all the console says.
  expect(problems.every((problem) => problem.startsWith('Failed to load resource'))).toBe(true)
})
