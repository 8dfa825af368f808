import { expect, test } from '@playwright/test'
import { FAKE_SANCTUM as API, serverLog, signInAsAdmin as signIn } from '../support/fake-sanctum'

const LIVE_ORIGIN = `http://127.0.0.1:${process.env.E2E_LIVE_PORT ?? 4174}`

test.describe.configure({ mode: 'serial' })

test('a live build signs in against Sanctum on another port, with the cookie and X-XSRF-TOKEN', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByText('Demo accounts')).toHaveCount(0)
  await expect(page.getByText('Demo data')).toHaveCount(0)
  const before = (await serverLog(page)).length
  await signIn(page)
  const calls = (await serverLog(page)).slice(before)
  const paths = calls.map((call) => `${call.method} ${call.path}`)
  expect(paths).toEqual(expect.arrayContaining(['GET /sanctum/csrf-cookie', 'POST /api/login', 'GET /api/user']))
  expect(paths.indexOf('GET /sanctum/csrf-cookie')).toBeLessThan(paths.indexOf('POST /api/login'))
  const login = calls.find((call) => call.path === '/api/login')
  expect(login?.xsrf).toMatch(/=$/)
  const cookies = await page.context().cookies(API)
  // The session cookie is named after APP_NAME, not `laravel_session`: the console never reads it.
  expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['XSRF-TOKEN', 'botswana_sacco_session']))
})

test("a list opened by its address asks for its first page from the page itself, before the console's code runs", async ({
  page,
}) => {
  await signIn(page)
  // Who sent each API request: the page's own document (its first-screen script), or one of its files.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const senders: { url: string; from: string }[] = []
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (!request.url.startsWith(API)) return
    const frame = initiator.stack?.callFrames[0]?.url || initiator.url || LIVE_ORIGIN
    senders.push({ url: request.url.slice(API.length), from: new URL(frame).pathname })
  })
  await page.goto('/loans')
  await expect(page.getByText(/^Showing page 1 of/)).toBeVisible()
  // The session check took the page's answer: no second request.
  expect(senders.filter((sender) => sender.url === '/api/user')).toEqual([{ url: '/api/user', from: '/loans' }])
  // The list's first page came from the page's request; the one that may follow is the list's watcher
  // of new records (DESIGN section 12), which asks for the same page apart.
  const pages = senders.filter((sender) => sender.url === '/api/loan-application2s?page=1')
  expect(pages[0]).toEqual({ url: '/api/loan-application2s?page=1', from: '/loans' })
  expect(pages.length).toBeLessThanOrEqual(2)
})

