import { expect, type Page } from '@playwright/test'
import { chooseSendingDecisionsAtOnce, signIn } from './session'

/**
 * A viewer at 1280 px on the pending loans, who opens the first of the queue from the keyboard
 * (`j`, Enter): the record screen, 'Record 1 of N'. With `sendingAtOnce`, the viewer has first
 * chosen in Account Settings to send decisions without the Undo hold.
 */
export async function openPendingQueueByKeyboard(page: Page, { sendingAtOnce = false } = {}): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'viewer')
  if (sendingAtOnce) await chooseSendingDecisionsAtOnce(page)
  await page.goto('/loans?status=pending')
  await expect(page.getByText(/Showing page 1/)).toBeVisible()
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Loan Details' })).toBeVisible()
  await expect(page.getByText(/^Record 1 of \d+$/)).toBeVisible()
}
