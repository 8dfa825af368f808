import { expect, type Locator, type Page } from '@playwright/test'
import { runClockUntil } from './clock'

/**
 * Gives a Verify or Approve confirmation what it asks for before it may be sent (DESIGN section 11):
 * once the lookups behind its checks have answered, every check that needs attention ticked and, for
 * a politically exposed person, the due diligence in words. A record that raises none is left as it
 * is. With `pausedClock`, the page's clock is run on until the lookups have answered.
 */
export async function acknowledgeChecks(dialog: Locator, pausedClock?: Page): Promise<void> {
  await expect(dialog).toBeVisible()
  const lookingUp = dialog.getByText('Looking up related records before this can be confirmed...')
  if (pausedClock) await runClockUntil(pausedClock, 0, (glance) => expect(lookingUp).toHaveCount(0, glance))
  else await expect(lookingUp).toHaveCount(0)
  for (const box of await dialog
    .getByRole('group', { name: /^Needs attention/ })
    .getByRole('checkbox')
    .all())
    await box.check()
  const dueDiligence = dialog.getByRole('textbox', { name: /^Enhanced due diligence/ })
  if ((await dueDiligence.count()) > 0) await dueDiligence.fill('Source of wealth confirmed; approved by the CEO')
}

/**
 * The keyboard's way through a Verify or Approve confirmation (DESIGN section 10): the focus starts on
 * the first check to acknowledge, if any (Space ticks it, Tab moves on), else on the confirm button
 * itself; after the checks, Tab goes on, past the notes' links, to the confirm button, which ends with
 * the focus. `confirmName` is its label ('Verify', 'Approve').
 */
export async function acknowledgeByKeyboard(page: Page, dialog: Locator, confirmName: string): Promise<void> {
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Looking up related records before this can be confirmed...')).toHaveCount(0)
  const confirm = dialog.getByRole('button', { name: confirmName })
  const acknowledgements = dialog.getByRole('group', { name: /^Needs attention/ }).getByRole('checkbox')
  for (const box of await acknowledgements.all()) {
    await expect(box).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
  }
  await expect(confirm).toBeEnabled()
  for (
    let presses = 0;
    presses < 10 && !(await confirm.evaluate((button) => button === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab')
  await expect(confirm).toBeFocused()
}
