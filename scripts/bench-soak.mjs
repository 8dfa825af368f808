// g. A working day (issue 26, item 4): a viewer signs in on the mock build, opens the first pending
// loan from the list and walks its queue in review mode at CPU x4: `j` to the next record, on every
// fifth `v` and Enter (Verify, with act and advance on, opens the next record itself), and on every
// tenth `k` back and `j` forward again, until `records` records were on screen. It measures:
//
//   - the JS heap after garbage collection and the detached DOM nodes at the checkpoints (100, 500,
//     1,000 records), with the DOM's own counters;
//   - the longest task of the walk (PerformanceObserver 'longtask'), and what filled the longest ones
//     of its last stretch (V8's sampling profiler, attributed through the build's source maps);
//   - for `j`, `k`, `v` and Enter: the key press to the next paint (the Event Timing API's duration,
//     which is INP's measure, or a frame callback where the browser reports none under 16 ms) and,
//     for the keys that open another record, to the first paint that shows it.
//
// The walk checks itself: after `j` the place in the queue must be the next one; after Enter the
// verified record leaves the pending queue, so the next record takes its place (or, before the queue
// is refetched, the next place). Anything else is an unexpected step; a record opened twice (outside
// the k-j pairs) a revisit; a press that changed nothing within 10 s a lost press, pressed again; three
// in a row a stall, after which the walk goes back to the list and opens the record again, as a person
// would (and stops there if that fails too).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { frameSource, loadSourceMaps, top } from './profile-attribution.mjs'

const VIEWER = { email: 'viewer@sacco.co.bw', password: 'password', name: 'Naledi Sebego' }
// 35 % of the mock's loans are pending (mocks/seed/loans.ts): 3,600 give ~1,236, enough to walk
// 1,000 of them while verifying 200 that leave the queue. The rate limit off: a day has no minute.
export const SOAK_LOANS = 3600
// A press that changed nothing within this did nothing; this many in a row is a stalled walk.
const LOST_MS = 10_000
const STALL_PRESSES = 3
const PROFILED_RECORDS = 100

