// A cold load of the live console as `../shared/perf-peers/cold-list.sh` makes it: the live build served
// gzipped with no caching, a Laravel-like API on another port of 127.0.0.1 (bench-servers.mjs), a fresh
// browser context signed in through the console's own login page, then the page opened in a new
// document with the HTTP cache off and the CPU slowed down. Used by trace-cold-list.mjs (the attributed
// timeline) and bench.mjs (the phone class).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { BENCH_USER, benchLoan } from './bench-servers.mjs'

/** Builds the live console into `outDir`, talking to `apiOrigin`; `sourcemap: 'hidden'` keeps the code byte for byte. */
export function buildLiveConsole(root, outDir, apiOrigin, { sourcemap = false } = {}) {
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      outDir,
      ...(sourcemap ? ['--sourcemap', 'hidden'] : []),
      '--logLevel',
      'warn',
      '--emptyOutDir',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_API_BASE_URL: apiOrigin } },
  )
}

/** The API origin a live build was made for, read from its Content-Security-Policy (`connect-src 'self' <API>`). */
export function apiOriginOf(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const origin = /connect-src &#39;self&#39; (http:\/\/[^;\s"]+)/.exec(html)?.[1]
  if (!origin) throw new Error(`${outDir}/index.html names no API origin: not a live build`)
  return origin
}

/** A port of 127.0.0.1 that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The files `index.html` loads itself (the entry script and its modulepreloads), by path. */
export function entryFilesOf(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  return [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  )
}

/** The browser contexts a load runs in: the desktop of cold-list.sh, and a phone of 390 px. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } }
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
}

// The first page of the list (newest first) starts with the highest id; loan 1 is the record opened by URL.
export const RECORD_ID = 1

/** What a cold load waits for: the list's 15 rows (table rows or phone cards), or the record's fields. */
export const TARGETS = {
  list: { path: '/loans', probe: { kind: 'rows', rows: 15, mark: 'SAC-' } },
  record: {
    path: `/loans/${RECORD_ID}`,
    probe: { kind: 'record', heading: 'Loan Details', mark: benchLoan(RECORD_ID).member_id },
  },
}

// Runs in the page before any of its scripts: `window.__coldLoad.shownAt` is the page-clock moment the
// target was in the document (also a `bench:shown` user-timing mark, which a trace carries),
// `paintedAt` the moment after the frame that painted it (a task posted from that frame's animation
// callback runs once the frame is done), and every long task is kept from the start.
function watchForTarget(probe) {
  const state = { shownAt: null, paintedAt: null, longTasks: [] }
  window.__coldLoad = state
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // No long-task timing in this browser: the list stays empty.
  }
  const shown = () => {
    if (probe.kind === 'rows') {
      const items = document.querySelectorAll('table tbody tr, main ul > li')
      let count = 0
      for (const item of items) if (item.textContent?.includes(probe.mark)) count += 1
      return count >= probe.rows
    }
    const heading = document.querySelector('h1')
    return heading?.textContent?.trim() === probe.heading && Boolean(document.body.textContent?.includes(probe.mark))
  }
  const observer = new MutationObserver(() => {
    if (state.shownAt === null && shown()) {
      state.shownAt = performance.now()
      performance.mark('bench:shown')
      observer.disconnect()
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => (state.paintedAt = performance.now())
        channel.port2.postMessage(null)
      })
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

/**
 * Waits for the probe (the target painted) through plain CDP calls: Playwright's own waiting (`waitForFunction`) first
 * injects its utility script into the page, ~40 ms of main-thread work at CPU x4 in the middle of
 * the load being measured.
 */
async function waitUntilShown(cdp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__coldLoad?.paintedAt ?? null',
      returnByValue: true,
    })
    if (typeof result.value === 'number') return
    if (Date.now() > deadline) throw new Error(`not shown within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Signs in through the console's login page, as a person would: the session cookie and the stored user are set. */
export async function signInToLiveConsole(page, base) {
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill(BENCH_USER.email)
  await page.getByLabel('Password').fill(BENCH_USER.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByText(BENCH_USER.name, { exact: true }).waitFor({ timeout: 30_000 })
}

/**
 * One cold load of `target` in a fresh context: signed in at full speed, then the page opened anew with
 * the cache off and the CPU `cpu` times slower. `beforeNavigation(page, cdp)` runs once the throttling
 * is on (to start a trace, say), `afterShown(page, cdp, itsResult)` once the target is shown and the
 * page had `settleMs` more (to stop the trace, or go on in the page). Returns the page-clock figures,
 * what `afterShown` returned, and the requests the page made (CDP Network events; their monotonic
 * seconds are a trace's clock).
 */
export async function coldLoad(
  browser,
  base,
  target,
  { cpu = 4, device = DESKTOP, settleMs = 0, beforeNavigation, afterShown } = {},
) {
  const context = await browser.newContext(device)
  context.setDefaultTimeout(60_000)
  try {
    const page = await context.newPage()
    await signInToLiveConsole(page, base)
    await page.goto('about:blank')
    const cdp = await context.newCDPSession(page)
    const network = []
    for (const event of ['Network.requestWillBeSent', 'Network.responseReceived', 'Network.loadingFinished']) {
      cdp.on(event, (params) => network.push({ event, ...params }))
    }
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await page.addInitScript(watchForTarget, target.probe)
    const prepared = beforeNavigation ? await beforeNavigation(page, cdp) : undefined
    await page.goto(`${base}${target.path}`, { waitUntil: 'commit' })
    await waitUntilShown(cdp)
    if (settleMs > 0) await page.waitForTimeout(settleMs)
    const figures = await page.evaluate(() => ({
      shownAt: window.__coldLoad.shownAt,
      paintedAt: window.__coldLoad.paintedAt,
      longTasks: window.__coldLoad.longTasks,
      timeOrigin: performance.timeOrigin,
    }))
    const then = afterShown ? await afterShown(page, cdp, prepared) : undefined
    return { ...figures, network, then }
  } finally {
    await context.close().catch(() => {})
  }
}
