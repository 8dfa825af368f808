import { expect, test } from '@playwright/test'
import { signIn } from './support/session'

// DESIGN section 9, in Chromium against the mock's throttle:api at Laravel's default 60 a minute:
// 1,070 members are 72 pages of 15, more than one minute's budget, so the export must pace itself.

test('Export of 1,070 members at 60 requests a minute has every row and meets no 429', async ({ page }) => {
  test.setTimeout(240_000)
  const answers: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response.status())
  })
  await signIn(page, 'admin', '/login?mock.members=1070&mock.rateLimit=60')
  await page.goto('/users')
  await expect(page.getByText(/Showing page 1 of 72 \(1070 records\)/)).toBeVisible()

  const download = page.waitForEvent('download', { timeout: 200_000 })
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('button', { name: 'All columns' }).click()
  await expect(page.getByText(/^Waiting for the server's rate limit \(\d+ s\)$/)).toBeVisible({ timeout: 60_000 })
  const file = await download
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8')
  const lines = csv.split('\r\n').filter((line) => line !== '')
  expect(lines).toHaveLength(1070 + 1)
  expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1070)
  expect(answers.filter((status) => status === 429)).toEqual([])
})
