import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { signIn } from './support/session'

// Issue 22 item 6: one browser, one request budget and one session, however many tabs it has. Two
// pages of one context are two tabs of one browser; the mock is one server for both (one-server.spec.ts).

/** Every answer the API gave the browser's tabs, and those that were 429. */
function answersOf(context: BrowserContext): { count: () => number; refused: string[] } {
  let count = 0
  const refused: string[] = []
  context.on('response', (response) => {
    const { pathname, search } = new URL(response.url())
    if (!pathname.startsWith('/api/')) return
    count += 1
    if (response.status() === 429) refused.push(`${pathname}${search}`)
  })
  return { count: () => count, refused }
}

/** A reviewer paging through a list as fast as it comes: each page freshly loaded, `loads` times. */
async function pageThrough(page: Page, list: string, loads: number): Promise<void> {
  for (let load = 0; load < loads; load += 1) {
    const pageNumber = (load % 5) + 1
    await page.goto(`${list}?page=${pageNumber}`)
    // Past the minute's budget a page waits for it (and says so); it is never refused.
    await expect(page.getByText(new RegExp(`^Showing page ${pageNumber} of`))).toBeVisible({ timeout: 90_000 })
  }
}

// The mock throttles at 20 a minute (its own limit, as Laravel's 60 would be): the tabs cross one
// minute's budget, not three, and the test takes one minute of waiting rather than three.
const PER_MINUTE = 20

test('two tabs working at full speed past the minute’s requests: the server answers none with 429', async ({
  context,
}) => {
  test.setTimeout(150_000)
  const answers = answersOf(context)
  const first = await context.newPage()
  // Straight to a list: the dashboard's first screen alone would spend most of a minute.
  await signIn(first, 'admin', `/login?mock.rateLimit=${PER_MINUTE}&redirect=%2Floans`)
  const second = await context.newPage()
  await second.goto('/kyc')
  await expect(second.getByText(/^Showing page 1 of/)).toBeVisible()

  // 12 page loads between them, each a few requests (the page, the queue tabs' counts): more than a
  // minute's budget, so the two tabs' requests must share one budget and wait for the next minute
  // rather than meet the throttle.
  await Promise.all([pageThrough(first, '/loans', 6), pageThrough(second, '/kyc', 6)])
  expect(answers.count()).toBeGreaterThan(PER_MINUTE)
  expect(answers.refused).toEqual([])
})

test('a Logout in one tab puts the other at the sign-in, told why, without a request of its own', async ({
  context,
}) => {
  const first = await context.newPage()
  await signIn(first, 'admin')
  await first.goto('/loans')
  await expect(first.getByText(/^Showing page 1 of/)).toBeVisible()
  const second = await context.newPage()
  await second.goto('/kyc')
  await expect(second.getByText(/^Showing page 1 of/)).toBeVisible()
  // The list's own background work (its queue tabs' counts) is done before the Logout, so any request
  // the tab sends from here on would be one the Logout caused.
  await expect(second.getByRole('link', { name: /^Pending ?\d+$/ })).toBeVisible()
  await expect(second.getByRole('link', { name: /^Verified - awaiting approval ?\d+$/ })).toBeVisible()

  // The other tab hears of the Logout from the browser itself (a storage event), at once: it does not
  // wait to find the session gone on its next request, so it sends none.
  const askedBySecond: string[] = []
  second.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/') || pathname.startsWith('/sanctum/')) askedBySecond.push(pathname)
  })
  await first.getByRole('button', { name: 'Logout' }).click()
  await expect(first).toHaveURL(/\/login/)
  await expect(second).toHaveURL(/\/login/)
  await expect(second.getByText('You signed out in another tab.')).toBeVisible()
  expect(askedBySecond).toEqual([])
  // Nothing of the session is left to show: the list is not reachable without signing in again.
  await second.goto('/kyc')
  await expect(second).toHaveURL(/\/login/)
})
