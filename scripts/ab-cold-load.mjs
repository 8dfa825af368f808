// Two builds of the console side by side (issue 26): cold loads of each in turn, in one sitting, so a
// change is read against the same machine rather than across runs whose load average moves (the same
// code measured an hour apart differs by more than most changes make). Each revision is built live in a
// temporary git worktree (this checkout's node_modules linked in), both against one Laravel-like API.
//
//   npm run ab -- HEAD~1 HEAD                          two commits, the cold list, 11 rounds
//   npm run ab -- HEAD . --target record --rounds 15   a commit against this checkout as it is now
//   --phone                                            390 px, touch, CPU x6 (the phone class)
//   --latency MS                                       every answer of the measured load (the page's files and
//                                                      the API's) that much late, as a server away from the
//                                                      browser would be; the loopback has next to none
//
// Prints per build the median time to the target in the document and to the frame that paints it, the
// long tasks until that frame (how many, the longest, and their time beyond 50 ms summed: the total
// blocking time), and the median of the rounds' ratios B / A. It asserts nothing.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { startLaravelApi, startStaticServer } from './bench-servers.mjs'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { buildLiveConsole, coldLoad, DESKTOP, freePort, PHONE, TARGETS } from './cold-load.mjs'
import { PHONE_CPU } from './bench-phone.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : args[at + 1]
}
const revisions = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'))
const target = TARGETS[option('--target', 'list')]
const rounds = Number(option('--rounds', '11'))
const phone = args.includes('--phone')
const latencyMs = Number(option('--latency', '0'))
if (revisions.length !== 2 || !target || !(rounds > 0)) {
  console.error(
    'usage: npm run ab -- REV_A REV_B [--target list|record] [--rounds N] [--phone]   (REV "." is this checkout)',
  )
  process.exit(2)
}

/** A live build of `revision` ('.' for this checkout as it is) in a fresh folder. */
function buildRevision(revision, apiOrigin) {
  const outDir = mkdtempSync(join(os.tmpdir(), 'ab-build-'))
  if (revision === '.') {
    buildLiveConsole(ROOT, outDir, apiOrigin)
    return outDir
  }
  const tree = mkdtempSync(join(os.tmpdir(), 'ab-tree-'))
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, revision], { cwd: ROOT, stdio: 'ignore' })
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'))
    buildLiveConsole(tree, outDir, apiOrigin)
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' })
  }
  return outDir
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const whole = (ms) => Math.round(ms).toLocaleString('en-US')

const apiPort = await freePort()
const apiOrigin = `http://127.0.0.1:${apiPort}`
console.log(`Building ${revisions.join(' and ')} (live, API ${apiOrigin}) ...`)
const builds = revisions.map((revision) => buildRevision(revision, apiOrigin))
const api = await startLaravelApi(apiPort)
const sites = []
for (const dir of builds) {
  const port = await freePort()
  sites.push({ base: `http://127.0.0.1:${port}`, server: await startStaticServer(dir, port) })
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const loads = builds.map(() => [])
try {
  // Late answers for the measured load only: signing in before it goes at full speed.
  const servers = () => [api, ...sites.map((site) => site.server)]
  const options = {
    ...(phone ? { device: PHONE, cpu: PHONE_CPU } : { device: DESKTOP }),
    beforeNavigation: () => servers().forEach((server) => (server.delayMs = latencyMs)),
    afterShown: () => servers().forEach((server) => (server.delayMs = 0)),
  }
  for (let round = 0; round < rounds; round += 1) {
    // Alternate which build goes first: the second load of a round meets a warmer machine.
    for (const which of round % 2 ? [1, 0] : [0, 1]) {
      const load = await coldLoad(browser, sites[which].base, target, options)
      const longTasks = load.longTasks.filter(([start]) => start <= load.paintedAt)
      loads[which].push({ shown: load.shownAt, painted: load.paintedAt, longTasks })
    }
    process.stdout.write(`  round ${round + 1}/${rounds}${process.stdout.isTTY ? '\r' : '\n'}`)
  }
} finally {
  await browser.close()
  api.close()
  for (const site of sites) site.server.close()
}

/** Total blocking time until painted: what each long task took beyond 50 ms, summed (the goal is none). */
const blockingTime = (load) => load.longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)

console.log(
  `\n${phone ? 'phone class (390 px, CPU x6)' : 'desktop (1280 px, CPU x4)'}, ${target.path}, ${rounds} rounds` +
    (latencyMs > 0 ? `, every answer ${latencyMs} ms late` : ''),
)
for (const [which, revision] of revisions.entries()) {
  const of = (pick) => median(loads[which].map(pick))
  console.log(
    `  ${'AB'[which]} ${revision.padEnd(12)} in the document ${whole(of((load) => load.shown)).padStart(6)} ms, painted ${whole(of((load) => load.painted)).padStart(6)} ms;` +
      ` long tasks until painted: ${of((load) => load.longTasks.length)} (longest ${whole(of((load) => Math.max(0, ...load.longTasks.map(([, duration]) => duration))))} ms,` +
      ` blocking ${whole(of(blockingTime))} ms)`,
  )
}
const ratio = (pick) => median(loads[1].map((load, round) => pick(load) / pick(loads[0][round]))).toFixed(2)
console.log(
  `  B / A per round, median: in the document ${ratio((load) => load.shown)}, painted ${ratio((load) => load.painted)}`,
)
process.exit(0)
