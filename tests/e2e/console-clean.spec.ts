import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/session'

/** Every screen, with what shows once it has loaded (the record screens wait for their record). */
const SCREENS = [
  { path: '/', ready: (page: Page) => page.getByRole('heading', { name: 'Loan Applications', level: 2 }) },
  { path: '/?range=30', ready: (page: Page) => page.getByText('Monthly, last 12 months').first() },
  { path: '/loans', ready: (page: Page) => page.getByText(/Showing page/) },
  { path: '/loans/1', ready: (page: Page) => page.getByRole('heading', { name: 'Loan Details', level: 1 }) },
  { path: '/kyc', ready: (page: Page) => page.getByText(/Showing page/) },
  { path: '/kyc/1', ready: (page: Page) => page.getByRole('heading', { name: 'KYC Details', level: 1 }) },
  { path: '/users', ready: (page: Page) => page.getByText(/Showing page/) },
  { path: '/users/1', ready: (page: Page) => page.getByRole('heading', { name: 'User Details', level: 1 }) },
  { path: '/settings', ready: (page: Page) => page.getByRole('heading', { name: 'Account Settings', level: 1 }) },
  { path: '/help', ready: (page: Page) => page.getByRole('heading', { name: /Help/, level: 1 }) },
] as const

/** Collects every console error or warning and every uncaught error, from the first page on. */
function listenToConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()} on ${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`))
  return problems
}

for (const role of ['admin', 'viewer'] as const) {
  test(`every screen leaves the console clean for the ${role}`, async ({ page }) => {
    const problems = listenToConsole(page)
    await signIn(page, role)
    for (const screen of SCREENS) {
      await page.goto(screen.path)
      await expect(screen.ready(page)).toBeVisible()
      // Whatever the screen still fetches after its first paint (documents, charts) gets to finish.
      await page.waitForLoadState('networkidle')
    }
    // And by the app's own links, as staff move about, not only by fresh page loads.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loan Applications' }).click()
    await expect(page.getByText(/Showing page/)).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect(SCREENS[0].ready(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}
