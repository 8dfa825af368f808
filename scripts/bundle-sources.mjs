// Which sources fill the chunks a route loads: builds a live bundle with source maps into a temp
// folder and attributes each chunk's minified bytes to the source files they came from.
// Usage: node scripts/bundle-sources.mjs [route-file ...]   (default: src/routes/login.tsx)
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodeSegment, sourceKey } from './source-map.mjs'

// BUNDLE_SOURCES_OUT_DIR to keep the build somewhere known; a fresh temporary folder otherwise.
const outDir = process.env.BUNDLE_SOURCES_OUT_DIR || mkdtempSync(join(tmpdir(), 'bundle-sources-'))
execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--sourcemap', '--logLevel', 'error', '--emptyOutDir'], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: process.env.VITE_API_BASE_URL || 'http://127.0.0.1:8000' },
})
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['src/routes/login.tsx']
const roots = ['index.html', ...Object.keys(manifest).filter((key) => routes.includes(key.split('?')[0]))]
const files = new Set()
const visit = (key) => {
  if (!manifest[key] || files.has(manifest[key].file)) return
  files.add(manifest[key].file)
  for (const child of manifest[key].imports ?? []) visit(child)
}
roots.forEach(visit)

const bySource = new Map()
for (const file of files) {
  // Rolldown's runtime helper chunk is emitted without a source map; it cannot be attributed.
  if (!file.endsWith('.js') || !existsSync(join(outDir, `${file}.map`))) {
    if (file.endsWith('.js')) console.log(`(no source map for ${file}: left out)`)
    continue
  }
  const code = readFileSync(join(outDir, file), 'utf8').split('\n')
  const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8'))
  let source = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = code[lineIndex] ?? ''
    let column = 0
    const segments = line ? line.split(',').map(decodeSegment) : []
    segments.forEach((segment, index) => {
      column += segment[0]
      if (segment.length > 1) source += segment[1]
      const next = segments[index + 1]
      const end = next ? column + next[0] : text.length
      const key = sourceKey(map.sources[source] ?? '?', process.cwd())
      bySource.set(key, (bySource.get(key) ?? 0) + Math.max(0, end - column))
    })
  })
}
const rows = [...bySource.entries()].sort((a, b) => b[1] - a[1])
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0)
console.log(`minified bytes by source for ${routes.join(', ')} (total ${(total / 1024).toFixed(1)} KB):`)
for (const [name, bytes] of rows.slice(0, Number(process.env.TOP ?? 40)))
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`)
