// Where the time of a cold load goes (issue 26, item 1): the live console's loans list, and a loan
// opened by URL, loaded cold as `../shared/perf-peers/cold-list.sh` loads them (signed in, a new
// document, HTTP cache off, CPU x4, the same Laravel-like API: bench-servers.mjs), each load recorded as
// a Chromium trace with V8's sampling profiler, and attributed with the build's source maps. Prints,
// median over the rounds, in ms from navigation start:
//
//   - every request until the page is shown: sent, answered, size, and how many round trips stood in
//     front of it (counted by cause: the same load once as is and once with every answer 400 ms late);
//   - the phases (HTML, entry download, start-up until the first render into #root, until the list
//     request leaves, until it is answered, until the rows are in the document), each with its
//     main-thread time and the sources that spent it (V8 samples, by npm package or src/ file);
//   - every task over 50 ms (`--task-ms`) until `--settle` ms after the page was shown, with what ran in it.
//
// A trace and the profiler slow a load down; the untraced load of each round (interleaved) gives the
// true figure beside it. It prints figures and asserts nothing.
//
//   npm run trace                                  build, then 5 rounds of the list and of the record
//   npm run trace -- --rounds 3 --only list        some of it
//   TRACE_OUT_DIR=/tmp/t npm run trace -- --no-build   reuse a build made by an earlier run
//   --save DIR                                     also write each trace (open it in DevTools' Performance panel)
//   --cpu N, --settle MS                           CPU slowdown (default 4), time watched after the page is shown (1500)
//   --task-ms N                                    list tasks over N ms rather than 50: the whole timeline with --task-ms 3
//   TRACE_PORT=4375                                the static server's port, the API on the next one (a --no-build
//                                                  run takes the API's from the build); free ports by default
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { startLaravelApi, startStaticServer } from './bench-servers.mjs'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { apiOriginOf, buildLiveConsole, coldLoad, entryFilesOf, freePort, TARGETS } from './cold-load.mjs'
import { frameSource, loadSourceMaps, top } from './profile-attribution.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const ROUND_TRIP_DELAY_MS = 400
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
]

// ---------------------------------------------------------------------------------------------
// Arguments

const args = process.argv.slice(2)
const option = (flag) => {
  const at = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`))
  if (at === -1) return undefined
  return args[at].includes('=') ? args[at].split('=')[1] : args[at + 1]
}
const wholeNumber = (flag, fallback) => {
  const raw = option(flag)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${flag} wants a whole number of at least 1, not ${raw}`)
    process.exit(2)
  }
  return value
}
const rounds = wholeNumber('--rounds', 5)
const cpu = wholeNumber('--cpu', 4)
const settleMs = wholeNumber('--settle', 1500)
const LONG_TASK_MS = wholeNumber('--task-ms', 50)
const targets = (option('--only') ?? 'list,record').split(',')
const saveDir = option('--save')
const build = !args.includes('--no-build')
for (const name of targets) {
  if (!TARGETS[name]) {
    console.error(`--only takes list and/or record, not ${name}`)
    process.exit(2)
  }
}
if (!build && !process.env.TRACE_OUT_DIR) {
  console.error('--no-build needs TRACE_OUT_DIR: the folder an earlier run built into.')
  process.exit(2)
}
const outDir = process.env.TRACE_OUT_DIR || mkdtempSync(join(os.tmpdir(), 'trace-cold-'))

// ---------------------------------------------------------------------------------------------
// Figures

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '-')
const kb = (bytes) => (Number.isFinite(bytes) && bytes > 0 ? `${(bytes / 1024).toFixed(1)} KB` : '')

function table(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column] ?? '').length)),
  )
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1
          ? String(cell ?? '').padEnd(widths[column])
          : String(cell ?? '').padStart(widths[column]),
      )
      .join('  ')
      .trimEnd()
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

// ---------------------------------------------------------------------------------------------
// Requests (CDP Network events, on the trace's clock)