// Runs in the page before its scripts: every key press with the moments after it, and the long tasks.
function installSoakProbe() {
  // harness: the stretches of the bench's own work in the page (heap checkpoints, starting and stopping
  // the profiler and the trace), whose long tasks are the bench's and not the walk's.
  const soak = { presses: [], longTasks: [], harness: [], eventTimings: [] }
  window.__soak = soak
  const queueText = () => document.querySelector('nav[aria-label="Queue"] p')?.textContent ?? ''
  // The record on screen: the value beside 'ID' in its fields. The address changes first, as the
  // router starts the navigation; the record shown changes when the new screen renders.
  const recordId = () => {
    const label = [...document.querySelectorAll('main dt')].find((term) => term.textContent?.trim() === 'ID')
    return label?.nextElementSibling?.textContent?.trim() ?? ''
  }
  const state = () => ({
    path: location.pathname,
    id: recordId(),
    queue: queueText(),
    dialog: Boolean(document.querySelector('dialog[open]')),
  })
  // After the frame that paints: a frame callback runs before the paint, a task queued from it after.
  const afterNextPaint = (done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0))
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // With the press it followed, to tell the day's start from its end.
        soak.longTasks.push({
          start: entry.startTime,
          duration: entry.duration,
          press: soak.presses.length,
          after: soak.presses.at(-1)?.key ?? null,
        })
      }
    }).observe({ type: 'longtask', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // With its three parts: waiting for the main thread, the handlers, and from them to the paint.
        if (entry.name === 'keydown')
          soak.eventTimings.push([
            entry.startTime,
            entry.duration,
            entry.processingStart - entry.startTime,
            entry.processingEnd - entry.processingStart,
          ])
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  } catch {
    // A browser without these timings: the figures stay empty.
  }
  addEventListener(
    'keydown',
    (event) => {
      const press = {
        key: event.key,
        start: event.timeStamp,
        before: state(),
        paintAt: null,
        record: null,
        dialog: null,
      }
      soak.presses.push(press)
      afterNextPaint((at) => (press.paintAt = at))
    },
    { capture: true },
  )
  // What a press changed on screen, each with the paint that showed it: another record (its path, and
  // its place in the queue on screen), or the dialog opening or closing.
  new MutationObserver(() => {
    const press = soak.presses.at(-1)
    if (!press) return
    const now = state()
    const seen = () => {
      const moment = { at: performance.now(), state: now, paintAt: null }
      afterNextPaint((paintAt) => (moment.paintAt = paintAt))
      return moment
    }
    if (!press.dialog && now.dialog !== press.before.dialog) press.dialog = seen()
    if (!press.addressed && now.path !== press.before.path) press.addressed = seen()
    const shown = now.id !== '' && now.id !== press.before.id && !now.dialog
    if (!press.record && shown) press.record = seen()
    // The walk goes on once the new record's place in the queue is on screen too.
    if (!press.placed && shown && now.queue !== '') press.placed = seen()
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Ticks every check of the open confirmation that needs attention, writes the due diligence it asks
 * for, and waits until its Verify button can be pressed; the number of checks it ticked. The checks
 * may still be looked up as the dialog opens: Verify stays disabled until they are in.
 */
async function acknowledgeChecks(dialog) {
  const confirm = dialog.getByRole('button', { name: 'Verify', exact: true })
  const attention = dialog.locator('fieldset').filter({ hasText: 'tick each one' })
  const deadline = Date.now() + 15_000
  let ticked = 0
  while (Date.now() < deadline) {
    if ((await attention.count()) > 0) {
      const boxes = attention.getByRole('checkbox')
      for (let index = 0; index < (await boxes.count()); index += 1) {
        const box = boxes.nth(index)
        if (!(await box.isChecked())) {
          await box.check()
          ticked += 1
        }
      }
      const diligence = attention.getByRole('textbox')
      if ((await diligence.count()) > 0 && (await diligence.inputValue()) === '') {
        await diligence.fill('Source of funds seen; approved by the senior credit officer.')
      }
    }
    if (await confirm.isEnabled()) return ticked
    await sleep(50)
  }
  throw new Error('the Verify confirmation stayed disabled for 15 s')
}

/**
 * Starts a Chromium trace of the main thread's tasks, with what ran in them (style, layout, paint,
 * scripts); what it returns ends the trace and writes it to a file.
 */
async function startTrace(cdp) {
  const events = []
  const collect = ({ value }) => events.push(...value)
  cdp.on('Tracing.dataCollected', collect)
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.gc',
      ],
    },
  })
  return async (file) => {
    await cdp.send('Tracing.end')
    await complete
    cdp.off('Tracing.dataCollected', collect)
    writeFileSync(file, JSON.stringify({ traceEvents: events }))
  }
}

/** The walk could not go on from a record: its keys changed nothing STALL_PRESSES times in a row. */
class StalledWalk extends Error {}
const positionOf = (queue) => {
  const match = /^Record (\d+) of (\d+)$/.exec(queue ?? '')
  return match ? { position: Number(match[1]), total: Number(match[2]) } : null
}

/**
 * @param {{ browser: import('@playwright/test').Browser, base: string, buildDir: string, root: string,
 *   records: number, cpu?: number, snapshotDir?: string, traceFile?: string, log?: (line: string) => void }} options
 *   `snapshotDir`: also write the first and the last heap snapshot there, to compare them in DevTools.
 *   `traceFile`: also write a Chromium trace of the profiled last records there (DevTools: Performance).
 *   `allocations`: also sample what the page allocates over the profiled last records, by source.
 */
