import { expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

export const DEMO = {
  admin: { email: 'admin@sacco.co.bw', password: 'password', name: 'Kagiso Molefe' },
  viewer: { email: 'viewer@sacco.co.bw', password: 'password', name: 'Naledi Sebego' },
} as const

/** Signs in through the login form, as staff do, and waits for the console's top bar. */
export async function signIn(page: Page, role: keyof typeof DEMO, path = '/login'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('Email').fill(DEMO[role].email)
  await page.getByLabel('Password').fill(DEMO[role].password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText(DEMO[role].name, { exact: true })).toBeVisible()
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
