import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, signIn } from './support/session'

// A reader shapes the loan list (a hidden column, compact rows, a saved view); a reload keeps it all,
// and a colleague signing in on the same browser sees the list as it comes.

async function openLoans(page: Page) {
  await page.goto('/loans')
  await expect(page.getByRole('heading', { name: 'Loan Applications', level: 1 })).toBeVisible()
  await expect(page.getByText(/Showing page 1 of \d+/)).toBeVisible()
}

const table = (page: Page) => page.getByRole('table', { name: 'Loan Applications' })
const views = (page: Page) => page.getByRole('navigation', { name: 'Loan Applications views' })
const density = (page: Page) => page.getByRole('radiogroup', { name: 'Density' })

test('hidden column, density and a saved view survive a reload, for their user only', async ({ page }) => {
  // Two sign-ins, a reload and two axe runs: more than the default minute on a shared machine.
  test.slow()
  await signIn(page, 'admin')
  await openLoans(page)
  await expect(table(page).getByRole('columnheader', { name: /Loan Type/ })).toBeVisible()

  await page.getByRole('button', { name: 'Columns' }).click()
  const columns = page.getByRole('group', { name: 'Columns' })
  await columns.getByRole('checkbox', { name: 'Loan Type' }).uncheck()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(columns).toBeHidden()
  await expect(table(page).getByRole('columnheader', { name: /Loan Type/ })).toHaveCount(0)

  const rowHeight = async () => (await table(page).getByRole('row').nth(1).boundingBox())?.height ?? 0
  const comfortable = await rowHeight()
  await density(page).getByText('Compact').click()
  await expect(density(page).getByRole('radio', { name: 'Compact' })).toBeChecked()
  await expect.poll(rowHeight).toBeLessThan(comfortable)

  // The queue tabs carry their counts ('Pending 32').
  await page.getByRole('link', { name: /^Pending \d+$/ }).click()
  await expect(page).toHaveURL(/\/loans\?status=pending$/)
  await page.getByRole('button', { name: 'Save view' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save view' })
  await dialog.getByRole('textbox', { name: /View name/ }).fill('My pending queue')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(views(page).getByRole('link', { name: 'My pending queue' })).toHaveAttribute('aria-current', 'page')

  await page.getByRole('link', { name: 'All', exact: true }).click()
  await expect(page).toHaveURL(/\/loans$/)
  await page.reload()
  await expect(page.getByText(/Showing page 1 of \d+/)).toBeVisible()
  await expect(table(page).getByRole('columnheader', { name: /Loan Type/ })).toHaveCount(0)
  await expect(density(page).getByRole('radio', { name: 'Compact' })).toBeChecked()
  await views(page).getByRole('link', { name: 'My pending queue' }).click()
  await expect(page).toHaveURL(/\/loans\?status=pending$/)

  await page.getByRole('button', { name: 'Logout' }).click()
  await signIn(page, 'viewer')
  await openLoans(page)
  await expect(table(page).getByRole('columnheader', { name: /Loan Type/ })).toBeVisible()
  await expect(density(page).getByRole('radio', { name: 'Comfortable' })).toBeChecked()
  await expect(views(page).getByRole('link')).toHaveText([
    'All',
    /^Pending ?\d+$/,
    /^Verified - awaiting approval ?\d+$/,
  ])
})

test('on a phone the views and list controls fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, 'admin')
  await openLoans(page)
  await expect(views(page).getByRole('link', { name: 'Verified - awaiting approval' })).toBeAttached()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // Cards have no rows to space: the density control stays on wider screens.
  await expect(density(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByRole('group', { name: 'Columns' })).toBeInViewport({ ratio: 1 })
  await expectNoAxeViolations(page)
})
