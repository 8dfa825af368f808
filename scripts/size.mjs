// Prints the gzipped JS that each route loads in a live build and fails past the login budget.
// A route "loads" the entry chunk, its route chunks and everything those import statically.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const LOGIN_BUDGET_KB = 135
const outDir = 'dist-live'
const liveBaseUrl = process.env.VITE_API_BASE_URL || 'http://127.0.0.1:8000'

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: liveBaseUrl },
  })
}

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
const gzipKb = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024

function staticClosure(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const child of manifest[key].imports ?? []) visit(child)
  }
  keys.forEach(visit)
  return new Set([...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))
}

const routeChunks = (routeFile) => Object.keys(manifest).filter((key) => key.split('?')[0] === routeFile)
const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0)

const entry = staticClosure(['index.html'])
const login = staticClosure([
  'index.html',
  ...routeChunks('src/routes/login.tsx'),
  ...routeChunks('src/features/auth/LoginScreen.tsx'),
])
const rows = [
  ['entry (every route)', entry],
  ['login route', login],
  [
    'layout + dashboard route',
    staticClosure(['index.html', ...routeChunks('src/routes/_app.tsx'), ...routeChunks('src/routes/_app/index.tsx')]),
  ],
]

// Neither the worker nor the demo accounts may reach a live build, in any chunk.
const mockMarkers = ['mockServiceWorker', 'sacco.co.bw']
const mockCode = readdirSync(join(outDir, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => mockMarkers.some((marker) => readFileSync(join(outDir, 'assets', file), 'utf8').includes(marker)))

console.log(`Gzipped JS per route, live build (VITE_API_BASE_URL=${liveBaseUrl}):`)
for (const [name, files] of rows) {
  console.log(`  ${name.padEnd(28)} ${total(files).toFixed(1).padStart(7)} KB  (${files.size} files)`)
}
const dashboardOnly = [...rows[2][1]].filter((file) => !login.has(file))
console.log(
  `  dashboard chunks beyond login: ${dashboardOnly.map((f) => `${f} ${gzipKb(f).toFixed(1)} KB`).join(', ') || 'none'}`,
)

const loginKb = total(login)
let failed = false
if (loginKb > LOGIN_BUDGET_KB) {
  console.error(
    `FAIL: the login route loads ${loginKb.toFixed(1)} KB of gzipped JS; the budget is ${LOGIN_BUDGET_KB} KB.`,
  )
  failed = true
}
if (mockCode.length > 0) {
  console.error(`FAIL: mock code in the live build: ${mockCode.join(', ')}`)
  failed = true
}
if (failed) process.exit(1)
console.log(`OK: login route ${loginKb.toFixed(1)} KB <= ${LOGIN_BUDGET_KB} KB budget; no mock code.`)
