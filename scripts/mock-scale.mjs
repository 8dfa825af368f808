// How the mock-mode console scales with the number of members: for each size it seeds the mock
// through `?mock.members=N`, exports every member, and prints the export time per 1,000 members and
// the longest main-thread task while the list loaded (seeding) and while the CSV was built. Figures
// only, no verdict: a person judges them (and the machine's load, printed at the end).
//
//   node scripts/mock-scale.mjs                      build, then 1,000, 20,000 and 100,000 members
//   MOCK_SCALE_OUT_DIR=/tmp/d node scripts/mock-scale.mjs --no-build --sizes 1000,20000
//   (BENCH_PORT pins the preview port)
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const OUT_DIR = process.env.MOCK_SCALE_OUT_DIR || mkdtempSync(join(os.tmpdir(), 'mock-scale-dist-'))
const PORT = Number(process.env.BENCH_PORT) || 4195
const BASE = `http://127.0.0.1:${PORT}`
const ADMIN = { email: 'admin@sacco.co.bw', password: 'password', name: 'Kagiso Molefe' }
const PAGER = /Showing page 1 of \d+ \((\d+) records\)/

const args = process.argv.slice(2)
const build = !args.includes('--no-build')
const sizesArg = args.find((arg) => arg.startsWith('--sizes='))?.split('=')[1] ?? args[args.indexOf('--sizes') + 1]
const sizes = (args.some((arg) => arg.startsWith('--sizes')) ? sizesArg : '1000,20000,100000').split(',').map(Number)
if (!build && !process.env.MOCK_SCALE_OUT_DIR) {
  console.error('--no-build needs MOCK_SCALE_OUT_DIR: the folder an earlier run built into.')
  process.exit(2)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// A shell that exports VITE_API_BASE_URL would turn this into a live build with no mock API.
function mockEnv() {
  const env = { ...process.env }
  delete env.VITE_API_BASE_URL
  return env
}

let server = null
let browser = null

async function startServer() {
  server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', OUT_DIR, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { cwd: ROOT, env: mockEnv(), stdio: 'ignore', detached: true },
  )
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}); is port ${PORT} busy?`)
    const ok = await fetch(`${BASE}/login`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await sleep(200)
  }
  throw new Error(`vite preview did not answer on ${BASE} within 30 s`)
}

function stopServer() {
  if (!server || server.exitCode !== null) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
  server = null
}
process.on('exit', stopServer)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer()
    void Promise.race([browser?.close(), sleep(3000)]).finally(() => process.exit(130))
  })
}

// Every long task (> 50 ms) the page reports, from before its first script runs.
function recordLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, ms: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

const longestSince = (page, since) =>
  page.evaluate((from) => Math.max(0, ...window.__longTasks.filter((t) => t.start >= from).map((t) => t.ms)), since)

async function measure(members) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  context.setDefaultTimeout(600_000)
  await context.addInitScript(recordLongTasks)
  const page = await context.newPage()
  try {
    await page.goto(`${BASE}/login`)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByText(ADMIN.name, { exact: true }).waitFor()

    await page.goto(`${BASE}/users?mock.members=${members}`)
    const pager = page.getByText(PAGER)
    await pager.waitFor()
    const listed = Number(PAGER.exec((await pager.textContent()) ?? '')?.[1])
    const loadLongest = await longestSince(page, 0)

    const exportStart = await page.evaluate(() => {
      window.__handedOver = null
      window.addEventListener(
        'click',
        (event) => {
          const target = event.target instanceof Element ? event.target : null
          if (target?.closest('a[download]') && window.__handedOver === null) window.__handedOver = performance.now()
        },
        { capture: true },
      )
      return performance.now()
    })
    const download = page.waitForEvent('download', { timeout: 1_800_000 })
    await page.getByRole('button', { name: 'Export', exact: true }).click()
    await page.getByRole('button', { name: 'All columns' }).click()
    await download
    // The long-task entry of the last chunk may arrive just after the download starts.
    await sleep(300)
    const handedOver = await page.evaluate(() => window.__handedOver)
    const exportMs = handedOver - exportStart
    const exportLongest = await longestSince(page, exportStart)
    return { members, listed, loadLongest, exportMs, perThousand: (exportMs / listed) * 1000, exportLongest }
  } finally {
    await context.close().catch(() => {})
  }
}

const whole = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'n/a')

async function main() {
  if (build) {
    console.log(`Building the mock-mode app into ${OUT_DIR} ...`)
    execFileSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn', '--emptyOutDir'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: mockEnv(),
    })
  }
  await startServer()
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const rows = []
  for (const members of sizes) {
    const result = await measure(members)
    console.log(`  ${members} members: ${JSON.stringify(result)}`)
    rows.push(result)
  }
  await browser.close()
  stopServer()

  const header = [
    '?mock.members',
    'listed',
    'longest task, list load (ms)',
    'export (ms)',
    'per 1,000 (ms)',
    'longest task, export (ms)',
  ]
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---:|').join('')}`)
  for (const r of rows) {
    const cells = [r.members, r.listed, r.loadLongest, r.exportMs, r.perThousand, r.exportLongest].map(whole)
    console.log(`| ${cells.join(' | ')} |`)
  }
  console.log(
    `\nload average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}; ${os.cpus().length} CPUs; Chromium ${chromiumPath}`,
  )
}

main().catch(async (error) => {
  console.error(error)
  await browser?.close().catch(() => {})
  stopServer()
  process.exitCode = 1
})
