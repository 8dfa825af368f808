import { expect, test, type Page } from '@playwright/test'

// Every screen of the live build, in both roles, under the build's Content-Security-Policy meta tag:
// a `securitypolicyviolation` anywhere fails the test. The events are kept on window by an init
// script, which runs before the page's own scripts on every document the page loads.

declare global {
  interface Window {
    cspViolations: string[]
  }
}

async function recordViolations(page: Page) {
  const reports: string[] = []
  consoleReports.set(page, reports)
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reports.push(message.text())
  })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`)
    })
  })
}

// Chromium also reports each refusal on the console, from whichever frame it happened in (a PDF
// preview's blob: frame has a document of its own): those count too.
const consoleReports = new WeakMap<Page, string[]>()

async function violations(page: Page): Promise<string[]> {
  const events = await page.evaluate(() => window.cspViolations)
  return [...events, ...(consoleReports.get(page) ?? [])]
}

// Signing in opens Help rather than the dashboard, which SCREENS visits once: each visit asks for about
// 30 list counts, and two would spend the fake server's 60 a minute for that user.
async function signIn(page: Page, email: string, name: string) {
  await page.goto('/login?redirect=%2Fhelp')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(name, { exact: true })).toBeVisible()
}

/**
 * Opens a document's preview from a detail page and waits until the file is on screen: beside the
 * fields at 1280 px and wider (KYC and members), in a dialog otherwise.
 */
async function preview(page: Page, document: string, shown: 'img' | 'iframe') {
  // The Checks card above the documents grows as its lookups answer, moving View down the page: the
  // click waits for it to settle, as a reviewer's eye would. By then the role has often spent the fake
  // server's 60 requests a minute, and the lookups wait out its 429 (up to the minute) first.
  await expect(page.getByRole('region', { name: 'Checks' }).getByText('Looking up related records...')).toHaveCount(0, {
    timeout: 75_000,
  })
  await page.getByRole('button', { name: `View ${document}` }).click()
  const viewer = page.getByRole('dialog').or(page.getByRole('region', { name: document, exact: true }))
  await expect(viewer.locator(shown)).toBeVisible()
  await expect(viewer.locator(shown)).toHaveAttribute('src', /^blob:/)
  await viewer.getByRole('button', { name: 'Close' }).first().click()
  await expect(viewer).toHaveCount(0)
}

const SCREENS: { path: string; shows: string | RegExp; documents?: [string, 'img' | 'iframe'][] }[] = [
  { path: '/', shows: 'Active Members' },
  { path: '/loans', shows: 'Naledi Kgosi' },
  { path: '/kyc', shows: 'Naledi Kgosi' },
  { path: '/users', shows: 'Naledi Kgosi' },
  { path: '/loans/1', shows: 'Naledi Kgosi' },
  {
    path: '/kyc/1',
    shows: 'Naledi Kgosi',
    documents: [
      ['Identification Document', 'img'],
      ['Source of Funds', 'iframe'],
    ],
  },
  {
    path: '/users/1',
    shows: 'Naledi Kgosi',
    documents: [
      ['Omang', 'img'],
      ['Payslip', 'iframe'],
    ],
  },
  { path: '/settings', shows: 'Account Settings' },
  { path: '/help', shows: 'Help & Support (Coming Soon)' },
]

test.describe.configure({ mode: 'serial' })

test('the policy is in force: an image from elsewhere is refused and reported', async ({ page }) => {
  await recordViolations(page)
  await page.goto('/login')
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain("default-src 'self'")
  expect(policy).toContain("object-src 'none'")
  await page.evaluate(() => {
    const image = new Image()
    image.src = 'https://example.org/tracker.png'
  })
  await expect
    .poll(() => violations(page))
    .toEqual([
      'img-src blocked https://example.org/tracker.png',
      expect.stringContaining("'https://example.org/tracker.png' violates the following Content Security Policy"),
    ])
})

for (const [role, email, name] of [
  ['admin', 'admin@sacco.co.bw', 'Kagiso Molefe'],
  ['viewer', 'viewer@sacco.co.bw', 'Neo Sebina'],
] as const) {
  test(`no screen of the live build breaks the policy for the ${role}`, async ({ page }) => {
    // Two record screens may each wait out a minute's budget (see preview).
    test.setTimeout(240_000)
    await recordViolations(page)
    await signIn(page, email, name)
    expect(await violations(page), 'login').toEqual([])
    for (const screen of SCREENS) {
      await page.goto(screen.path)
      await expect(page.getByText(screen.shows).first()).toBeVisible()
      for (const [document, shown] of screen.documents ?? []) await preview(page, document, shown)
      expect(await violations(page), screen.path).toEqual([])
    }
  })
}