export async function soak({
  browser,
  base,
  buildDir,
  root,
  records,
  readMs = 0,
  cpu = 4,
  snapshotDir,
  traceFile,
  allocations = false,
  log = console.log,
}) {
  if (snapshotDir) mkdirSync(snapshotDir, { recursive: true })
  const checkpoints = [...new Set([100, 500, records].filter((count) => count <= records))]
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(30_000)
  const page = await context.newPage()
  const startedAt = performance.now()
  try {
    await page.addInitScript(installSoakProbe)
    await page.goto(`${base}/login`)
    await page.getByLabel('Email').fill(VIEWER.email)
    await page.getByLabel('Password').fill(VIEWER.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByText(VIEWER.name, { exact: true }).waitFor()
    await page.goto(`${base}/loans?status=pending&mock.loans=${SOAK_LOANS}&mock.rateLimit=0&mock.latency=0`)
    const pager = page.getByText(/Showing page 1 of \d+ \((\d+) records\)/)
    await pager.waitFor({ timeout: 60_000 })
    const pending = Number(/\((\d+) records\)/.exec((await pager.textContent()) ?? '')?.[1])
    const needed = records + Math.ceil(records / 5)
    if (!(pending >= records)) throw new Error(`only ${pending} pending loans; the walk needs ${records}`)
    log(
      `  soak: ${pending} pending loans (mock.loans=${SOAK_LOANS}); walking ${records} records, ~${needed - records} of them verified`,
    )
    // The queue as it stands before the walk, oldest first (the API's pages, newest first, reversed):
    // at the end it tells whether the walk passed a record by, which its steps' counter cannot.
    const queueAtStart = await page.evaluate(async () => {
      const ids = []
      for (let number = 1; ; number += 1) {
        const response = await fetch(`/api/loan-application2s?status=pending&page=${number}`, {
          headers: { Accept: 'application/json' },
        })
        const body = await response.json()
        ids.push(...body.data.map((loan) => loan.id))
        if (number >= body.last_page) return ids.reverse()
      }
    })

    await page.locator('table tbody tr').first().locator('a[href^="/loans/"]').first().click()
    await page.getByText(/^Record 1 of \d+$/).waitFor()

    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    const readPresses = () => page.evaluate(() => window.__soak.presses.length)

    /** Presses `key` once; the press as the page saw it once it shows what it changes, or null after LOST_MS. */
    async function pressOnce(key, wait) {
      const index = await readPresses()
      await page.keyboard.press(key)
      const deadline = Date.now() + LOST_MS
      for (;;) {
        const seen = await page.evaluate(
          ([at, wanted]) => {
            const entry = window.__soak.presses[at]
            return entry && entry.paintAt !== null && entry[wanted]?.paintAt != null ? entry : null
          },
          [index, wait],
        )
        if (seen) return seen
        if (Date.now() > deadline) return null
        await sleep(30)
      }
    }

    /**
     * Presses `key` until the page shows what it changes: a press that changed nothing is noted (a
     * person would press again) and repeated; STALL_PRESSES in a row stop the soak.
     */
    async function move(key, { wait = 'placed', at }) {
      for (let attempt = 1; attempt <= STALL_PRESSES; attempt += 1) {
        const seen = await pressOnce(key, wait)
        if (seen) return seen
        const entry = await page.evaluate(() => window.__soak.presses.at(-1))
        figures.lostPresses.push({ at, key, before: entry.before, addressed: entry.addressed?.state.path ?? null })
      }
      const last = await page.evaluate(() => window.__soak.presses.at(-1))
      const stall = new StalledWalk(`${STALL_PRESSES} presses of ${key} changed nothing (${LOST_MS / 1000} s each)`)
      stall.detail = { at, key, before: last?.before ?? null }
      throw stall
    }

    /**
     * After a stall, what a reviewer would do: Escape back to the list (which focuses the record's row
     * when its page still holds it) and open that row again, or the first one. False if the list or the
     * record did not come back within 15 s each.
     */
    async function recover(id) {
      const pager = page.getByText(/Showing page \d+ of \d+/)
      for (let attempt = 0; attempt < 2 && !(await pager.isVisible()); attempt += 1) {
        await page.keyboard.press('Escape')
        await pager.waitFor({ timeout: 15_000 }).catch(() => {})
      }
      if (!(await pager.isVisible())) return false
      const rows = page.locator('table tbody tr')
      const own = rows.filter({ has: page.locator(`a[href^="/loans/${id}?"]`) })
      const row = (await own.count()) > 0 ? own.first() : rows.first()
      await row.locator('a[href^="/loans/"]').first().click()
      const deadline = Date.now() + 15_000
      while (Date.now() < deadline) {
        const place = positionOf(
          await page
            .locator('nav[aria-label="Queue"] p')
            .textContent()
            .catch(() => ''),
        )
        if (place) {
          current = place
          figures.visited.add(new URL(page.url()).pathname)
          return true
        }
        await sleep(100)
      }
      return false
    }

    const figures = {
      pending,
      checkpoints: [],
      skips: [],
      lostPresses: [],
      revisits: [],
      stalls: [],
      stoppedAt: null,
      focusMoved: 0,
      acknowledged: 0,
      focusAlreadyOnConfirm: 0,
      advanceTicked: false,
      visited: new Set(),
      profile: null,
      wallSeconds: 0,
    }
    figures.visited.add(new URL(page.url()).pathname)

    // Runs the bench's own work in the page and marks its stretch there, from the page's clock.
    async function asHarness(work) {
      const from = await page.evaluate(() => performance.now())
      try {
        return await work()
      } finally {
        await page.evaluate((start) => window.__soak.harness.push([start, performance.now()]), from)
      }
    }

    async function checkpoint(count) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      // Twice: objects a finalizer frees become collectable only on the next pass.
      await cdp.send('HeapProfiler.collectGarbage')
      await cdp.send('HeapProfiler.collectGarbage')
      const heap = await cdp.send('Runtime.getHeapUsage')
      const dom = await cdp.send('Memory.getDOMCounters')
      let detached = null
      try {
        const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes')
        const countNodes = (node) => 1 + (node.children ?? []).reduce((sum, child) => sum + countNodes(child), 0)
        detached = {
          roots: detachedNodes.length,
          nodes: detachedNodes.reduce((sum, info) => sum + countNodes(info.treeNode), 0),
        }
      } catch {
        // This Chromium has no DOM.getDetachedDomNodes: left out.
      }
      // What the heap holds, by constructor, at the first and the last checkpoint: what grew between them.
      const holdings =
        count === checkpoints[0] || count === checkpoints.at(-1)
          ? await heapByConstructor(cdp, snapshotDir && join(snapshotDir, `soak-${count}.heapsnapshot`))
          : null
      const point = {
        count,
        heapMB: heap.usedSize / 2 ** 20,
        domNodes: dom.nodes,
        listeners: dom.jsEventListeners,
        detached,
        holdings,
      }
      figures.checkpoints.push(point)
      log(
        `  soak: ${count} records: heap after GC ${point.heapMB.toFixed(1)} MB, ${dom.nodes} DOM nodes, ` +
          `${dom.jsEventListeners} listeners, detached ${detached ? `${detached.nodes} nodes (${detached.roots} trees)` : 'n/a'}`,
      )
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    }

    let shown = 1
    // V8's profiler over the last records, from after the checkpoint before them if that is later.
    const profileFrom = Math.max(1, records - PROFILED_RECORDS, ...checkpoints.filter((count) => count < records))
    let profile = null
    let stopTrace = null
    let sampling = false
    let allocationProfile = null
    let allocationRecords = 0
    // Ends the profile, the trace and the allocation sample of the last records (when the walk reached
    // them, or stopped early).
    const stopRecording = () =>
      asHarness(async () => {
        profile = (await cdp.send('Profiler.stop').catch(() => null))?.profile ?? profile
        await stopTrace?.(traceFile)
        stopTrace = null
        if (sampling) {
          sampling = false
          allocationProfile = (await cdp.send('HeapProfiler.stopSampling').catch(() => null))?.profile ?? null
          allocationRecords = shown - profileFrom
        }
      })
    let lastLogged = 0
    let current = positionOf(await page.getByText(/^Record \d+ of \d+$/).textContent())
    while (shown < records) {
      if (shown === profileFrom) {
        await asHarness(async () => {
          await cdp.send('Profiler.enable')
          await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
          await cdp.send('Profiler.start')
          if (traceFile) stopTrace = await startTrace(cdp)
          if (allocations) {
            // Every allocation, the ones that died young included: what makes the collector run.
            await cdp.send('HeapProfiler.enable')
            await cdp.send('HeapProfiler.startSampling', {
              samplingInterval: 16_384,
              includeObjectsCollectedByMajorGC: true,
              includeObjectsCollectedByMinorGC: true,
            })
            sampling = true
          }
        })
      }
      const step = async () => {
        let seen
        if (shown % 5 === 0) {
          // Verify, then Enter on the confirmation; act and advance opens the next record.
          await move('v', { wait: 'dialog', at: shown })
          const dialog = page.getByRole('dialog')
          if (!figures.advanceTicked) {
            const advance = dialog.getByRole('checkbox', { name: 'Go to the next record after this' })
            if (!(await advance.isChecked())) await advance.check()
            figures.advanceTicked = true
          }
          // Issue 23: a record's checks that need attention are each ticked (and a politically exposed
          // person's due diligence written) before Verify can be pressed, as a reviewer who read them would.
          figures.acknowledged += await acknowledgeChecks(dialog)
          const onConfirm = await page.evaluate(() => {
            const confirm = [...document.querySelectorAll('dialog[open] button')].find(
              (button) => button.textContent?.trim() === 'Verify',
            )
            if (!confirm) return null
            if (document.activeElement === confirm) return true
            confirm.focus()
            return false
          })
          if (onConfirm === null) throw new Error('the Verify dialog has no Verify button')
          if (onConfirm) figures.focusAlreadyOnConfirm += 1
          else figures.focusMoved += 1
          seen = await move('Enter', { at: shown })
        } else {
          seen = await move('j', { at: shown })
        }
        const after = positionOf(seen.placed.state.queue)
        const verified = seen.key === 'Enter'
        // A refetched page of the queue may drop records verified before this one: the total shrinks and
        // the place with it. A verify always takes its record out of the count.
        const expected =
          current &&
          after &&
          ((!verified && after.position === current.position + 1 && after.total === current.total) ||
            (after.position <= current.position && after.total < current.total) ||
            (verified && after.position === current.position && after.total === current.total - 1))
        if (!expected) figures.skips.push({ at: shown, key: seen.key, from: current, to: after })
        const path = seen.placed.state.path
        if (figures.visited.has(path)) figures.revisits.push({ at: shown, key: seen.key, path })
        figures.visited.add(path)
        current = after
        shown += 1

        if (shown % 10 === 7 && shown < records) {
          // k back and j forward again: the record on screen stays the same one.
          await move('k', { at: shown })
          const forward = await move('j', { at: shown })
          current = positionOf(forward.placed.state.queue)
        }
      }
      try {
        await step()
        // A reviewer reads the record before the next key; the page is idle meanwhile, and the browser
        // does in that time what it otherwise does in the walk's tasks (garbage collection among it).
        if (readMs > 0) await sleep(readMs)
      } catch (error) {
        if (!(error instanceof StalledWalk)) throw error
        figures.stalls.push(error.detail)
        log(`  soak: stalled at record ${shown} (${error.message}); back to the list and open it again`)
        if (!(await recover(error.detail.before?.id ?? ''))) {
          figures.stoppedAt = shown
          log(`  soak: the list or the record did not come back: the walk stops at record ${shown}`)
          break
        }
      }
      if (shown % 50 === 0 && shown !== lastLogged) {
        lastLogged = shown
        log(
          `  soak: ${shown}/${records} records in ${((performance.now() - startedAt) / 60_000).toFixed(1)} min` +
            (figures.skips.length ? `, ${figures.skips.length} unexpected step(s)` : ''),
        )
      }
      // The profile covers the walk only: the last checkpoint's garbage collections and snapshot stay out.
      if (shown === records) await stopRecording()
      if (checkpoints.includes(shown) && !figures.checkpoints.some((point) => point.count === shown)) {
        await asHarness(() => checkpoint(shown))
      }
    }

    if (figures.stoppedAt !== null) await stopRecording()
    const probe = await page.evaluate(() => window.__soak)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    figures.wallSeconds = (performance.now() - startedAt) / 1000
    figures.visitedCount = figures.visited.size
    const opened = new Set([...figures.visited].map((path) => Number(path.split('/').at(-1))))
    const reached = queueAtStart.reduce((last, id, index) => (opened.has(id) ? index : last), -1)
    figures.queueReached = reached + 1
    figures.passedBy = queueAtStart.slice(0, reached + 1).filter((id) => !opened.has(id))
    // The walk's long tasks: those that overlap the bench's own work in the page are left out (a forced
    // garbage collection, a heap snapshot, the profiler's stop at CPU x4 took up to 260 ms).
    const walkTasks = probe.longTasks.filter(
      (task) => !probe.harness.some(([from, to]) => task.start < to && task.start + task.duration > from),
    )
    // The walk's first and last tenth: does the day get slower as it goes?
    const tenth = Math.ceil(probe.presses.length / 10)
    const stretch = (from, to) => {
      const tasks = walkTasks.filter((task) => task.press > from && task.press <= to).map((task) => task.duration)
      return { count: tasks.length, longest: Math.max(0, ...tasks) }
    }
    figures.longTasks = {
      count: walkTasks.length,
      over100: walkTasks.filter((task) => task.duration > 100).length,
      longest: [...walkTasks].sort((a, b) => b.duration - a.duration).slice(0, 10),
      harness: probe.longTasks.length - walkTasks.length,
      firstTenth: stretch(0, tenth),
      lastTenth: stretch(probe.presses.length - tenth, probe.presses.length),
    }
    figures.keys = keyFigures(probe)
    const maps = profile || allocationProfile ? loadSourceMaps(buildDir) : null
    figures.profile = profile ? busyStretches(profile, maps, root) : null
    figures.allocations = allocationProfile
      ? { records: allocationRecords, ...allocationsBySource(allocationProfile, maps, root) }
      : null
    figures.heapGrowth = heapGrowth(figures.checkpoints[0]?.holdings, figures.checkpoints.at(-1)?.holdings)
    for (const point of figures.checkpoints) delete point.holdings
    return figures
  } finally {
    await context.close().catch(() => {})
  }
}

