// e. Cold list (issue 14): a returning user opens /loans in a fresh tab. The live build of the console
// and an in-run reference (scripts/bench-reference: the same stack's bare minimum, one file that asks
// for the user and the list at once) both talk to a tiny JSON server on 127.0.0.1; Chromium runs with
// the CPU throttled 4x and the cache off; the two pages alternate, round after round. Reported: the
// time until 15 rows are on screen (medians and the ratio console/reference) and the waterfall in
// front of the list request: how many round trips, the HTML's included, it had to wait for.
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import { join } from 'node:path'

const ROWS = 15
const ROW_MARK = 'BENCH-'
const LIST_PATH = '/api/loan-application2s'
// Long enough that the CPU's own variation between two loads cannot pass for a round trip.
const LATENCY_MS = 1000

// Fifteen loan applications as Laravel 8 sends them (decimals as strings, dates cast), one paginator page.
function loanPage() {
  const data = Array.from({ length: ROWS }, (_, index) => ({
    id: index + 1,
    member_id: `${ROW_MARK}${String(index + 1).padStart(4, '0')}`,
    account_number: '1002003004',
    bank_name: 'First National Bank Botswana',
    branch_name: 'Main Mall',
    branch_code: 281467,
    loan_purpose: 'School fees',
    loan_type: 'Personal',
    amount_applied_for_in_numeric: `${25000 + index * 500}.00`,
    status: 'pending',
    first_names: 'Naledi',
    surname: `Kgosi ${index + 1}`,
    omang_number: String(123456780 + index),
    gender: 'Female',
    date_of_birth: '1982-02-10T00:00:00.000000Z',
    employer: 'Debswana',
    department: 'Finance',
    notes: null,
    created_at: '2026-11-20T08:15:30.000000Z',
    updated_at: '2026-11-20T08:15:30.000000Z',
  }))
  return { current_page: 1, data, last_page: 5, per_page: ROWS, total: 70, from: 1, to: ROWS }
}

const USER = { id: 1, name: 'Kagiso Molefe', email: 'admin@sacco.co.bw', role: 'admin' }

/** Answers the two calls a cold list makes, with CORS for any page origin, as Sanctum's stateful API would. */
function startJsonServer(port) {
  const page = JSON.stringify(loanPage())
  const server = createServer((request, response) => {
    const origin = request.headers.origin ?? '*'
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Access-Control-Allow-Credentials', 'true')
    response.setHeader('Vary', 'Origin')
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*')
      response.setHeader('Access-Control-Max-Age', '0')
      response.writeHead(204).end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://x').pathname
    response.setHeader('Content-Type', 'application/json')
    if (path === '/api/user') response.end(JSON.stringify(USER))
    else if (path === LIST_PATH) response.end(page)
    else response.writeHead(404).end('{"message":"Not Found."}')
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

function build(root, args, apiBase) {
  execFileSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn', '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: apiBase },
  })
}

// Runs in the page before any of its scripts: notes when the 15th data row is in the document.
function watchForRows({ rows, mark }) {
  const seen = () => [...document.querySelectorAll('tr')].filter((row) => row.textContent?.includes(mark)).length
  const observer = new MutationObserver(() => {
    if (seen() >= rows) {
      window.__rowsShownAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

// One cold load of `url`: when the 15 rows were on screen and when the list request left (page clock).
async function load(context, url, { cpuSlowdown = 1, latencyMs = 0 } = {}) {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await page.addInitScript(watchForRows, { rows: ROWS, mark: ROW_MARK })
    await page.goto(url)
    await page.waitForFunction(() => window.__rowsShownAt !== undefined, null, { timeout: 60_000 })
    return await page.evaluate(
      (path) => ({
        rowsAt: window.__rowsShownAt,
        listStart: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)
          ?.startTime,
      }),
      LIST_PATH,
    )
  } finally {
    await page.close()
  }
}

/**
 * The cold load as issue 14 measures it (CPU x4, cache off), and the round trips in front of the list
 * request, counted by cause rather than read off a clock: the same page loaded without CPU slowdown,
 * once as is and once with every request a second late. Each round trip the list request waits
 * for (the HTML included) moves it by that much, so the difference divided by it is their number.
 */
async function measure(context, url) {
  const cold = await load(context, url, { cpuSlowdown: 4 })
  const near = await load(context, url)
  const far = await load(context, url, { latencyMs: LATENCY_MS })
  return { ...cold, roundTrips: Math.round((far.listStart - near.listStart) / LATENCY_MS) }
}

/**
 * @param {{ browser: import('@playwright/test').Browser, root: string, rounds: number,
 *   freePort: () => Promise<number>, serve: (dir: string, port: number) => Promise<() => void> }} options
 */
export async function coldList({ browser, root, rounds, freePort, serve }) {
  const apiPort = await freePort()
  const apiBase = `http://127.0.0.1:${apiPort}`
  const consoleDir = mkdtempSync(join(os.tmpdir(), 'bench-cold-console-'))
  const referenceDir = mkdtempSync(join(os.tmpdir(), 'bench-cold-reference-'))
  console.log('  building the live console and the reference page ...')
  build(root, ['--outDir', consoleDir], apiBase)
  build(root, ['--config', 'scripts/bench-reference/vite.config.ts', '--outDir', referenceDir], apiBase)

  const api = await startJsonServer(apiPort)
  const consolePort = await freePort()
  const referencePort = await freePort()
  const stops = [await serve(consoleDir, consolePort), await serve(referenceDir, referencePort)]
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const results = { console: [], reference: [], failures: [] }
  try {
    // A returning user: the console has mirrored who signed in, as it does after any visit.
    const warmUp = await context.newPage()
    await warmUp.goto(`http://127.0.0.1:${consolePort}/loans`)
    await warmUp.getByText(`${ROW_MARK}0001`).first().waitFor({ timeout: 60_000 })
    await warmUp.close()
    for (let round = 1; round <= rounds; round += 1) {
      for (const [name, url] of [
        ['console', `http://127.0.0.1:${consolePort}/loans`],
        ['reference', `http://127.0.0.1:${referencePort}/`],
      ]) {
        try {
          const result = await measure(context, url)
          results[name].push(result)
          console.log(
            `  cold list round ${round}/${rounds}, ${name}: 15 rows at ${result.rowsAt.toFixed(0)} ms; list request left at ${result.listStart?.toFixed(0)} ms after ${result.roundTrips} round trip(s)`,
          )
        } catch (error) {
          results.failures.push(error)
          console.error(`  cold list round ${round}/${rounds}, ${name} FAILED: ${String(error).split('\n')[0]}`)
        }
      }
    }
  } finally {
    await context.close().catch(() => {})
    stops.forEach((stop) => stop())
    api.close()
  }
  return results
}
