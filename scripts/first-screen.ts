// The first screen's files and requests, asked for as `index.html` is parsed (live builds only;
// vite.config.ts, `firstScreenScript`). Issue 26: the list request must leave in the first round trip
// after the HTML, not after the entry has run, nor after the router and the session check; the same for a
// record opened by URL. Without this, a screen's route chunks left once the entry had run and the router
// had matched the address, and its API requests once the router's first load had started: a round trip
// behind the entry, and against a server 100 ms away a tenth of a second later than they could.
//
// The script matches the address against the screens it knows: the route chunks of the screen (with
// their imports; Vite's preload helper then finds the links and asks for nothing twice), and the GETs
// the console's first load makes for it, which leave at once. The console takes their answers in place
// of asking again (src/api/first-screen-requests.ts), and counts them in its request budget as the
// first screen's requests they are. It sends them only as the budget would: not while the tabs' ledger
// (its copy in localStorage, `request-ledger`) says a 429 is being waited out, nor when the minute is
// three quarters spent, nor in a browser with no sign of a session. A classic script, no dependencies: it
// runs before any module.

import { XSRF_COOKIE } from '../src/api/cookies.ts'
import type { StoredEntryName } from '../src/lib/user-storage.ts'

/** The part of a chunk of the bundle the preloads read. */
export interface BundleChunk {
  fileName: string
  isEntry: boolean
  imports: readonly string[]
  moduleIds: readonly string[]
}

/** A route component split off by TanStack's router plugin: `src/routes/_app/loans/index.tsx?tsr-split=component`. */
const ROUTE_COMPONENT = /\/src\/routes\/(.+)\.tsx\?tsr-split=component$/

/** A route file itself, not one of the router plugin's splits: `src/routes/_app/loans/$id.tsx`. */
const ROUTE_FILE = /\/src\/routes\/(.+)\.tsx$/

/**
 * What a route file loads lazily itself, beside the router plugin's splits (the screen's own chunks): a
 * record's loader imports its field cards (`recordDetailRoute(..., () => import('.../loan-details'))`).
 * Those are the screen's files too, asked for in the same round trip as its chunks, not once the loader
 * runs. Read from the module graph as the build parses it (vite.config.ts, `moduleParsed`): the route
 * id and the modules, or null for any other module and for a route file that loads nothing lazily.
 */
export function routeLazyImports(
  moduleId: string,
  dynamicallyImportedIds: readonly string[],
): [routeId: string, moduleIds: string[]] | null {
  const route = ROUTE_FILE.exec(moduleId.replaceAll('\\', '/'))
  const lazy = dynamicallyImportedIds.filter((id) => !id.includes('?tsr-split='))
  return route?.[1] && lazy.length > 0 ? [route[1], lazy] : null
}

/** What the path of a route file matches, as TanStack's file-based routes read it. */
export function routePathPattern(routeId: string): string {
  const segments = routeId
    .split('/')
    // `_app` is a layout without a path of its own; `index` is its folder's own address.
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return segments.length === 0 ? '^/$' : `^/${segments.join('/')}/?$`
}

/**
 * For each screen, the pattern of its address and the files it needs that the entry does not bring:
 * its component's chunk and its layouts', and what their route files load lazily (`lazyImports`, by
 * route id), with what they import. Screens whose files are all the entry's are left out.
 */
export function firstScreenFiles(
  chunks: readonly BundleChunk[],
  lazyImports: ReadonlyMap<string, readonly string[]> = new Map(),
): [pattern: string, files: string[]][] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const fileOfModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk.fileName] as const)))
  const withImports = (files: Iterable<string>) => {
    const found = new Set<string>()
    const pending = [...files]
    while (pending.length > 0) {
      const file = pending.pop() as string
      if (found.has(file)) continue
      found.add(file)
      pending.push(...(byFile.get(file)?.imports ?? []))
    }
    return found
  }
  const entryFiles = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))

  const componentFiles = new Map<string, string>()
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const route = ROUTE_COMPONENT.exec(id.replaceAll('\\', '/'))
      if (route?.[1]) componentFiles.set(route[1], chunk.fileName)
    }
  }
  const routeIds = [...componentFiles.keys()]
  // A route with routes below it is a layout: it is drawn with each of them, never alone.
  const screens = routeIds.filter((id) => !routeIds.some((other) => other.startsWith(`${id}/`)))
  return screens.sort().flatMap((screen): [string, string[]][] => {
    const layouts = routeIds.filter((id) => screen.startsWith(`${id}/`))
    const own = [screen, ...layouts].flatMap((id) => [
      componentFiles.get(id) as string,
      ...(lazyImports.get(id) ?? []).flatMap((moduleId) => fileOfModule.get(moduleId) ?? []),
    ])
    const files = [...withImports(own)].filter((file) => !entryFiles.has(file) && file.endsWith('.js'))
    return files.length > 0 ? [[routePathPattern(screen), files.sort()]] : []
  })
}

/**
 * The GETs a plain address (no query string) makes first, by screen: who is signed in (every screen but
 * the sign-in page), and the screen's own data as the console asks for it: a list's first page newest
 * first (the API's order, which a list without a status filter keeps), a record by its id. `$1` is the
 * record id the pattern read. Kept beside the API's paths by tests/unit/build/first-screen.test.ts.
 */
