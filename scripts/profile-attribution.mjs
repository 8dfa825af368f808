// Attributing V8 CPU-profile samples to what the code came from, through the build's source maps:
// an npm package (`npm:react-dom`), one of our files with the function (`src/api/client.ts:12 fetchPage`),
// or code the bundler wrote itself. Used by trace-cold-list.mjs and the bench's soak.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { originalPosition, readSourceMap, sourceKey } from './source-map.mjs'

/** The source maps of a build's chunks (built with `--sourcemap hidden`), by URL path. */
export function loadSourceMaps(dir) {
  const maps = new Map()
  for (const file of readdirSync(join(dir, 'assets'))) {
    if (file.endsWith('.js')) maps.set(`/assets/${file}`, readSourceMap(join(dir, 'assets', `${file}.map`)))
  }
  return maps
}

/** A profile frame with a script URL by where it came from: `npm:react-dom`, `src/api/client.ts:12 fetchPage`. */
export function frameSource(callFrame, maps, cache, root) {
  const cacheKey = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}:${callFrame.functionName}`
  const known = cache.get(cacheKey)
  if (known) return known
  // Chromium's own scripts (`v8/LoadTimes`) have a name, not a URL.
  const pathname = URL.canParse(callFrame.url) ? new URL(callFrame.url).pathname : callFrame.url
  const map = maps.get(pathname)
  const position = map ? originalPosition(map, callFrame.lineNumber ?? 0, callFrame.columnNumber ?? 0) : null
  let result
  if (position) {
    const source = sourceKey(position.source, root)
    const name = position.name ?? callFrame.functionName ?? ''
    result = {
      source,
      label: source.startsWith('npm:')
        ? `${source} ${name || '(anonymous)'}`
        : `${source}:${position.line} ${name}`.trim(),
      own: !source.startsWith('npm:'),
    }
  } else if (map) {
    // Code the bundler wrote itself: Vite's preload helper (`__vitePreload`: a <link rel=modulepreload>
    // per dependency of a dynamic import), CommonJS wrappers (react-dom), the glue between chunks.
    const chunk = pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '')
    result = { source: `bundler code (${chunk})`, label: `bundler code (${chunk})`, own: false }
  } else {
    result = { source: pathname, label: `${pathname} ${callFrame.functionName || '(anonymous)'}`, own: false }
  }
  cache.set(cacheKey, result)
  return result
}

/** The `count` largest entries of a Map of ms, those of at least half a millisecond. */
export const top = (map, count) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, value]) => value >= 0.5)
