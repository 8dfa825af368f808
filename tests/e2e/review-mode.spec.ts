import { expect, test } from '@playwright/test'
import { acknowledgeByKeyboard } from './support/acknowledge'
import { openPendingQueueByKeyboard } from './support/queue'
import { expectNoAxeViolations, signIn } from './support/session'

// Review mode in Chromium (DESIGN section 10): a reviewer works the pending loans from the keyboard
// alone, and the shortcuts dialog passes axe.

test('a reviewer verifies five pending loans in a row with the keyboard alone', async ({ page }) => {
  // Sent at once: the Undo hold has its own journey (shared-queues.spec.ts).
  await openPendingQueueByKeyboard(page, { sendingAtOnce: true })
  const verifyCalls: string[] = []
  // Chromium asks for the tab's icon at every change of address; each request would be a turn of the
  // mock's worker and page. The mock build's icon is inline (vite.config.ts), so nothing is asked.
  const iconRequests: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/loan-application2s\/\d+\/verify/.test(request.url()))
      verifyCalls.push(request.url())
    if (new URL(request.url()).pathname === '/icon.png') iconRequests.push(request.url())
  })

  const dialog = page.getByRole('dialog')
  const verify = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Verify' })
  for (let done = 1; done <= 5; done++) {
    const before = page.url()
    // After Confirm the address names the next record a moment before it is drawn: the record just
    // verified (no Verify button left) stays until then. One press, once the next record is on screen.
    await expect(verify).toBeVisible()
    await page.keyboard.press('v')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: 'Go to the next record after this' })).toBeChecked()
    await acknowledgeByKeyboard(page, dialog, 'Verify')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect.poll(() => page.url()).not.toBe(before)
    await expect.poll(() => verifyCalls.length).toBe(done)
  }
  expect(new Set(verifyCalls).size).toBe(5)
  expect(iconRequests).toEqual([])
})

test('j shows on the Next record button in the frame after the press, and the next record after that frame', async ({
  page,
}) => {
  await openPendingQueueByKeyboard(page)
  // What changes on screen, in order, and when a frame is drawn: the press must not wait for the
  // next record's render to be seen.
  await page.evaluate(() => {
    const next = document.querySelector('nav[aria-label="Queue"] button[aria-keyshortcuts="j"]')
    const recordId = () =>
      [...document.querySelectorAll('main dt')].find((term) => term.textContent?.trim() === 'ID')?.nextElementSibling
        ?.textContent
    const first = recordId()
    const seen: string[] = []
    const steps = window as unknown as { stepSeen: Promise<string[]> }
    steps.stepSeen = new Promise((resolve) => {
      new MutationObserver(() => {
        if (!seen.includes('pressed') && next?.getAttribute('aria-busy') === 'true') {
          seen.push('pressed')
          requestAnimationFrame(() => seen.push('frame drawn'))
        }
        if (!seen.includes('next record') && recordId() !== first) seen.push('next record')
        if (seen.includes('next record') && next?.getAttribute('aria-busy') !== 'true') resolve(seen)
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    })
  })
  await page.keyboard.press('j')
  const seen = await page.evaluate(() => (window as unknown as { stepSeen: Promise<string[]> }).stepSeen)
  expect(seen).toEqual(['pressed', 'frame drawn', 'next record'])
  await expect(page.getByText(/^Record 2 of \d+$/)).toBeVisible()
})

test('the keyboard shortcuts dialog passes axe on a record', async ({ page }) => {
  await openPendingQueueByKeyboard(page)
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('on a phone a reviewer opens a record by tapping its card, and Back brings that card into view, focused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'viewer')
  // Page 2 of the queue, oldest first: a full page of cards.
  await page.goto('/loans?status=pending&page=2')
  await expect(page.getByText(/Showing page 2/)).toBeVisible()
  const card = page.getByRole('list', { name: 'Loan Applications' }).getByRole('listitem').nth(9)
  const id = await card.getAttribute('data-row-id')

  // The card's plain text, not its link: the whole card is the target.
  await card.getByText(`ID ${id}`, { exact: true }).click()
  await expect(page.getByText(/^Record \d+ of \d+$/)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/loans/${id}\\?`))

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByText(/Showing page 2/)).toBeVisible()
  await expect(card).toBeFocused()
  await expect(card).toBeInViewport()
})
