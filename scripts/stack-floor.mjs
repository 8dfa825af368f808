// What the customer's stack costs before the console adds anything (issue 26): the cold list of the
// live console beside Refine (the yardstick of `../shared/perf-peers/cold-list.sh`) and two floors built
// on the console's own packages:
//
//   - floor (query): scripts/bench-reference, React + Query + ky + zod/mini, no router, no table kit;
//   - floor (router + table): scripts/stack-floor, the same with TanStack Router (a root loader for the
//     session, a list route with a loader) and TanStack Table's core, one link per row, no CSS.
//
// Same harness as cold-list.sh (its API, static server, sign-in and probe from ../shared/perf-peers/tools):
// CPU x4, HTTP cache off, a fresh signed-in context per load, apps interleaved with the order rotated each
// round; the time until 15 rows with data are in the document. Prints each app's median, its long tasks
// before the rows, and the per-round ratio to Refine. It asserts nothing.
//
//   npm run floor                 7 rounds (run cold-list.sh once first: it builds Refine into /tmp/perf-peers)
//   npm run floor -- 11           11 rounds
//   PERF_PEERS_TOOLS=DIR          the shared perf-peers tools, if ../shared/perf-peers/tools is not beside the project
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// Beside the project, as cold-list.sh is (`bash ../shared/perf-peers/cold-list.sh` from the project root).
const TOOLS = process.env.PERF_PEERS_TOOLS ?? join(ROOT, '../shared/perf-peers/tools')
const PEERS = process.env.PERF_PEERS_DIR ?? '/tmp/perf-peers'
const API = 'http://127.0.0.1:4209'
const THROTTLE = 4
const rounds = Number(process.argv[2] ?? 7)

if (!existsSync(join(TOOLS, 'pw.mjs'))) {
  console.error(`No perf-peers tools in ${TOOLS}: set PERF_PEERS_TOOLS to ../shared/perf-peers/tools.`)
  process.exit(1)
}
const refineDist = join(PEERS, 'refine-app/dist')
if (!existsSync(join(refineDist, 'index.html'))) {
  console.error(`No Refine build in ${refineDist}: run bash ../shared/perf-peers/cold-list.sh once first.`)
  process.exit(1)
}

const { launch, signIn, sleep, median } = await import(join(TOOLS, 'pw.mjs'))

const outDir = (name) => join(PEERS, `floor-${name}`)
const vite = (args) =>
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: API, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  })
console.log('Building the live console and the two floors ...')
vite(['--outDir', outDir('console')])
vite(['--config', 'scripts/bench-reference/vite.config.ts', '--outDir', outDir('query')])
vite(['--config', 'scripts/stack-floor/vite.config.ts', '--outDir', outDir('router')])

const console4202 = { name: 'console', base: 'http://127.0.0.1:4202', list: '/loans', kind: 'project' }
const apps = [
  console4202,
  { name: 'Refine', base: 'http://127.0.0.1:4204', list: '/loans', kind: 'refine' },
  { name: 'floor (query)', base: 'http://127.0.0.1:4205', list: '/', kind: 'floor' },
  { name: 'floor (router + table)', base: 'http://127.0.0.1:4206', list: '/loans', kind: 'floor' },
]
const servers = [
  ['api.mjs', '4209'],
  ['static.mjs', outDir('console'), '4202'],
  ['static.mjs', refineDist, '4204'],
  ['static.mjs', outDir('query'), '4205'],
  ['static.mjs', outDir('router'), '4206'],
].map(([script, ...args]) => spawn('node', [join(TOOLS, script), ...args], { stdio: 'ignore' }))
const stopServers = () => servers.forEach((server) => server.kill())
process.on('exit', stopServers)
await sleep(1000)

// The shared probe's test: 15 rows whose first has data, stamped by a MutationObserver from the first byte.
const probe = () => {
  window.__probe = { rowsAt: null, longTasks: [] }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__probe.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  const check = () => {
    if (window.__probe.rowsAt !== null) return
    const rows = document.querySelectorAll('table tbody tr')
    if (rows.length >= 15 && /\d/.test(rows[0].textContent) && rows[0].textContent.trim().length > 10)
      window.__probe.rowsAt = performance.now()
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
}

const browser = await launch()
const runs = []
for (let round = 0; round < rounds; round += 1) {
  for (let i = 0; i < apps.length; i += 1) {
    const app = apps[(i + round) % apps.length]
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      // The floors have no login page: the console's signs the browser in to the same API (cookies are
      // the host's, whatever the port). Then, as the shared harness does for its baseline, a floor's
      // page is visited once, so that each app starts from a page that has been on its origin: a
      // sign-in loads the app's own scripts the same way.
      if (app.kind === 'floor') {
        await signIn(page, console4202)
        await page.goto(`${app.base}/`)
      } else {
        await signIn(page, app)
      }
      await page.goto('about:blank')
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
      await page.addInitScript(probe)
      await page.goto(`${app.base}${app.list}`, { waitUntil: 'commit' })
      await page.waitForFunction(() => window.__probe?.rowsAt !== null, null, { timeout: 60000, polling: 50 })
      const { rowsAt, longTasks } = await page.evaluate(() => window.__probe)
      const before = longTasks.filter(([start]) => start <= rowsAt)
      runs.push({
        round,
        app: app.name,
        ms: rowsAt,
        long: before.length,
        longMax: Math.max(0, ...before.map(([, d]) => d)),
      })
      console.log(`  round ${round + 1}/${rounds} ${app.name.padEnd(24)} rows at ${rowsAt.toFixed(0).padStart(4)} ms`)
    } catch (error) {
      console.log(`  round ${round + 1}/${rounds} ${app.name} FAILED ${String(error).split('\n')[0]}`)
    } finally {
      await context.close()
    }
  }
}
await browser.close()
stopServers()

console.log(
  `\nCPU x${THROTTLE}, cache off, ${rounds} interleaved rounds; medians [min-max]; ratio = per-round app / Refine`,
)
const of = (name, round) => runs.find((run) => run.app === name && run.round === round)
for (const app of apps) {
  const mine = runs.filter((run) => run.app === app.name)
  if (!mine.length) continue
  const ratios = mine.flatMap((run) => {
    const refine = of('Refine', run.round)
    return refine ? [run.ms / refine.ms] : []
  })
  const times = mine.map((run) => run.ms)
  console.log(
    `${app.name.padEnd(24)} rows ${median(times).toFixed(0).padStart(4)} ms [${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)}]` +
      `  long tasks ${median(mine.map((run) => run.long))} (longest ${median(mine.map((run) => run.longMax)).toFixed(0)} ms)` +
      (app.name === 'Refine'
        ? ''
        : `  / Refine ${median(ratios).toFixed(2)} [${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}]`),
  )
}
