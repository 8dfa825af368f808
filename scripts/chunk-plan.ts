// Which file each of the console's own modules ships in (vite.config.ts, `codeSplitting.groups`).
//
// Left to itself the bundler makes one chunk for every distinct set of lazily loaded screens that
// share a module: 30 files for the loans list, most under 1 KB. Over HTTP/1.1 a browser fetches six
// at a time, so the first rows waited for four waves of files (issue 14). This plan sorts modules by
// the screens that use them instead, so a page needs a handful of files, each fetched in one wave:
//
//   app      everything the entry imports, and what the sign-in page shares with the console pages
//   shell    what every signed-in page needs: the layout, and whatever two kinds of page share
//   review   what both a list and a record screen use: status actions, their confirmations, badges
//   lists    what only the lists share: the table kit, paging, filters, export
//   records  what only the record screens share
//
// Anything else (one screen's own code, dialogs loaded when they open, one entity's list and record
// sharing its fields) is left to the bundler. A module's imports are used by at least the screens
// that use it, so they land in the same group or an earlier one: chunks never import each other in
// a circle, which is what lets the groups leave out their modules' dependencies.

/** The part of rolldown's module info the plan reads. */
export interface ModuleGraphNode {
  isEntry: boolean
  importers: readonly string[]
  dynamicImporters: readonly string[]
}

export type ChunkName = 'app' | 'shell' | 'review' | 'lists' | 'records'

type ScreenKind = 'sign-in' | 'layout' | 'list' | 'record' | 'page' | 'dialog'

/** A lazily loaded module, by what it is: a route's split-off part, or a dialog loaded when opened. */
function screenKind(id: string): { kind: ScreenKind; entity?: string } {
  const path = id.replaceAll('\\', '/')
  if (/\/src\/routes\/login\.tsx|\/features\/auth\/LoginScreen\.tsx/.test(path)) return { kind: 'sign-in' }
  if (/\/src\/routes\/_app\.tsx/.test(path)) return { kind: 'layout' }
  const entityRoute = /\/src\/routes\/_app\/(\w+)\/(index|\$\w+)\.tsx/.exec(path)
  if (entityRoute) return { kind: entityRoute[2] === 'index' ? 'list' : 'record', entity: entityRoute[1] }
  if (path.includes('/src/routes/')) return { kind: 'page' }
  return { kind: 'dialog' }
}

/**
 * The chunk plan over a module graph: `chunkFor(id)` names the group a module belongs to, or null to
 * leave it to the bundler. Framework libraries are grouped before this is asked.
 */
export function createChunkPlan(moduleInfo: (id: string) => ModuleGraphNode | null) {
  const usedBy = new Map<string, { fromEntry: boolean; lazyRoots: Set<string> }>()

  /** The lazily loaded modules (and whether the entry) that reach `id` through static imports. */
  function reachOf(id: string) {
    const known = usedBy.get(id)
    if (known) return known
    const reach = { fromEntry: false, lazyRoots: new Set<string>() }
    const seen = new Set<string>()
    const pending = [id]
    while (pending.length > 0) {
      const current = pending.pop() as string
      if (seen.has(current)) continue
      seen.add(current)
      const node = moduleInfo(current)
      if (!node) continue
      if (node.isEntry) reach.fromEntry = true
      if (node.dynamicImporters.length > 0) reach.lazyRoots.add(current)
      pending.push(...node.importers)
    }
    usedBy.set(id, reach)
    return reach
  }

  return function chunkFor(id: string): ChunkName | null {
    const node = moduleInfo(id)
    // The entry module itself, and what the HTML imports directly, stay in the entry chunk.
    if (!node || node.isEntry || node.importers.some((importer) => moduleInfo(importer)?.isEntry)) return null
    const { fromEntry, lazyRoots } = reachOf(id)
    if (fromEntry) return 'app'
    const screens = [...lazyRoots].map(screenKind)
    const kinds = new Set(screens.map((screen) => screen.kind))
    if (kinds.has('sign-in')) return [...kinds].some((kind) => kind !== 'sign-in' && kind !== 'dialog') ? 'app' : null
    if (kinds.has('layout')) return 'shell'
    const count = (kind: ScreenKind) => screens.filter((screen) => screen.kind === kind).length
    const [lists, records, pages] = [count('list'), count('record'), count('page')]
    if (pages > 0 && lists + records + pages >= 2) return 'shell'
    // One entity's list and record screens sharing its fields is that entity's business.
    const entities = new Set(screens.flatMap((screen) => (screen.entity ? [screen.entity] : [])))
    if (entities.size < 2) return null
    if (lists > 0 && records > 0) return 'review'
    if (lists >= 2) return 'lists'
    if (records >= 2) return 'records'
    return null
  }
}
