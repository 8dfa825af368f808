import { expect, test, type Page } from '@playwright/test'
import { runClockUntil } from './support/clock'
import { DEMO, signIn } from './support/session'

// Issue 22: a change the console shows is one the server has, or one it is visibly still sending, and
// a reload does not drop it. The mock throttles at 2 requests a minute from the moment the member's
// page opens (the user and the member; the checks' lookups wait in the background, leaving people
// their share), so the suspension waits for the budget. The page's clock is the test's: the console's
// budget (which remembers the minute across the reload) and the mock's throttle both run on it, and
// a minute passes when the test says.

const MINUTE = 61_000

/** An active member's record page, opened with the mock's throttle at 2 a minute. */
async function openActiveMember(page: Page): Promise<string> {
  await page.goto('/users?status=approved')
  const link = page.getByRole('row').filter({ hasText: 'Active' }).first().getByRole('link').first()
  const href = (await link.getAttribute('href')) ?? ''
  const path = new URL(href, 'http://x').pathname
  await page.goto(`${path}?mock.rateLimit=2`)
  // What signing in and the list spent counts in this minute: the next minute opens the page. On a busy
  // machine the page may set its timers after that jump: the clock goes on in steps until it shows.
  await runClockUntil(page, MINUTE, (glance) =>
    expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible(glance),
  )
  await expect(page.getByRole('region', { name: 'Membership' })).toBeVisible()
  return path
}

test('a suspension held by the budget survives a reload (the leave-page question, accepted) and reaches the server', async ({
  page,
}) => {
  // Two waits for the budget's next minute, each run through in steps.
  test.setTimeout(120_000)
  let suspensions = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/suspend$/.test(new URL(request.url()).pathname)) suspensions += 1
  })
  await page.clock.install()
  await signIn(page, 'admin')
  const path = await openActiveMember(page)
  const status = page.getByRole('group', { name: 'Actions' }).locator('..').getByTestId('status-badge')

  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Suspend' }).click()
  const dialog = page.getByRole('dialog', { name: 'Suspend User' })
  await dialog.getByRole('radio').first().check()
  await dialog.getByRole('button', { name: 'Confirm Suspension' }).click()
  await expect(status).toHaveText('Suspended')
  await expect(page.getByText(/^Waiting for the server \(\d+ s\)$|^Saving\.\.\.$/)).toBeVisible()
  await expect(page.getByRole('button', { name: '1 change waiting' })).toBeVisible()

  // The reload asks first (the browser's own question); the reviewer leaves anyway.
  const asked: string[] = []
  page.once('dialog', (question) => {
    asked.push(question.type())
    void question.accept()
  })
  await page.reload()
  expect(asked).toEqual(['beforeunload'])

  // The new page takes the change over, shows it unconfirmed, and sends it when the budget allows.
  await runClockUntil(page, 1_000, async (glance) => {
    await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible(glance)
  })
  // The page itself needed the budget to open again, so by the time it shows, the minute that held
  // the change may be over: it is either still waiting or sent, never gone.
  await expect(status).toHaveText('Suspended')
  // It waits for the next minute of the budget: the clock moves on in steps of 2 s, well inside the
  // 6 s the done message shows for.
  await runClockUntil(
    page,
    1_000,
    async (glance) => {
      await expect(page.getByText(/^Suspended: /)).toBeVisible(glance)
    },
    2_000,
  )
  expect(suspensions).toBe(1)
  await expect(page.getByRole('button', { name: /change waiting/ })).toHaveCount(0)

  // What the server has, read fresh: suspended.
  await page.goto(path)
  await page.clock.runFor(MINUTE)
  await expect(status).toHaveText('Suspended')
})

test('a screen whose file the browser cannot fetch says so in its place, keeps the shell, and opens after Reload', async ({
  page,
  context,
}) => {
  // What the page writes to its console: nothing but the browser's own line for each file it could not fetch.
  const written: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
      written.push(message.text())
    }
  })
  page.on('pageerror', (error) => written.push(`uncaught: ${error.message}`))
  await signIn(page, 'admin', '/login?redirect=%2Floans')
  await expect(page.getByRole('heading', { name: 'Loan Applications' })).toBeVisible()

  // The connection drops before the KYC screen was ever opened: its file cannot come.
  await context.setOffline(true)
  await page.getByRole('navigation').getByRole('link', { name: 'KYC Verifications' }).click()
  const failure = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded.' })
  await expect(failure).toContainText('There is no connection. Reload once it is back; changes not yet sent are kept.')
  const reload = failure.getByRole('button', { name: 'Reload' })
  await expect(reload).toBeDisabled()
  // The rest of the console is still there.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Loan Applications' })).toBeVisible()
  await expect(page.getByText(DEMO.admin.name, { exact: true })).toBeVisible()

  await context.setOffline(false)
  await expect(failure).toContainText('Reload to open it; changes not yet sent are kept.')
  // A screen whose file came before opens as ever; the one that failed still asks for Reload.
  await page.getByRole('navigation').getByRole('link', { name: 'Loan Applications' }).click()
  await expect(page.getByRole('heading', { name: 'Loan Applications' })).toBeVisible()
  await expect(failure).toHaveCount(0)
  await page.getByRole('navigation').getByRole('link', { name: 'KYC Verifications' }).click()
  await expect(failure).toContainText('Reload to open it; changes not yet sent are kept.')
  await reload.click()
  await expect(page.getByRole('heading', { name: 'KYC Verifications' })).toBeVisible()
  expect(written).toEqual([])
})
