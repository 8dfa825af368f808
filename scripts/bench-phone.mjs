// h. The phone class (issue 26, item 5): the live console at 390 px (3x pixels, touch) with the CPU six
// times slower, loaded cold as cold-load.mjs loads it (signed in, a new document, cache off, the
// Laravel-like API of bench-servers.mjs). Per round: the list until its 15 cards are in the document;
// a tap on the first card, once the list has settled, until its record is painted; and a loan opened
// cold by URL until its fields are in the document. Also the longest task of each load.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { benchLoan, startLaravelApi, startStaticServer } from './bench-servers.mjs'
import { buildLiveConsole, coldLoad, PHONE, TARGETS } from './cold-load.mjs'

export const PHONE_CPU = 6
const SETTLE_MS = 1000

// The tap: from the touch to the first paint that shows the record's fields.
async function tapFirstCard(page) {
  const card = page.locator('main ul > li').filter({ hasText: 'SAC-' }).first()
  const memberId = /SAC-\d{4}/.exec((await card.textContent()) ?? '')?.[0]
  if (!memberId) throw new Error('the first card shows no member ID')
  await page.evaluate((mark) => {
    const probe = { start: null, shownAt: null, paintAt: null }
    window.__tap = probe
    addEventListener('pointerdown', (event) => (probe.start ??= event.timeStamp), { capture: true, once: true })
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent?.trim()
      if (probe.start !== null && heading === 'Loan Details' && document.body.textContent?.includes(mark)) {
        probe.shownAt = performance.now()
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => (probe.paintAt = performance.now()), 0))
      }
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  }, memberId)
  await card.tap()
  await page.waitForFunction(() => window.__tap.paintAt !== null, null, { timeout: 30_000 })
  const { start, shownAt, paintAt } = await page.evaluate(() => window.__tap)
  return { shown: shownAt - start, painted: paintAt - start }
}

const longest = (load) => Math.max(0, ...load.longTasks.filter(([start]) => start <= load.shownAt).map(([, d]) => d))

/**
 * @param {{ browser: import('@playwright/test').Browser, root: string, rounds: number,
 *   nextPort: () => Promise<number>, log?: (line: string) => void }} options
 */
export async function phoneClass({ browser, root, rounds, nextPort, log = console.log }) {
  const apiPort = await nextPort()
  const sitePort = await nextPort()
  const outDir = mkdtempSync(join(os.tmpdir(), 'bench-phone-'))
  log('  building the live console ...')
  buildLiveConsole(root, outDir, `http://127.0.0.1:${apiPort}`)
  const api = await startLaravelApi(apiPort)
  const site = await startStaticServer(outDir, sitePort)
  const base = `http://127.0.0.1:${sitePort}`
  const results = { list: [], tap: [], record: [], failures: [] }
  const options = { cpu: PHONE_CPU, device: PHONE, settleMs: SETTLE_MS }
  try {
    for (let round = 1; round <= rounds; round += 1) {
      try {
        const list = await coldLoad(browser, base, TARGETS.list, { ...options, afterShown: tapFirstCard })
        const record = await coldLoad(browser, base, TARGETS.record, options)
        results.list.push({ shownAt: list.shownAt, longest: longest(list) })
        results.tap.push(list.then)
        results.record.push({ shownAt: record.shownAt, longest: longest(record) })
        log(
          `  phone round ${round}/${rounds}: 15 cards at ${list.shownAt.toFixed(0)} ms (longest task ${longest(list).toFixed(0)} ms); ` +
            `tap -> record painted ${list.then.painted.toFixed(0)} ms; loan ${benchLoan(1).member_id} by URL at ` +
            `${record.shownAt.toFixed(0)} ms (longest task ${longest(record).toFixed(0)} ms)`,
        )
      } catch (error) {
        results.failures.push(error)
        log(`  phone round ${round}/${rounds} FAILED: ${String(error).split('\n')[0]}`)
      }
    }
  } finally {
    api.close()
    site.close()
  }
  return results
}