/** Every request of a load, in the order sent, with times in ms from `zeroSeconds`. */
function requestsOf(network, zeroSeconds) {
  const byId = new Map()
  const at = (seconds) => (seconds - zeroSeconds) * 1000
  for (const event of network) {
    if (event.event === 'Network.requestWillBeSent') {
      // A redirect reuses the id: the last hop is the one that answers.
      byId.set(event.requestId, {
        method: event.request.method,
        url: event.request.url,
        type: event.type,
        preflight: event.initiator?.type === 'preflight',
        sentAt: at(event.timestamp),
      })
    }
  }
  for (const event of network) {
    const request = byId.get(event.requestId)
    if (!request) continue
    if (event.event === 'Network.responseReceived') {
      const timing = event.response.timing
      request.status = event.response.status
      request.answeredAt = timing ? at(timing.requestTime) + timing.receiveHeadersEnd : at(event.timestamp)
      // When it went on the wire: a request behind a CORS preflight is asked for first, sent after.
      if (timing && timing.sendStart >= 0) request.wireAt = at(timing.requestTime) + timing.sendStart
    } else if (event.event === 'Network.loadingFinished') {
      request.finishedAt = at(event.timestamp)
      request.bytes = event.encodedDataLength
    }
  }
  // Chromium reports a preflight's answer on the preflight's own id, with `-Preflight` or not.
  const requests = [...byId.values()].sort((a, b) => a.sentAt - b.sentAt)
  const seen = new Map()
  for (const request of requests) {
    const { pathname, search } = new URL(request.url)
    const base = `${request.preflight ? 'OPTIONS' : request.method} ${pathname}${search}`
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    request.key = count === 1 ? base : `${base} #${count}`
    request.path = `${pathname}${search}`
  }
  for (const request of requests) request.wireAt ??= request.sentAt
  return requests
}

// ---------------------------------------------------------------------------------------------
// The trace: main thread, V8 samples, source maps

// What the browser itself was doing when V8 says '(program)': the innermost of these trace events.
const BROWSER_WORK = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.evaluateModule': 'link and compile modules',
  'v8.produceModuleCache': 'compile',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'DocumentLoader::CommitNavigation': 'start the document',
  EventDispatch: 'dispatch events',
}

function browserWorkOf(events, pid, tid) {
  const spans = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && BROWSER_WORK[event.name])
    .map((event) => ({ from: event.ts, to: event.ts + (event.dur ?? 0), label: BROWSER_WORK[event.name] }))
    .sort((a, b) => a.from - b.from)
  // A task with no named work but a response in it: the browser taking in a file (and compiling a script).
  const responses = events
    .filter(
      (event) =>
        event.pid === pid && event.tid === tid && /^Resource(ReceiveResponse|ReceivedData|Finish)$/.test(event.name),
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b)
  const loadingTasks = events.filter(
    (task) =>
      task.pid === pid &&
      task.tid === tid &&
      task.ph === 'X' &&
      task.name === 'RunTask' &&
      responses.some((at) => at >= task.ts && at <= task.ts + task.dur),
  )
  const fallback = (at) =>
    loadingTasks.some((task) => task.ts <= at && at < task.ts + task.dur) ? 'take in files' : 'browser (other)'
  return (at) => {
    let low = 0
    let high = spans.length - 1
    let last = -1
    while (low <= high) {
      const middle = (low + high) >> 1
      if (spans[middle].from <= at) {
        last = middle
        low = middle + 1
      } else high = middle - 1
    }
    let best = null
    for (let index = last; index >= 0 && index > last - 200; index -= 1) {
      const span = spans[index]
      if (span.to > at && (!best || span.to - span.from < best.to - best.from)) best = span
    }
    return best ? best.label : fallback(at)
  }
}

/**
 * Where one sample's time went: idle, GC, the browser's own work (style, layout ...), or the script that
 * ran: the first frame from the top of the stack that has a URL, so a DOM call counts for its caller.
 * Scripts without a URL are Playwright's and the probe's.
 */