/** Per key: press -> next paint (Event Timing where it has an entry, else the frame callback) and -> the change painted. */
function keyFigures(probe) {
  const byStart = new Map(probe.eventTimings.map((timing) => [timing[0], timing]))
  const keys = {}
  for (const press of probe.presses) {
    if (press.paintAt === null) continue
    const entry = (keys[press.key] ??= {
      nextPaint: [],
      eventTiming: 0,
      parts: { waiting: [], handlers: [], toPaint: [] },
      changePainted: [],
      addressLag: [],
    })
    const timed = byStart.get(press.start)
    if (timed !== undefined) {
      const [, duration, waiting, handlers] = timed
      entry.eventTiming += 1
      entry.parts.waiting.push(waiting)
      entry.parts.handlers.push(handlers)
      entry.parts.toPaint.push(duration - waiting - handlers)
    }
    entry.nextPaint.push(timed?.[1] ?? press.paintAt - press.start)
    const change = press.key === 'v' ? press.dialog : press.record
    if (change?.paintAt != null) entry.changePainted.push(change.paintAt - press.start)
    if (press.addressed && press.record) entry.addressLag.push(press.record.at - press.addressed.at)
  }
  return keys
}

/**
 * The longest stretches of main-thread work in a V8 profile (consecutive samples that are not idle),
 * each with the sources that filled it, and the sources of all work in the profile.
 */