test('a browser with no session opening a list asks the API nothing, and its console stays empty', async ({ page }) => {
  const apiRequests: string[] = []
  const consoleLines: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(API)) apiRequests.push(request.url().slice(API.length))
  })
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`))
  await page.goto('/loans')
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/login')
  // `GET /api/user` could only have answered 401, which the browser logs.
  expect(apiRequests).toEqual([])
  expect(consoleLines).toEqual([])
})

test("a list opened by its address asks for the stylesheet with the entry's files, before the screen's own", async ({
  page,
}) => {
  await signIn(page)
  // Over HTTP/1.1 a host gets six connections: the order of asking decides which files wait for a round
  // trip, and the entry's modules run only once the stylesheet has loaded.
  const asked: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/assets/')) asked.push(path)
  })
  await page.goto('/loans')
  await expect(page.getByText(/^Showing page 1 of/)).toBeVisible()
  const stylesheet = asked.findIndex((path) => path.endsWith('.css'))
  const screenFiles = asked.findIndex((path) => /^\/assets\/(lists|loans)-/.test(path))
  expect(stylesheet).toBeGreaterThanOrEqual(0)
  expect(screenFiles).toBeGreaterThanOrEqual(0)
  expect(stylesheet).toBeLessThan(screenFiles)
})

test("a record opened by its address has its field cards' code asked for by the page itself", async ({ page }) => {
  await signIn(page)
  // The console's own code is held back: while it cannot run, the record's loader cannot have asked
  // for the field cards, so only the page's first-screen script can (a route also keeps the HTTP cache
  // out of it).
  let releaseConsole = () => {}
  const consoleHeld = new Promise<void>((resolve) => (releaseConsole = resolve))
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await consoleHeld
    await route.continue()
  })
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  const opening = page.goto('/loans/1')
  const fieldCards = () => asked.filter((path) => /^\/assets\/(loan-details|record-fields)-/.test(path))
  await expect.poll(() => fieldCards().length).toBe(2)
  releaseConsole()
  await opening
  await expect(page.getByRole('heading', { name: 'Loan Details', level: 1 })).toBeVisible()
  await expect(page.getByText('Account Number', { exact: true }).first()).toBeVisible()
})

test('a stale XSRF token (419) is refreshed and the request retried once', async ({ page }) => {
  await signIn(page)
  await page.request.post(`${API}/__test/rotate-token`)
  const before = (await serverLog(page)).length
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  const paths = (await serverLog(page)).slice(before).map((call) => `${call.method} ${call.path}`)
  expect(paths).toEqual(['POST /api/logout', 'GET /sanctum/csrf-cookie', 'POST /api/logout'])
})

test('a 401 after sign-in runs the session-expired flow and returns after signing in again', async ({ page }) => {
  await signIn(page)
  await page.goto('/help')
  await expect(page.getByText('Help & Support (Coming Soon)')).toBeVisible()
  await page.request.post(`${API}/__test/expire-session`)
  // The dashboard's first call meets the dead session.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/login\?/)
  await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(1)
  await page.getByLabel('Email').fill('admin@sacco.co.bw')
  await page.getByLabel('Password').fill('password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(`${LIVE_ORIGIN}/`)
  await expect(page.getByText('Kagiso Molefe', { exact: true })).toBeVisible()
})

test('a reload at the rate limit stays signed in: it waits, backs off without Retry-After, and carries on', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/help')
  await expect(page.getByText('Help & Support (Coming Soon)')).toBeVisible()
  await page.request.post(`${API}/__test/rate-limit?limit=2`)
  try {
    for (let spent = 0; spent < 2; spent += 1) expect((await page.request.get(`${API}/api/user`)).status()).toBe(200)
    const before = (await serverLog(page)).length
    const userCalls = async () =>
      (await serverLog(page))
        .slice(before)
        .filter((call) => call.path === '/api/user')
        .map((call) => call.status ?? 200)
    // The page's clock stands still from the reload: its back-off moves only when the test runs it on,
    // and the server's minute outlasts the test.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
    await page.reload()
    // The server answered (429): it is busy, not unreachable.
    await expect(page.getByText(/^The server is busy\. Retrying/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(await userCalls()).toEqual([429])

    // The server would answer again; the page asks once its back-off is over: 2 s, as Retry-After is
    // hidden (cross-origin, not exposed), not hammering.
    await page.request.post(`${API}/__test/rate-limit?limit=0`)
    await page.clock.runFor(1900)
    await expect(page.getByText(/^The server is busy\. Retrying/)).toBeVisible()
    expect(await userCalls()).toEqual([429])
    await page.clock.runFor(100)
    await expect(page.getByText('Help & Support (Coming Soon)')).toBeVisible()
    await expect(page).toHaveURL(`${LIVE_ORIGIN}/help`)
    expect(await userCalls()).toEqual([429, 200])
  } finally {
    await page.request.post(`${API}/__test/rate-limit`)
  }
})

test('a suspension refused by the throttle survives a reload (the leave-page question, accepted) and reaches the server', async ({
  page,
}) => {
  await signIn(page)
  // Four members: the third is active.
  await page.request.post(`${API}/__test/members?count=4`)
  await page.goto('/users/3')
  await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible()
  const status = page.getByRole('group', { name: 'Actions' }).locator('..').getByTestId('status-badge')
  await expect(status).toHaveText('Active')
  // The record's own lookups (its checks, the member's file) are answered first: one of them sent
  // after the limit below would take the single request the test spends on itself.
  await page.waitForLoadState('networkidle')
  // The server's minute is spent: the suspension is refused (429) until the test lifts the limit.
  await page.request.post(`${API}/__test/rate-limit?limit=1&window=600`)
  try {
    expect((await page.request.get(`${API}/api/user`)).status()).toBe(200)
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Suspend' }).click()
    const dialog = page.getByRole('dialog', { name: 'Suspend User' })
    await dialog.getByRole('radio').first().check()
    await dialog.getByRole('button', { name: 'Confirm Suspension' }).click()
    await expect(status).toHaveText('Suspended')
    await expect(page.getByText(/^Waiting for the server \(\d+ s\)$/)).toBeVisible()

    const asked: string[] = []
    page.once('dialog', (question) => {
      asked.push(question.type())
      void question.accept()
    })
    await page.reload()
    expect(asked).toEqual(['beforeunload'])
    await expect(page.getByText(/^The server is busy\. Retrying/)).toBeVisible()

    // The server lets requests through again: the new page opens, takes the change over and sends it.
    await page.request.post(`${API}/__test/rate-limit?limit=0`)
    await expect(page.getByText(/^Suspended: /)).toBeVisible({ timeout: 30_000 })
    const stored = await page.request.get(`${API}/api/memberships/3`)
    expect(((await stored.json()) as { data: { status: string } }).data.status).toBe('suspended')
  } finally {
    await page.request.post(`${API}/__test/rate-limit`)
    await page.request.post(`${API}/__test/members`)
  }
})