function sampleSource(sample, maps, cache, browserWork) {
  const leaf = sample.stack[0]
  const name = leaf?.functionName ?? '(idle)'
  if (name === '(idle)' || name === '(root)') return { source: 'idle' }
  if (name === '(garbage collector)') return { source: 'GC' }
  if (name === '(program)') return { source: browserWork(sample.at) }
  const scripted = sample.stack.find((frame) => frame.url)
  if (!scripted) return { source: 'harness (Playwright, probe)' }
  return frameSource(scripted, maps, cache, ROOT)
}

/** V8's samples of the main thread: `{ at, weight, leaf, stack }` in µs of the trace clock. */
function samplesOf(events, pid, mainTid) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === mainTid)
  if (!profile) return []
  const nodes = new Map()
  const samples = []
  let time = profile.args.data.startTime
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile.id) continue
    const data = chunk.args.data
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const ids = data.cpuProfile?.samples ?? []
    const deltas = data.timeDeltas ?? []
    ids.forEach((id, index) => {
      time += deltas[index] ?? 0
      samples.push({ at: time, id })
    })
  }
  samples.sort((a, b) => a.at - b.at)
  return samples.map((sample, index) => {
    const next = samples[index + 1]
    const stack = []
    for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) stack.push(node.callFrame)
    // A sample stands for the time until the next one; a gap (the profiler paused) counts 1 ms at most.
    return { at: sample.at, weight: next ? Math.min(next.at - sample.at, 1000) : 0, stack }
  })
}

/** Main-thread time in [from, to) µs by where it went: `{ total, busy, bySource, byOwnFrame }` in ms. */
function attribute(samples, from, to, maps, cache, browserWork) {
  const bySource = new Map()
  const byOwnFrame = new Map()
  let total = 0
  let idle = 0
  for (const sample of samples) {
    if (sample.at < from || sample.at >= to) continue
    const weight = sample.weight / 1000
    total += weight
    const { source, own } = sampleSource(sample, maps, cache, browserWork)
    if (source === 'idle') {
      idle += weight
      continue
    }
    bySource.set(source, (bySource.get(source) ?? 0) + weight)
    if (own === undefined) continue
    // The nearest frame of our own code above the sample: which of our functions the time was spent for.
    const ownFrame = sample.stack
      .filter((frame) => frame.url)
      .map((frame) => frameSource(frame, maps, cache, ROOT))
      .find((frame) => frame.own)
    const ownLabel = ownFrame ? ownFrame.label : `(library only: ${source})`
    byOwnFrame.set(ownLabel, (byOwnFrame.get(ownLabel) ?? 0) + weight)
  }
  return { total, busy: total - idle, bySource, byOwnFrame }
}

/** What a task ran: its longest nested trace events that name something (a module, a timer, a callback). */
function taskContents(events, task, maps, cache) {
  const inside = events.filter(
    (event) =>
      event.pid === task.pid &&
      event.tid === task.tid &&
      event.ph === 'X' &&
      event !== task &&
      event.ts >= task.ts &&
      event.ts + (event.dur ?? 0) <= task.ts + task.dur,
  )
  const named = inside
    .map((event) => {
      const data = event.args?.data ?? {}
      switch (event.name) {
        case 'v8.evaluateModule':
          return ['evaluate modules', event]
        case 'EvaluateScript':
          return [`evaluate ${new URL(data.url || 'about:blank').pathname}`, event]
        case 'FunctionCall': {
          const frame = data.url
            ? frameSource(
                {
                  url: data.url,
                  lineNumber: data.lineNumber,
                  columnNumber: data.columnNumber,
                  functionName: data.functionName,
                },
                maps,
                cache,
                ROOT,
              )
            : null
          return [`call ${frame ? frame.label : data.functionName || '(anonymous)'}`, event]
        }
        case 'TimerFire':
          return ['timer', event]
        case 'FireAnimationFrame':
          return ['animation frame', event]
        case 'RunMicrotasks':
          return ['microtasks', event]
        case 'EventDispatch':
          return [`event ${data.type}`, event]
        case 'ParseHTML':
          return ['parse HTML', event]
        case 'UpdateLayoutTree':
          return ['style', event]
        case 'Layout':
          return ['layout', event]
        case 'Paint':
          return ['paint', event]
        case 'MinorGC':
        case 'MajorGC':
          return [event.name, event]
        default:
          return null
      }
    })
    .filter(Boolean)
  // Outermost first: a name whose event sits inside an already named one adds nothing.
  named.sort((a, b) => b[1].dur - a[1].dur)
  const kept = []
  for (const [name, event] of named) {
    const nested = kept.some(([, outer]) => event.ts >= outer.ts && event.ts + event.dur <= outer.ts + outer.dur)
    if (!nested && event.dur >= 2000) kept.push([name, event])
  }
  return kept.slice(0, 3).map(([name, event]) => `${name} ${ms(event.dur / 1000)}`)
}

