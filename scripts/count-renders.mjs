// What React draws during a cold load (issue 26): the live console built unminified, loaded cold as
// trace-cold-list.mjs loads it (signed in, cache off, CPU x4, the Laravel-like API), with a stand-in for
// React DevTools' hook in the page that React's production build reports every commit to. Prints each
// commit until `--settle` ms after the page was shown: when, the fibres in the tree, how many of them
// were drawn anew (not carried over from the commit before), and the components that rendered, by
// name. A commit that draws most of the page again for something small is work to take out: that is
// how the list was found drawing every row twice in its first task. It prints figures, asserts nothing.
//
//   npm run renders                        the list (/loans), 2 rounds
//   npm run renders -- --only record       a loan by URL (/loans/1)
//   --rounds N, --settle MS, --cpu N       rounds (2), time watched after shown (1500), CPU slowdown (4)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { startLaravelApi, startStaticServer } from './bench-servers.mjs'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { coldLoad, freePort, TARGETS } from './cold-load.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at === -1 ? fallback : args[at + 1]
}
const target = TARGETS[option('--only', 'list')]
const rounds = Number(option('--rounds', '2'))
const settleMs = Number(option('--settle', '1500'))
const cpu = Number(option('--cpu', '4'))
if (!target || !(rounds > 0)) {
  console.error('usage: npm run renders -- [--only list|record] [--rounds N] [--settle MS] [--cpu N]')
  process.exit(2)
}

// Runs in the page before React: React's production build calls `onCommitFiberRoot` on a hook that
// says it supports fibres. Each commit's tree is walked; a fibre that was not in the last commit's tree
// was drawn in this one (React keeps a fibre it did not render, and swaps in its alternate when it did).
function countCommits() {
  const PERFORMED_WORK = 1
  const commits = []
  let before = new Set()
  window.__renders = commits
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const now = new Set()
      const rendered = new Map()
      let drawn = 0
      const stack = root.current.child ? [root.current.child] : []
      while (stack.length > 0) {
        const fiber = stack.pop()
        now.add(fiber)
        if (!before.has(fiber)) {
          drawn += 1
          if (typeof fiber.type === 'function' && fiber.flags & PERFORMED_WORK) {
            const name = fiber.type.displayName || fiber.type.name || '(anonymous)'
            rendered.set(name, (rendered.get(name) ?? 0) + 1)
          }
        }
        if (fiber.sibling) stack.push(fiber.sibling)
        if (fiber.child) stack.push(fiber.child)
      }
      before = now
      commits.push({ at: performance.now(), fibres: now.size, drawn, rendered: [...rendered] })
    },
  }
}

const outDir = mkdtempSync(join(os.tmpdir(), 'count-renders-'))
const port = await freePort()
const apiOrigin = `http://127.0.0.1:${port + 1}`
console.log(`Building the live console unminified (component names kept) into ${outDir}, API ${apiOrigin} ...`)
execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--minify', 'false', '--logLevel', 'warn', '--emptyOutDir'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: apiOrigin },
})
const api = await startLaravelApi(port + 1)
const site = await startStaticServer(outDir, port)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (let round = 1; round <= rounds; round += 1) {
    const load = await coldLoad(browser, `http://127.0.0.1:${port}`, target, {
      cpu,
      settleMs,
      beforeNavigation: (page) => page.addInitScript(countCommits),
      afterShown: (page) => page.evaluate(() => window.__renders),
    })
    console.log(`\n${target.path} round ${round}: shown at ${Math.round(load.shownAt)} ms, ${load.then.length} commits`)
    for (const commit of load.then) {
      const names = commit.rendered
        .sort((a, b) => b[1] - a[1])
        .map(([name, count]) => (count > 1 ? `${name} x${count}` : name))
      const when = commit.at <= load.shownAt ? '' : ' (after shown)'
      console.log(
        `  ${Math.round(commit.at)} ms${when}: ${commit.drawn} of ${commit.fibres} fibres drawn; ${names.slice(0, 24).join(', ')}${names.length > 24 ? ' ...' : ''}`,
      )
    }
  }
} finally {
  await browser.close()
  await Promise.all([api.close?.(), site.close?.()])
  rmSync(outDir, { recursive: true, force: true })
}