export const FIRST_SCREEN_REQUESTS: readonly [pattern: string, url: string][] = [
  ['^/loans/?$', 'api/loan-application2s?page=1'],
  ['^/kyc/?$', 'api/kyc-1s?page=1'],
  ['^/users/?$', 'api/memberships?page=1'],
  ['^/loans/([1-9][0-9]{0,15})/?$', 'api/loan-application2s/$1'],
  ['^/kyc/([1-9][0-9]{0,15})/?$', 'api/kyc-1s/$1'],
  ['^/users/([1-9][0-9]{0,15})/?$', 'api/memberships/$1'],
]

/** Every screen but these asks who is signed in first. */
const WITHOUT_SESSION_CHECK = '^/login/?$'

export interface FirstScreenOptions {
  /** The route chunks of the bundle. */
  chunks: readonly BundleChunk[]
  /** The console's base path (`/`). */
  base: string
  /** The API's origin, or null when it is the console's own (`VITE_API_BASE_URL=/`). */
  apiOrigin: string | null
  /** Requests a minute the budget allows (0: no limit), as `src/config.ts` reads it. */
  rateLimitPerMinute: number
  /** What route files load lazily, by route id (`routeLazyImports`). */
  lazyImports?: ReadonlyMap<string, readonly string[]>
}

/**
 * The script `index.html` runs as it is parsed. Its answers wait in `window.__firstScreenRequests`
 * as `[{ url, answer }]`, `url` as the console's client names it (`api/user`, `api/kyc-1s?page=1`).
 */
export function firstScreenScript({
  chunks,
  base,
  apiOrigin,
  rateLimitPerMinute,
  lazyImports,
}: FirstScreenOptions): string {
  const escapedBase = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const below = (pattern: string) => pattern.replace('^/', `^${escapedBase}`)
  const files = firstScreenFiles(chunks, lazyImports).map(([pattern, screenFiles]) => [
    below(pattern),
    screenFiles.map((file) => base + file),
  ])
  const requests = FIRST_SCREEN_REQUESTS.map(([pattern, url]) => [below(pattern), url])
  const config = {
    files,
    requests,
    session: below(WITHOUT_SESSION_CHECK),
    // The mirror is `browserStore('user')` in src/api/auth/stored-session.ts, a localStorage entry.
    signs: { mirror: 'user' satisfies StoredEntryName, cookie: XSRF_COOKIE },
    api: apiOrigin,
    limit: rateLimitPerMinute,
  }
  return `(${firstScreen.toString()})(${JSON.stringify(config)})`
}

interface FirstScreenConfig {
  files: [string, string[]][]
  requests: [string, string][]
  session: string
  /** Where a session shows (`mayHaveSession`, src/api/auth/session.ts): the user's mirror, the cookie. */
  signs: { mirror: string; cookie: string }
  api: string | null
  limit: number
}

/**
 * Runs in the page: its source is the script. Nothing from outside its argument: no import, no
 * helper, no closure over this module.
 */
function firstScreen(config: FirstScreenConfig): void {
  const path = location.pathname
  for (let i = 0; i < config.files.length; i++) {
    const screen = config.files[i]
    if (!screen || !new RegExp(screen[0]).test(path)) continue
    for (let j = 0; j < screen[1].length; j++) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = screen[1][j] || ''
      document.head.appendChild(link)
    }
    break
  }
  // Only a plain address: a query string (a page, a search, a queue) is the router's to read.
  if (location.search !== '' || new RegExp(config.session).test(path)) return
  // As the console's guard decides (`mayHaveSession`): with no user mirrored here and no XSRF-TOKEN
  // cookie, `GET /api/user` could only answer 401, a line in the browser's console, and the console goes
  // to the sign-in without asking. So nothing is asked. The cookie is read only without a mirror, as
  // the guard reads it: the first read of `document.cookie` asks the browser's cookie store and waits
  // for the answer (4-14 ms of the HTML's task at CPU x4), and nothing else in a load reads it.
  try {
    if (
      localStorage.getItem(config.signs.mirror) === null &&
      ('; ' + document.cookie).indexOf('; ' + config.signs.cookie + '=') === -1
    )
      return
  } catch {
    return
  }
  if (config.limit > 0) {
    // The budget, as the tabs' ledger last said it: nothing while a 429 is waited out, nothing once
    // three quarters of the minute are spent (the first screen's allowance, request-scheduler.ts).
    try {
      const ledger = JSON.parse(localStorage.getItem('request-ledger') || 'null')
      const now = Date.now()
      if (ledger) {
        if (ledger.blockedUntil > now) return
        let counting = 0
        for (let k = 0; k < (ledger.entries || []).length; k++) {
          const entry = ledger.entries[k]
          if ((entry.end === null ? entry.sentAt + 120000 : entry.end) > now) counting++
        }
        if (counting + 2 > config.limit * 0.75) return
      }
    } catch {
      return
    }
  }
  const sent: { url: string; answer: Promise<Response> }[] = []
  const origin = config.api === null ? location.origin : config.api
  const ask = function (url: string) {
    sent.push({
      url: url,
      answer: fetch(origin + '/' + url, { credentials: 'include', headers: { Accept: 'application/json' } }),
    })
  }
  ask('api/user')
  for (let r = 0; r < config.requests.length; r++) {
    const request = config.requests[r]
    const match = request && new RegExp(request[0]).exec(path)
    if (request && match) {
      ask(request[1].replace('$1', match[1] || ''))
      break
    }
  }
  ;(window as unknown as { __firstScreenRequests: typeof sent }).__firstScreenRequests = sent
}