/** The attributed timeline of one traced load. */
function analyse({ trace, network, shownAt, firstRenderAt }, url, entryFiles, maps) {
  const events = trace.traceEvents ?? trace
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  )
  if (!navigation) throw new Error(`the trace has no navigationStart for ${url}`)
  const { pid, tid } = navigation
  const zero = navigation.ts
  const toMs = (ts) => (ts - zero) / 1000
  const fromMs = (value) => zero + value * 1000
  const requests = requestsOf(network, zero / 1e6)
  const cache = new Map()
  const samples = samplesOf(events, pid, tid)
  const browserWork = browserWorkOf(events, pid, tid)
  const mark = (name) => {
    const event = events.find((candidate) => candidate.name === name && candidate.pid === pid && candidate.ts >= zero)
    return event ? toMs(event.ts) : NaN
  }

  const apiPath = (request) => request.path.startsWith('/api/')
  const listRequest = requests.find(
    (request) => !request.preflight && /^\/api\/loan-application2s\b/.test(request.path),
  )
  const userRequest = requests.find((request) => !request.preflight && request.path === '/api/user')
  const documentRequest = requests.find((request) => request.type === 'Document')
  const entryRequests = requests.filter((request) => entryFiles.includes(new URL(request.url).pathname))
  const entryDone = Math.max(...entryRequests.map((request) => request.finishedAt ?? NaN))
  const dataRequest =
    listRequest ??
    requests.find((request) => !request.preflight && /^\/api\/loan-application2s\/\d+/.test(request.path))

  const phases = [
    ['navigation -> HTML answered', 0, documentRequest?.finishedAt],
    ['HTML -> entry JS downloaded', documentRequest?.finishedAt, entryDone],
    ['entry downloaded -> first render into #root', entryDone, firstRenderAt],
    ['first render -> data request sent', firstRenderAt, dataRequest?.sentAt],
    ['data request sent -> answered', dataRequest?.sentAt, dataRequest?.finishedAt],
    ['answered -> shown', dataRequest?.finishedAt, shownAt],
  ].map(([name, from, to]) => {
    if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return { name, from, to, length: NaN }
    const spent = attribute(samples, fromMs(from), fromMs(to), maps, cache, browserWork)
    return { name, from, to, length: to - from, ...spent }
  })
  const whole = attribute(samples, zero, fromMs(shownAt), maps, cache, browserWork)

  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.pid === pid &&
        event.tid === tid &&
        event.ph === 'X' &&
        event.dur > LONG_TASK_MS * 1000 &&
        event.ts >= zero,
    )
    .map((task) => {
      const spent = attribute(samples, task.ts, task.ts + task.dur, maps, cache, browserWork)
      return {
        startAt: toMs(task.ts),
        duration: task.dur / 1000,
        beforeShown: toMs(task.ts) < shownAt,
        contents: taskContents(events, task, maps, cache),
        bySource: top(spent.bySource, 4),
        byOwnFrame: top(spent.byOwnFrame, 4),
      }
    })

  // Main-thread work on the trace's own clock, for the parse and compile line.
  const onMain = (name) =>
    events
      .filter(
        (event) =>
          event.name === name && event.pid === pid && event.tid === tid && event.ts >= zero && toMs(event.ts) < shownAt,
      )
      .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0)
  const backgroundParse = events
    .filter(
      (event) =>
        event.name === 'v8.parseOnBackground' && event.pid === pid && event.ts >= zero && toMs(event.ts) < shownAt,
    )
    .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0)

  // The frame that shows it: the first commit to the compositor after the target was in the document.
  const commit = events.find(
    (event) =>
      event.name === 'Commit' &&
      event.pid === pid &&
      event.tid === tid &&
      event.ph === 'X' &&
      toMs(event.ts) >= shownAt,
  )
  return {
    paintedAt: commit ? toMs(commit.ts + commit.dur) : NaN,
    requests,
    entryFiles: entryRequests.map((request) => request.key),
    apiPath,
    listKey: listRequest?.key,
    userKey: userRequest?.key,
    phases,
    whole,
    tasks,
    firstPaint: mark('firstPaint'),
    firstContentfulPaint: mark('firstContentfulPaint'),
    firstRenderAt,
    shownAt,
    compile: onMain('v8.compile') + onMain('v8.compileModule'),
    evaluate: onMain('v8.evaluateModule'),
    backgroundParse,
  }
}

