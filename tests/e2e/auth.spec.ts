import { expect, test } from '@playwright/test'
import { DEMO, expectNoAxeViolations, signIn } from './support/session'

test('an admin signs in, sees the layout, stays signed in across a reload, signs out, and Back does not reopen the console', async ({
  page,
}) => {
  await signIn(page, 'admin')
  await expect(page).toHaveURL(/\/$/)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Loan Applications',
    'KYC Verifications',
    'Registered Members',
  ])
  await expect(page.getByText('KM', { exact: true })).toBeVisible()

  await nav.getByRole('link', { name: 'KYC Verifications' }).click()
  await expect(page).toHaveURL(/\/kyc/)
  await page.reload()
  await expect(page.getByText(DEMO.admin.name, { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/kyc/)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
})

// A sign-in in CI stayed on the filled form: the button took the press but no click followed. The demo
// accounts' panel came between the press and the release, and it used to move the centred form up
// (102 px at 1280, 145 at 390), so the release landed beside the button. A QA tester's click too.
test('the demo accounts coming in late do not move the form: a press on Login that spans their arrival signs in', async ({
  context,
  page,
}) => {
  let deliverDemoAccounts = () => {}
  const demoAccountsHeld = new Promise<void>((resolve) => (deliverDemoAccounts = resolve))
  // The context sees the chunk's request too when the mock's service worker forwards it.
  await context.route(/\/DemoAccounts-[^/]*\.js$/, async (route) => {
    await demoAccountsHeld
    await route.continue()
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill(DEMO.viewer.email)
  await page.getByLabel('Password').fill(DEMO.viewer.password)
  const login = page.getByRole('button', { name: 'Login' })
  const pressedAt = await login.boundingBox()
  if (!pressedAt) throw new Error('The Login button is not drawn')
  await page.mouse.move(pressedAt.x + pressedAt.width / 2, pressedAt.y + pressedAt.height / 2)
  await page.mouse.down()
  deliverDemoAccounts()
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible()
  expect(await login.boundingBox()).toEqual(pressedAt)
  await page.mouse.up()
  await expect(page.getByText(DEMO.viewer.name, { exact: true })).toBeVisible()
})

test("a wrong password shows 'Invalid credentials'", async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill(DEMO.viewer.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Invalid credentials')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.viewer.email)
})

test('an unknown path lands on the dashboard', async ({ page }) => {
  await signIn(page, 'viewer')
  await page.goto('/this/does/not/exist')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('a session expired from the QA controls sends the user to /login and back after signing in', async ({ page }) => {
  await signIn(page, 'admin')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'KYC Verifications' }).click()
  await expect(page).toHaveURL(/\/kyc/)
  await page.getByRole('button', { name: 'QA controls' }).click()
  await page.getByRole('button', { name: 'Expire session' }).click()
  // The console's next call meets the dead session: the list a click opens, or one of its own in the
  // background (the list's counts) if that comes first. Signing in goes back to where that was.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Loan Applications' })
    .click({ timeout: 5_000 })
    .catch(() => undefined)
  await expect(page).toHaveURL(/\/login\?/)
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible()
  const back = new URL(page.url()).searchParams.get('redirect') ?? ''
  expect(back).toMatch(/^\/(loans|kyc)/)
  await page.getByLabel('Email').fill(DEMO.admin.email)
  await page.getByLabel('Password').fill(DEMO.admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(back, 'http://x').pathname)
})

test('on a narrow screen the navigation is an overlay closed by the backdrop and by Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'viewer')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const overlay = page.getByRole('dialog', { name: 'Navigation' })
  await expect(overlay).toBeVisible()
  await page.mouse.click(370, 400)
  await expect(overlay).toBeHidden()
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await page.keyboard.press('Escape')
  await expect(overlay).toBeHidden()
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await overlay.getByRole('link', { name: 'Registered Members' }).click()
  await expect(page).toHaveURL(/\/users/)
  await expect(overlay).toBeHidden()
})

test('a user without a role sees only the no-role page, even from a deep link, and can log out', async ({ page }) => {
  const dataCalls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith('/api/') && !['/api/user', '/api/login', '/api/logout'].includes(path)) dataCalls.push(path)
  })
  await page.goto('/loans/3')
  await page.getByLabel('Email').fill('norole@sacco.co.bw')
  await page.getByLabel('Password').fill('password')
  await page.getByRole('button', { name: 'Login' }).click()
  const message = 'Your account has no role yet. Ask an administrator to give you access.'
  await expect(page.getByRole('heading', { name: message })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(page.getByRole('heading', { name: message })).toBeVisible()
  expect(dataCalls).toEqual([])
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('axe-core finds no violations on /login and on the layout', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  await expectNoAxeViolations(page)
  await signIn(page, 'admin')
  await page.goto('/help')
  await expect(page.getByText('Help & Support (Coming Soon)')).toBeVisible()
  await expectNoAxeViolations(page)
})
