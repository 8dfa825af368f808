import { expect, test, type Page } from '@playwright/test'
import { acknowledgeChecks } from './support/acknowledge'
import { DEMO, expectNoAxeViolations, signIn } from './support/session'

// The mock is one server for the browser, as Laravel is (docs/mock-api-contract.md, 'One server for
// every tab'): two pages of one context are two tabs of one browser.

function rowById(page: Page, id: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) })
}

/** The ID of the first row on screen with this status badge. */
async function firstIdWithStatus(page: Page, status: string): Promise<string> {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByTestId('status-badge').filter({ hasText: status }) })
    .first()
  await expect(row).toBeVisible()
  // The first cell holds the row's selection checkbox; the ID is the second.
  return (await row.getByRole('cell').nth(1).textContent()) ?? ''
}

/** What the server answers this tab's own request for the signed-in user. */
function userStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/user', { headers: { Accept: 'application/json' } })).status)
}

const qaShortcut = (page: Page) => page.keyboard.press('Alt+Shift+KeyQ')

test("a sign-in in one tab is the other's session, and a status change in one is what the other's list shows next", async ({
  context,
}) => {
  const first = await context.newPage()
  await signIn(first, 'admin')

  // A second tab of the signed-in browser: its requests carry the browser's session, no sign-in.
  const second = await context.newPage()
  await second.goto('/loans?status=verified')
  await expect(second.getByText(DEMO.admin.name, { exact: true })).toBeVisible()
  const id = await firstIdWithStatus(second, 'Verified')

  await first.goto('/loans?status=verified')
  await rowById(first, id)
    .getByRole('button', { name: `Approve loan application ${id}` })
    .click()
  const dialog = first.getByRole('dialog', { name: 'Approve Loan Application' })
  await acknowledgeChecks(dialog)
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(first.getByText(/^Approved: /)).toBeVisible()

  // The other tab still shows what it last fetched; its next request gets the server's word.
  await expect(rowById(second, id).getByTestId('status-badge')).toHaveText('Verified')
  await second.reload()
  await expect(second.getByText(/Showing page \d+ of \d+/)).toBeVisible()
  await expect(rowById(second, id)).toHaveCount(0)
  await second.goto(`/loans/${id}`)
  await expect(second.getByRole('heading', { name: 'Loan Details', level: 1 })).toBeVisible()
  await expect(second.getByTestId('status-badge').first()).toHaveText('Approved')
})

test('the throttle counts the requests of both tabs together: the fourth of three a minute is refused', async ({
  context,
}) => {
  const first = await context.newPage()
  await signIn(first, 'admin')
  const second = await context.newPage()
  // The sign-in page sends no request of its own, so only the tabs' requests below count.
  await first.goto('/login?mock.rateLimit=3')
  await second.goto('/login')
  await expect(second.getByRole('button', { name: /QA controls/ })).toContainText('3/min')

  expect(await userStatus(first)).toBe(200)
  expect(await userStatus(second)).toBe(200)
  expect(await userStatus(first)).toBe(200)
  expect(await userStatus(second)).toBe(429)
  expect(await userStatus(first)).toBe(429)
})

test('a failure injected in one tab applies in the other, whose QA panel shows it at once', async ({ context }) => {
  const first = await context.newPage()
  await signIn(first, 'admin')
  const second = await context.newPage()
  await second.goto('/kyc')
  await expect(second.getByText(/Showing page \d+ of \d+/)).toBeVisible()

  await first.getByRole('button', { name: /QA controls/ }).click()
  await first.getByLabel('Endpoint group').selectOption('loans.list')
  await first.getByRole('button', { name: 'Add' }).click()
  await expect(first.getByText('loans.list → 500 Server error')).toBeVisible()

  // Heard by the other tab without a request of its own.
  await expect(second.getByRole('button', { name: /QA controls/ })).toContainText('1 failing')
  await second.getByRole('link', { name: 'Loan Applications' }).click()
  await expect(second.getByRole('alert').getByText('Failed to fetch loan applications')).toBeVisible()
})

test('Alt+Shift+Q opens the QA controls over an open confirmation, where the session can be expired', async ({
  page,
}) => {
  await signIn(page, 'admin')
  await page.goto('/loans?status=verified')
  const id = await firstIdWithStatus(page, 'Verified')
  await rowById(page, id)
    .getByRole('button', { name: `Approve loan application ${id}` })
    .click()
  const confirmation = page.getByRole('dialog', { name: 'Approve Loan Application' })
  await acknowledgeChecks(confirmation)
  const approve = confirmation.getByRole('button', { name: 'Approve' })
  await approve.focus()

  await qaShortcut(page)
  const controls = page.getByRole('dialog', { name: /QA controls/ })
  await expect(controls).toBeVisible()
  await expect(controls).toContainText('Alt+Shift+Q opens and closes these controls, also over an open dialog.')
  await expectNoAxeViolations(page)
  // A real click: the controls are the topmost dialog, not an inert sheet behind the confirmation.
  await controls.getByRole('button', { name: 'Expire session' }).click()
  await expect(controls.getByRole('status')).toHaveText(
    'Session expired on the server. The next request will be refused.',
  )

  await page.keyboard.press('Escape')
  await expect(controls).toBeHidden()
  await expect(confirmation).toBeVisible()
  await expect(approve).toBeFocused()

  // The approval meets the expired session: the console asks to sign in again over the page.
  await approve.click()
  await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible()
})

test('page after page in one tab, every page is served by the mock: its worker stays registered', async ({ page }) => {
  await signIn(page, 'admin')
  for (let pageNumber = 1; pageNumber <= 8; pageNumber += 1) {
    await page.goto(`/loans?page=${pageNumber}`)
    // MSW's worker unregistered itself as each page closed. A page matched to its registration after
    // that loaded without it, and the static server answered its API requests with 404: 'The server
    // could not answer' until the next reload (mocks/browser.ts).
    const served = await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registered: (await navigator.serviceWorker.getRegistrations()).length,
    }))
    expect(served).toEqual({ controlled: true, registered: 1 })
    await expect(page.getByText(new RegExp(`^Showing page ${pageNumber} of`))).toBeVisible()
  }
})

test('the mock keeps nothing of a request it answered: a day of requests holds no message port each', async ({
  page,
}) => {
  await signIn(page, 'viewer')
  await page.goto('/loans')
  await expect(page.getByText(/^Showing page 1 of/)).toBeVisible()
  const cdp = await page.context().newCDPSession(page)
  // The browser's own count of the page's message ports, after a full garbage collection.
  const messagePorts = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    const chunks: string[] = []
    const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
    cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
    const { snapshot, nodes, strings } = JSON.parse(chunks.join('')) as {
      snapshot: { meta: { node_fields: string[] } }
      nodes: number[]
      strings: string[]
    }
    const width = snapshot.meta.node_fields.length
    const nameAt = snapshot.meta.node_fields.indexOf('name')
    let count = 0
    for (let node = 0; node < nodes.length; node += width)
      if (strings[nodes[node + nameAt]!] === 'MessagePort') count += 1
    return count
  }
  const before = await messagePorts()
  const REQUESTS = 40
  await page.evaluate(async (count) => {
    for (let number = 1; number <= count; number += 1)
      await (await fetch(`/api/loan-application2s?page=${number}`, { headers: { Accept: 'application/json' } })).json()
  }, REQUESTS)
  // MSW's worker sent a copy of each answer back to the page, its body a stream between the two: left
  // unread, each kept a port open in the page (and the body in the worker) for as long as the tab lived.
  await expect.poll(messagePorts, { timeout: 15_000 }).toBeLessThan(before + REQUESTS / 4)
})