// ---------------------------------------------------------------------------------------------
// Loads

// Also notes when #root first got something React drew: the app's first render (index.html's own
// 'Loading...', marked data-before-app, is there from the start).
function watchFirstRender() {
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root')
    if (root && root.childElementCount > 0 && !root.querySelector('[data-before-app]')) {
      window.__firstRenderAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true })
}

async function tracedLoad(browser, base, target) {
  return coldLoad(browser, base, target, {
    cpu,
    settleMs,
    beforeNavigation: async (page) => {
      await page.addInitScript(watchFirstRender)
      await browser.startTracing(page, { categories: CATEGORIES })
      // V8's profiler starts with the first script the page runs and then costs ~0.5 s at once: let
      // about:blank pay it, so that the load itself is not held up by it.
      await page.evaluate(() => 0)
      await page.waitForTimeout(1500)
    },
    afterShown: async (page) => {
      const firstRenderAt = await page.evaluate(() => window.__firstRenderAt ?? null)
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
      return { trace, firstRenderAt }
    },
  })
}

/** How many round trips stood in front of each request: the same load at full speed, with and without every answer late. */
async function roundTrips(browser, base, target, servers) {
  const sentAt = async (delayMs) => {
    for (const server of servers) server.delayMs = delayMs
    try {
      const load = await coldLoad(browser, base, target, { cpu: 1, settleMs: 300 })
      const documentRequest = load.network.find(
        (event) => event.event === 'Network.requestWillBeSent' && event.type === 'Document',
      )
      return new Map(
        requestsOf(load.network, documentRequest.timestamp).map((request) => [request.key, request.wireAt]),
      )
    } finally {
      for (const server of servers) server.delayMs = 0
    }
  }
  const near = await sentAt(0)
  const far = await sentAt(ROUND_TRIP_DELAY_MS)
  const counts = new Map()
  for (const [key, farAt] of far) {
    if (near.has(key)) counts.set(key, Math.round((farAt - near.get(key)) / ROUND_TRIP_DELAY_MS))
  }
  return counts
}

// ---------------------------------------------------------------------------------------------
// Report

