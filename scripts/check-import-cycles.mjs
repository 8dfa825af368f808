// Import cycles in src/ and mocks/ that ESLint's import-x/no-cycle lets through: it skips every
// `import type`, so two modules may still need each other through their types, and a folder may
// still need a sibling that needs it back through files that form no cycle of their own. Both are
// the tangles that make a room hard to move or to understand alone (docs/architecture.md).
//
//   node scripts/check-import-cycles.mjs            the project's own files; exits 1 on any cycle
//   node scripts/check-import-cycles.mjs DIR...     other roots (the self-test plants cycles in a copy)
//
// A cycle of files counts value and type imports alike (dynamic `import()` is a load on demand, not a
// dependency, and is left out). A cycle of folders counts sibling folders under src/features, where
// the rooms live: `review/list` may use `review/queue`, but then nothing in `review/queue` may use
// `review/list`.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.gen.ts') ? [path] : []
  })
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function isFile(path) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** The file a specifier names, by the aliases of tsconfig.json and vite.config.ts, or null (a package). */
function resolveSpecifier(project, from, specifier) {
  let base
  if (specifier === '@/mock-mode') base = join(project, 'src/mock-mode/enabled')
  else if (specifier.startsWith('@/')) base = join(project, 'src', specifier.slice(2))
  else if (specifier.startsWith('@mocks/')) base = join(project, 'mocks', specifier.slice(7))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return null
  const candidates = /\.(ts|tsx)$/.test(base) ? [base] : EXTENSIONS.map((extension) => base + extension)
  return candidates.find(isFile) ?? null
}

/** Every static import and re-export of a file, type-only ones included. */
function importsOf(project, file) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? 4 : 3)
  const specifiers = []
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier) {
      specifiers.push(statement.moduleSpecifier.text)
    }
  }
  return specifiers.map((specifier) => resolveSpecifier(project, file, specifier)).filter((target) => target !== null)
}

/** Tarjan's strongly connected components: every group of nodes that reach each other. */
function cyclesOf(graph) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const components = []
  const visit = (node) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) components.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return components
}

/**
 * The cycles under `roots` (folders holding src/ and mocks/ code), as lines to print; none is good.
 * The project's aliases (`@/`, `@mocks/`) resolve against the folder that holds the first root.
 */
export function findImportCycles(roots) {
  const project = dirname(roots[0])
  const files = roots.flatMap(sourceFiles)
  const fileGraph = new Map(files.map((file) => [file, new Set(importsOf(project, file))]))

  // Folders: an edge between two sibling folders under src/features whenever a file below one imports
  // a file below the other.
  const featuresDir = join(project, 'src', 'features') + sep
  const folderGraph = new Map()
  for (const [file, targets] of fileGraph) {
    for (const target of targets) {
      if (!file.startsWith(featuresDir) || !target.startsWith(featuresDir)) continue
      const a = relative(featuresDir, dirname(file)).split(sep)
      const b = relative(featuresDir, dirname(target)).split(sep)
      let shared = 0
      while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1
      if (shared >= a.length || shared >= b.length) continue // one folder holds the other
      const from = a.slice(0, shared + 1).join('/')
      const to = b.slice(0, shared + 1).join('/')
      if (!folderGraph.has(from)) folderGraph.set(from, new Set())
      folderGraph.get(from).add(to)
    }
  }

  return [
    ...cyclesOf(fileGraph).map(
      (cycle) => `import cycle between files: ${cycle.map((file) => relative(project, file)).join(' <-> ')}`,
    ),
    ...cyclesOf(folderGraph).map((cycle) => `import cycle between folders of src/features: ${cycle.join(' <-> ')}`),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const roots =
    process.argv.length > 2
      ? process.argv.slice(2).map((dir) => resolve(dir))
      : [join(ROOT, 'src'), join(ROOT, 'mocks')]
  const cycles = findImportCycles(roots)
  for (const cycle of cycles) console.error(cycle)
  if (cycles.length > 0) {
    console.error('Type-only imports count too: move the shared type down to the module both use.')
    process.exit(1)
  }
}