function busyStretches(profile, maps, root) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const cache = new Map()
  // The sample's source, and the function with a script it was in (a native call counts to its caller).
  const frameOf = (id) => {
    let node = nodes.get(id)
    const name = node?.callFrame.functionName
    if (!node || name === '(idle)' || name === '(root)') return { source: 'idle', label: 'idle' }
    if (name === '(garbage collector)') return { source: 'GC', label: 'GC' }
    if (name === '(program)') {
      const browser = 'browser (style, layout, paint, other)'
      return { source: browser, label: browser }
    }
    while (node && !node.callFrame.url) node = nodes.get(parents.get(node.id))
    return node ? frameSource(node.callFrame, maps, cache, root) : { source: 'native', label: 'native' }
  }
  const stretches = []
  const all = new Map()
  const byFunction = new Map()
  let current = null
  let time = profile.startTime
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0
    const weight = Math.min(profile.timeDeltas[index + 1] ?? 0, 1000) / 1000
    const { source, label } = frameOf(id)
    if (source === 'idle') {
      if (current) stretches.push(current)
      current = null
      return
    }
    all.set(source, (all.get(source) ?? 0) + weight)
    byFunction.set(label, (byFunction.get(label) ?? 0) + weight)
    current ??= { start: time, duration: 0, bySource: new Map() }
    current.duration += weight
    current.bySource.set(source, (current.bySource.get(source) ?? 0) + weight)
  })
  if (current) stretches.push(current)
  const longest = stretches
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((stretch) => ({ duration: stretch.duration, bySource: top(stretch.bySource, 4) }))
  return {
    seconds: (profile.endTime - profile.startTime) / 1e6,
    longest,
    bySource: top(all, 8),
    byFunction: top(byFunction, 12),
  }
}

