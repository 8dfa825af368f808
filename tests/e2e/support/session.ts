import { expect, type ConsoleMessage, type Frame, type Page, type Response } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

export const DEMO = {
  admin: { email: 'admin@sacco.co.bw', password: 'password', name: 'Kagiso Molefe' },
  viewer: { email: 'viewer@sacco.co.bw', password: 'password', name: 'Naledi Sebego' },
} as const

/**
 * Signs in through the login form, as staff do, and waits for the console's top bar. Should the top bar
 * not come, the failure says where the page went and what it asked and logged on the way: a sign-in
 * that failed once in CI, on a page that stayed on the filled form, left only its screenshot.
 */
export async function signIn(page: Page, role: keyof typeof DEMO, path = '/login'): Promise<void> {
  const journey: string[] = []
  const onNavigation = (frame: Frame) => {
    if (frame === page.mainFrame()) journey.push(`at ${frame.url()}`)
  }
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      journey.push(`${response.request().method()} ${response.url()} ${response.status()}`)
  }
  const onConsole = (message: ConsoleMessage) => journey.push(`console ${message.type()}: ${message.text()}`)
  page.on('framenavigated', onNavigation)
  page.on('response', onResponse)
  page.on('console', onConsole)
  try {
    await page.goto(path)
    await page.getByLabel('Email').fill(DEMO[role].email)
    await page.getByLabel('Password').fill(DEMO[role].password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText(DEMO[role].name, { exact: true })).toBeVisible()
  } catch (error) {
    throw new Error(`Sign-in as ${role} did not reach the console. On the way:\n${journey.join('\n')}`, {
      cause: error,
    })
  } finally {
    page.off('framenavigated', onNavigation)
    page.off('response', onResponse)
    page.off('console', onConsole)
  }
}

/**
 * Chooses in Account Settings, as a reviewer may, to send Verify and Approve at once (no time to
 * undo): for journeys about what follows a sent decision, which would otherwise wait out the default
 * 5 s hold on the real clock at every decision. The hold itself has journeys of its own
 * (shared-queues.spec.ts, details.spec.ts). Leaves the page on Account Settings.
 */
export async function chooseSendingDecisionsAtOnce(page: Page): Promise<void> {
  await page.goto('/settings')
  const hold = page.getByLabel('Time to undo Verify and Approve')
  await hold.selectOption({ label: 'Off: send at once' })
  await expect(hold).toHaveValue('0')
}

/** WCAG 2.2 AA as axe-core checks it: no violations at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}
