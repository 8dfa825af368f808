import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { signIn } from './session'

// Every screen at the widths staff use: nothing on it covers anything else (the sticky Actions column
// once hid Amount, Applied and Status at 768 px), no table runs past its frame (the Actions once sat
// out of view at 768 and 1024 px), and no page scrolls sideways.
// Screenshots go with the report, to look at.

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'small laptop', width: 1024, height: 768 },
  { name: 'laptop', width: 1280, height: 800 },
] as const

export const LISTS = [
  { path: '/loans', title: 'Loan Applications', detail: /^\/loans\/\d+$/ },
  { path: '/kyc', title: 'KYC Verifications', detail: /^\/kyc\/\d+$/ },
  { path: '/users', title: 'Registered Members', detail: /^\/users\/\d+$/ },
] as const

/**
 * The pairs of elements in `main` whose boxes overlap, neither holding the other: status badges,
 * cells, buttons, links, headings, the fields of a record and charts. Invisible and screen-reader-only
 * elements have no say (they cover nothing).
 */
async function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = '[data-testid="status-badge"], td, th, button, a, h1, h2, h3, dt, dd, canvas, [role="progressbar"]'
    // What shows of an element: its box cut to every scrolling or clipping frame around it (a row
    // scrolled out of the table's frame covers nothing below the frame).
    const visibleBox = (element: HTMLElement) => {
      let { left, top, right, bottom } = element.getBoundingClientRect()
      for (let frame = element.parentElement; frame; frame = frame.parentElement) {
        if (getComputedStyle(frame).overflow === 'visible') continue
        const clip = frame.getBoundingClientRect()
        left = Math.max(left, clip.left)
        top = Math.max(top, clip.top)
        right = Math.min(right, clip.right)
        bottom = Math.min(bottom, clip.bottom)
      }
      return { left, top, right, bottom }
    }
    const shown = [...document.querySelectorAll<HTMLElement>(`main :is(${selector})`)]
      .filter((element) => getComputedStyle(element).visibility !== 'hidden' && element.closest('.sr-only') === null)
      .map((element) => ({ element, box: visibleBox(element) }))
      .filter(({ box }) => box.right - box.left > 1 && box.bottom - box.top > 1)
    const elements = shown.map(({ element }) => element)
    const boxes = shown.map(({ box }) => box)
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`
    const found: string[] = []
    for (let i = 0; i < elements.length; i += 1) {
      for (let j = i + 1; j < elements.length; j += 1) {
        const [a, b] = [elements[i]!, elements[j]!]
        if (a.contains(b) || b.contains(a)) continue
        const [p, q] = [boxes[i]!, boxes[j]!]
        // Half a pixel of sub-pixel rounding is not an overlap.
        const x = Math.min(p.right, q.right) - Math.max(p.left, q.left)
        const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top)
        if (x > 0.5 && y > 0.5) found.push(`${name(a)} overlaps ${name(b)}`)
      }
    }
    return found
  })
}

/** The screen as it is now: nothing covers anything, nothing scrolls sideways, each table fits its frame. */
export async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  viewport: (typeof VIEWPORTS)[number],
  screen: string,
) {
  expect(await overlaps(page), `${screen} at ${viewport.width} px`).toEqual([])
  const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
  expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0)
  // A table fits its frame at every width: no column, the Actions least of all, waits out of view.
  const cutOff = await page.evaluate(() =>
    [...document.querySelectorAll('main table')].flatMap((table) => {
      // The charts' tables are for screen readers only: they show nowhere.
      if (table.closest('.sr-only')) return []
      const right = table.getBoundingClientRect().right
      const frame = table.parentElement!.getBoundingClientRect().right
      return right > Math.min(frame, window.innerWidth) + 0.5 ? [`${Math.round(right)} > ${Math.round(frame)}`] : []
    }),
  )
  expect(cutOff, `${screen}: a table runs past its frame`).toEqual([])
  const path = testInfo.outputPath(`${screen.replace(/\W+/g, '-')}-${viewport.width}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(`${screen} at ${viewport.width} px`, { path, contentType: 'image/png' })
}

/** Signs in as admin and checks the dashboard, each list and a record of each at `viewport`. */
export async function checkEveryScreen(page: Page, testInfo: TestInfo, viewport: (typeof VIEWPORTS)[number]) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height })
  await signIn(page, 'admin')

  await test.step('dashboard', async () => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
    await checkScreen(page, testInfo, viewport, 'dashboard')
  })

  for (const list of LISTS) {
    let detailPath = ''
    await test.step(list.path, async () => {
      await page.goto(list.path)
      await expect(page.getByRole('heading', { name: list.title })).toBeVisible()
      await expect(page.getByText(/Showing page 1 of/)).toBeVisible()
      const layout = viewport.name === 'phone' ? page.getByRole('list', { name: list.title }) : page.getByRole('table')
      await expect(layout).toBeVisible()
      await checkScreen(page, testInfo, viewport, list.path)
      const links = await page
        .locator('main a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
      // A record link carries its list as the queue (`?queue=...`); the path is what names the record.
      detailPath = links.find((href) => list.detail.test(href.split('?')[0] ?? '')) ?? ''
      expect(detailPath).not.toBe('')
    })
    await test.step(detailPath, async () => {
      await page.goto(detailPath)
      await expect(page.locator('main').getByTestId('status-badge').first()).toBeVisible()
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
      await checkScreen(page, testInfo, viewport, `${list.path} detail`)
    })
  }
}