/**
 * A sampled allocation profile summed by where the allocating code came from: the nearest frame with a
 * script (a native call such as JSON.parse counts to its caller), attributed through the source maps.
 */
function allocationsBySource(allocationProfile, maps, root) {
  const cache = new Map()
  const bySource = new Map()
  const byFunction = new Map()
  let bytes = 0
  const visit = (node, caller) => {
    const own = node.callFrame.url ? frameSource(node.callFrame, maps, cache, root) : caller
    if (node.selfSize > 0) {
      bytes += node.selfSize
      bySource.set(own.source, (bySource.get(own.source) ?? 0) + node.selfSize)
      byFunction.set(own.label, (byFunction.get(own.label) ?? 0) + node.selfSize)
    }
    for (const child of node.children ?? []) visit(child, own)
  }
  visit(allocationProfile.head, { source: 'native', label: 'native' })
  return { bytes, bySource: top(bySource, 10), byFunction: top(byFunction, 12) }
}

/**
 * A heap snapshot summed by what each object is: its constructor's name (minified in a build) with its
 * first property names to know it by, or the kind of node (strings, closures, arrays, compiled code ...).
 */
async function heapByConstructor(cdp, saveTo) {
  const chunks = []
  const onChunk = ({ chunk }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  }
  const text = chunks.join('')
  if (saveTo) writeFileSync(saveTo, text)
  const { snapshot, nodes, edges, strings } = JSON.parse(text)
  const {
    node_fields: nodeFields,
    node_types: nodeTypes,
    edge_fields: edgeFields,
    edge_types: edgeTypes,
  } = snapshot.meta
  const width = nodeFields.length
  const edgeWidth = edgeFields.length
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((field) =>
    nodeFields.indexOf(field),
  )
  const [edgeTypeAt, edgeNameAt] = ['type', 'name_or_index'].map((field) => edgeFields.indexOf(field))
  const propertyType = edgeTypes[0].indexOf('property')
  const byKind = new Map()
  let edge = 0
  for (let node = 0; node < nodes.length; node += width) {
    const type = nodeTypes[0][nodes[node + typeAt]]
    const edgeCount = nodes[node + edgeCountAt]
    // Native objects (the browser's own: DOM, performance entries, fetch's Request and Headers) by name.
    let key = type === 'native' ? `(native) ${strings[nodes[node + nameAt]].split(' ')[0]}` : `(${type})`
    if (type === 'object') {
      // An object by its constructor and its first property names: a loan record, a query, an observer.
      const names = []
      for (let index = 0; index < edgeCount && names.length < 5; index += 1) {
        const at = edge + index * edgeWidth
        if (edges[at + edgeTypeAt] === propertyType) names.push(strings[edges[at + edgeNameAt]])
      }
      key = `${strings[nodes[node + nameAt]]} { ${names.join(', ')} }`
    }
    const entry = byKind.get(key) ?? { count: 0, bytes: 0 }
    entry.count += 1
    entry.bytes += nodes[node + sizeAt]
    byKind.set(key, entry)
    edge += edgeCount * edgeWidth
  }
  return byKind
}

/** What grew most between two heap summaries, by bytes. */
function heapGrowth(first, last) {
  if (!first || !last || first === last) return []
  return [...last.entries()]
    .map(([kind, entry]) => {
      const before = first.get(kind) ?? { count: 0, bytes: 0 }
      return {
        kind,
        count: entry.count - before.count,
        bytes: entry.bytes - before.bytes,
        properties: entry.properties,
      }
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
}
