import { expect, test } from '@playwright/test'
import { acknowledgeByKeyboard } from './support/acknowledge'
import { runClockUntil } from './support/clock'
import { openPendingQueueByKeyboard } from './support/queue'
import { signIn } from './support/session'

// Issue 24, queues a team shares (DESIGN section 12), in Chromium: the pending loans worked oldest
// first from the keyboard with one decision undone within its hold, and a list that learns of a new
// application without a reload.

const VERIFY = /\/api\/loan-application2s\/(\d+)\/verify$/

test('a viewer verifies five pending loans oldest first with j, v and Enter, undoes one with u: the server gets four, oldest first', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openPendingQueueByKeyboard(page)
  const verified: number[] = []
  page.on('request', (request) => {
    const match = VERIFY.exec(new URL(request.url()).pathname)
    if (request.method() === 'POST' && match) verified.push(Number(match[1]))
  })

  const dialog = page.getByRole('dialog')
  const verify = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Verify' })
  const worked: number[] = []
  for (let done = 1; done <= 5; done++) {
    const before = page.url()
    await expect(verify).toBeVisible()
    worked.push(Number(new URL(before).pathname.split('/').at(-1)))
    await page.keyboard.press('v')
    // On Verify at once, or after the checks that need attention, ticked from the keyboard.
    await acknowledgeByKeyboard(page, dialog, 'Verify')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect.poll(() => page.url()).not.toBe(before)
    if (done === 3) {
      // Within the hold: u takes the third one back, and the toast offers to open it again.
      await expect(page.getByText(/^Verifying: /).last()).toBeVisible()
      await page.keyboard.press('u')
      await expect(page.getByText(/^Verify undone: /)).toBeVisible()
    }
  }

  await expect.poll(() => verified.length, { timeout: 20_000 }).toBe(4)
  expect(verified).toEqual([worked[0], worked[1], worked[3], worked[4]])
  // The undone one stays pending at the server, past the end of any hold.
  await page.waitForTimeout(6_000)
  expect(verified).toHaveLength(4)

  const created = await page.evaluate(async (ids) => {
    const dates: string[] = []
    for (const id of ids) {
      const response = await fetch(`/api/loan-application2s/${id}`, { headers: { Accept: 'application/json' } })
      const body = (await response.json()) as { created_at?: string; data?: { created_at?: string } }
      dates.push(body.data?.created_at ?? body.created_at ?? '')
    }
    return dates
  }, worked)
  const times = created.map((date) => Date.parse(date.includes('T') ? date : date.replace(' ', 'T') + 'Z'))
  expect(times.every((time) => !Number.isNaN(time))).toBe(true)
  expect(times).toEqual([...times].sort((a, b) => a - b))
})

test("a new loan application at the server shows as '1 new' on the open list within 70 s, without a reload", async ({
  page,
}) => {
  await page.clock.install()
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, 'admin')
  await page.goto('/loans?status=pending')
  await expect(page.getByText(/Showing page 1/)).toBeVisible()
  const rows = await page.getByRole('row').allTextContents()
  const firstRow = page.getByRole('row').nth(1)
  const firstRowBox = await firstRow.boundingBox()

  // QA's control on the mock: a member applies now.
  await page.getByRole('button', { name: /QA controls/ }).click()
  await page.getByRole('button', { name: 'New application arrives' }).click()
  await expect(page.getByText(/arrived \(pending\)/)).toBeVisible()
  await page.keyboard.press('Escape')

  await runClockUntil(page, 61_000, async (glance) => {
    await expect(page.getByText(/^1 new loan application/)).toBeVisible(glance)
  })
  // Neither the rows nor their places: the notice is drawn under them, in the list's foot.
  expect(await page.getByRole('row').allTextContents()).toEqual(rows)
  expect(await firstRow.boundingBox()).toEqual(firstRowBox)
  await expect(page.getByText(/^1 new loan application/)).toBeInViewport()
  expect(page.url()).toContain('/loans?status=pending')
})
