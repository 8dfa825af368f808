// Reading the source maps of a build: which source a byte of a chunk came from. Used by
// bundle-sources.mjs (bytes per source) and trace-cold-list.mjs (a profile's frames by source).
import { existsSync, readFileSync } from 'node:fs'

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** One segment of a `mappings` string: its base64 VLQ values, relative to the previous segment. */
export function decodeSegment(segment) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = B64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/**
 * A source's short name: `npm:react-dom`, `npm:@tanstack/router-core` for a package, the path from the
 * project root (`src/api/client.ts`) for our own files.
 */
export function sourceKey(source, projectRoot) {
  const name = source.replace(/^.*node_modules\//, 'npm:')
  if (name.startsWith('npm:')) {
    return name
      .split('/')
      .slice(0, name.startsWith('npm:@') ? 2 : 1)
      .join('/')
  }
  const root = projectRoot.replace(/\/$/, '').replace(/^\//, '')
  const at = name.indexOf(`${root}/`)
  return (at === -1 ? name.replace(/^(\.\.\/)+/, '') : name.slice(at + root.length + 1)).replace(/^\//, '')
}

/**
 * The decoded mappings of one chunk: for each generated line, its segments as absolute
 * `[column, sourceIndex, originalLine, originalColumn, nameIndex?]`, in column order.
 */
export function readSourceMap(mapFile) {
  if (!existsSync(mapFile)) return null
  const map = JSON.parse(readFileSync(mapFile, 'utf8'))
  let source = 0
  let line = 0
  let column = 0
  let name = 0
  const lines = map.mappings.split(';').map((text) => {
    let generated = 0
    return (text ? text.split(',') : []).map((raw) => {
      const values = decodeSegment(raw)
      generated += values[0]
      if (values.length < 4) return [generated]
      source += values[1]
      line += values[2]
      column += values[3]
      if (values.length > 4) {
        name += values[4]
        return [generated, source, line, column, name]
      }
      return [generated, source, line, column]
    })
  })
  return { sources: map.sources, names: map.names ?? [], lines }
}

/**
 * Where generated (line, column), both 0-based, came from: the last segment at or before it on its
 * line, and the nearest name mapped at or shortly after it (a function's own name sits a few
 * characters past where V8 says the function starts).
 */
export function originalPosition(sourceMap, line, column) {
  const segments = sourceMap?.lines[line]
  if (!segments || segments.length === 0) return null
  let low = 0
  let high = segments.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (segments[middle][0] <= column) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  const segment = segments[Math.max(found, 0)]
  if (segment.length < 4) return null
  let name = null
  for (let index = Math.max(found, 0); index < segments.length && segments[index][0] <= column + 40; index += 1) {
    if (segments[index].length > 4) {
      name = sourceMap.names[segments[index][4]]
      break
    }
  }
  return { source: sourceMap.sources[segment[1]], line: segment[2] + 1, column: segment[3], name }
}