function report(name, target, loads, untraced, trips) {
  const shown = loads.map((load) => load.shownAt)
  const middle = loads.toSorted((a, b) => a.shownAt - b.shownAt)[Math.floor(loads.length / 2)]
  console.log(`\n=== ${name}: ${target.path}, CPU x${cpu}, cache off, ${loads.length} traced round(s) ===`)
  console.log(
    `shown at ${ms(median(shown))} ms traced [${ms(Math.min(...shown))}-${ms(Math.max(...shown))}]; ` +
      `untraced ${ms(median(untraced.map((load) => load.shownAt)))} ms [${untraced.map((load) => ms(load.shownAt)).join(', ')}]`,
  )

  // Requests, by key, over the rounds.
  const keys = []
  for (const load of loads) {
    for (const request of load.requests) {
      if (request.sentAt <= load.shownAt && !keys.includes(request.key)) keys.push(request.key)
    }
  }
  const lookup = (load, key) => load.requests.find((request) => request.key === key)
  const entry = new Set(loads.flatMap((load) => load.entryFiles))
  const what = (key) => {
    const request = loads.map((load) => lookup(load, key)).find(Boolean)
    if (request.type === 'Document') return 'HTML'
    if (entry.has(key)) return 'entry'
    if (request.preflight) return 'CORS preflight'
    if (request.path.startsWith('/api/')) return 'API'
    if (request.type === 'Script') return 'route chunk'
    return request.type.toLowerCase()
  }
  const rows = keys.map((key) => {
    const found = loads.map((load) => lookup(load, key)).filter(Boolean)
    return [
      key.replace(/-[\w-]{8}\.(js|css)/, '.$1'),
      what(key),
      trips.has(key) ? String(trips.get(key)) : '?',
      ms(median(found.map((request) => request.sentAt))),
      ms(median(found.map((request) => request.wireAt))),
      ms(median(found.map((request) => request.answeredAt))),
      ms(median(found.map((request) => request.finishedAt))),
      kb(median(found.map((request) => request.bytes))),
      found.length < loads.length ? `in ${found.length}/${loads.length} rounds` : '',
    ]
  })
  console.log(
    '\nRequests until shown (ms from navigation start; asked = by the page, wire = sent; RT = round trips in front of it on the wire, so the HTML is 0)',
  )
  console.log(table(['request', 'what', 'RT', 'asked', 'wire', 'headers', 'done', 'size', ''], rows))

  const phaseRows = middle.phases.map((_, index) => {
    const of = loads.map((load) => load.phases[index])
    const sources = new Map()
    for (const phase of of)
      for (const [source, spent] of phase.bySource ?? [])
        sources.set(source, (sources.get(source) ?? 0) + spent / loads.length)
    return [
      of[0].name,
      ms(median(of.map((phase) => phase.from))),
      ms(median(of.map((phase) => phase.to))),
      ms(median(of.map((phase) => phase.length))),
      ms(median(of.map((phase) => phase.busy))),
      top(sources, 4)
        .map(([source, spent]) => `${source} ${ms(spent)}`)
        .join(', '),
    ]
  })
  console.log(
    "\nPhases (busy = V8 samples of the main thread not idle; the browser's own work by the trace event it was in: style, layout, paint, compile, take in files ...)",
  )
  console.log(table(['phase', 'from', 'to', 'ms', 'busy', 'where the busy time went (mean ms)'], phaseRows))

  const milestones = [
    ['first paint', loads.map((load) => load.firstPaint)],
    ['first render into #root', loads.map((load) => load.firstRenderAt)],
    ['first contentful paint', loads.map((load) => load.firstContentfulPaint)],
    ['shown (rows or record in the document)', shown],
    ['its frame committed', loads.map((load) => load.paintedAt)],
  ]
  console.log(
    '\nMilestones (median ms): ' + milestones.map(([label, values]) => `${label} ${ms(median(values))}`).join('; '),
  )
  console.log(
    `Main thread until shown (median): compile ${ms(median(loads.map((load) => load.compile)))} ms, module evaluation ` +
      `${ms(median(loads.map((load) => load.evaluate)))} ms; background parse ${ms(median(loads.map((load) => load.backgroundParse)))} ms`,
  )
  const sources = new Map()
  const frames = new Map()
  for (const load of loads) {
    for (const [source, spent] of load.whole.bySource)
      sources.set(source, (sources.get(source) ?? 0) + spent / loads.length)
    for (const [frame, spent] of load.whole.byOwnFrame)
      frames.set(frame, (frames.get(frame) ?? 0) + spent / loads.length)
  }
  console.log(
    `Busy until shown: ${ms(median(loads.map((load) => load.whole.busy)))} ms; by source: ` +
      top(sources, 8)
        .map(([source, spent]) => `${source} ${ms(spent)}`)
        .join(', '),
  )
  console.log(
    '  by our own code above the sample: ' +
      top(frames, 8)
        .map(([frame, spent]) => `${frame} ${ms(spent)}`)
        .join(', '),
  )

  console.log(`\nTasks over ${LONG_TASK_MS} ms until ${settleMs} ms after shown, per traced round (start +duration):`)
  loads.forEach((load, index) => {
    const long = load.tasks
    console.log(
      `  round ${index + 1} (shown ${ms(load.shownAt)}): ${long.length === 0 ? 'none' : long.map((task) => `${ms(task.startAt)} +${ms(task.duration)}${task.beforeShown ? '' : ' (after shown)'}`).join(', ')}`,
    )
  })
  console.log(`\nThe median round's long tasks (round shown at ${ms(middle.shownAt)} ms), attributed:`)
  if (middle.tasks.length === 0) console.log('  none')
  for (const task of middle.tasks) {
    console.log(
      `  ${ms(task.startAt)} ms, ${ms(task.duration)} ms${task.beforeShown ? '' : ' (after shown)'}: ${task.contents.join('; ')}`,
    )
    console.log(
      `      self time by source: ${task.bySource.map(([source, spent]) => `${source} ${ms(spent)}`).join(', ')}`,
    )
    console.log(
      `      for our code:        ${task.byOwnFrame.map(([frame, spent]) => `${frame} ${ms(spent)}`).join(', ')}`,
    )
  }
  const untracedLong = untraced.map((load) => load.longTasks.filter(([start]) => start <= load.shownAt))
  console.log(
    `Untraced long tasks (PerformanceObserver) before shown, per round: ` +
      untracedLong
        .map((tasks) =>
          tasks.length ? tasks.map(([start, duration]) => `${ms(start)} +${ms(duration)}`).join(' ') : 'none',
        )
        .join(' | '),
  )
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const port = Number(process.env.TRACE_PORT) || (await freePort())
  let apiOrigin
  if (build) {
    apiOrigin = `http://127.0.0.1:${port === 65535 ? port - 1 : port + 1}`
    console.log(`Building the live console (source maps hidden) into ${outDir}, API ${apiOrigin} ...`)
    buildLiveConsole(ROOT, outDir, apiOrigin, { sourcemap: true })
  } else {
    apiOrigin = apiOriginOf(outDir)
    console.log(`--no-build: tracing the build in ${outDir} (API ${apiOrigin})`)
  }
  const api = await startLaravelApi(Number(new URL(apiOrigin).port))
  const site = await startStaticServer(outDir, port)
  const base = `http://127.0.0.1:${port}`
  const maps = loadSourceMaps(outDir)
  const entryFiles = entryFilesOf(outDir)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  console.log(
    `Chromium ${browser.version()}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
  try {
    for (const name of targets) {
      const target = TARGETS[name]
      const trips = await roundTrips(browser, base, target, [api, site])
      const loads = []
      const untraced = []
      for (let round = 1; round <= rounds; round += 1) {
        // Alternate which load goes first, so that neither always follows the other.
        const order = round % 2 ? ['traced', 'untraced'] : ['untraced', 'traced']
        for (const kind of order) {
          if (kind === 'untraced') {
            untraced.push(await coldLoad(browser, base, target, { cpu, settleMs }))
            continue
          }
          const load = await tracedLoad(browser, base, target)
          const { trace, firstRenderAt } = load.then
          if (saveDir) {
            mkdirSync(saveDir, { recursive: true })
            writeFileSync(join(saveDir, `${name}-round-${round}.json`), JSON.stringify(trace))
          }
          loads.push(
            analyse(
              { trace, network: load.network, shownAt: load.shownAt, firstRenderAt },
              `${base}${target.path}`,
              entryFiles,
              maps,
            ),
          )
        }
        console.log(
          `  ${name} round ${round}/${rounds}: shown at ${ms(loads.at(-1).shownAt)} ms traced, ${ms(untraced.at(-1).shownAt)} ms untraced`,
        )
      }
      report(name, target, loads, untraced, trips)
    }
  } finally {
    await browser.close()
    api.close()
    site.close()
  }
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
