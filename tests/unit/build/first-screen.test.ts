import { runInNewContext } from 'node:vm'
import {
  firstScreenFiles,
  firstScreenScript,
  routeLazyImports,
  routePathPattern,
  type BundleChunk,
} from '../../../scripts/first-screen'

// A bundle in miniature: the entry, the layout, the loans list and a loan's record, the login page.
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): BundleChunk => ({
  fileName,
  isEntry,
  imports,
  moduleIds,
})
const BUNDLE = [
  chunk('assets/index.js', ['/p/src/main.tsx'], ['assets/framework.js'], true),
  chunk('assets/framework.js', ['/p/node_modules/react/index.js']),
  chunk('assets/shell.js', ['/p/src/routes/_app.tsx?tsr-split=component']),
  chunk('assets/loans.js', ['/p/src/routes/_app/loans/index.tsx?tsr-split=component'], ['assets/lists.js']),
  chunk('assets/lists.js', ['/p/src/features/review/list/RecordList.tsx'], ['assets/framework.js']),
  chunk('assets/_id.js', ['/p/src/routes/_app/loans/$id.tsx?tsr-split=component'], ['assets/records.js']),
  chunk('assets/records.js', ['/p/src/features/review/detail/DetailPage.tsx']),
  chunk('assets/login.js', ['/p/src/routes/login.tsx?tsr-split=component']),
  // What a loan's loader imports lazily: its field cards.
  chunk('assets/loan-details.js', ['/p/src/features/loans/loan-details.ts'], ['assets/record-fields.js']),
  chunk('assets/record-fields.js', ['/p/src/features/review/detail/record-fields.tsx'], ['assets/records.js']),
]

interface PageRun {
  preloaded: string[]
  asked: string[]
  left: { url: string }[] | undefined
  /** Reads of `document.cookie`: in a browser each first read waits on the cookie store. */
  cookieReads: number
}

/**
 * Runs the script as a page would parse it, at `address`, with `ledger` as the tabs' copy in localStorage
 * and `session` as the sign of a session the browser keeps: the user's mirror (as after a sign-in here),
 * the XSRF-TOKEN cookie alone (another tab signed in), or none.
 */
function runAt(
  address: string,
  {
    ledger,
    limit = 60,
    session = 'mirror',
  }: { ledger?: unknown; limit?: number; session?: 'mirror' | 'cookie' | 'none' } = {},
): PageRun {
  const url = new URL(address, 'https://console.example')
  const run: PageRun = { preloaded: [], asked: [], left: undefined, cookieReads: 0 }
  const window: Record<string, unknown> = {}
  const context = {
    window,
    location: { pathname: url.pathname, search: url.search, origin: url.origin },
    localStorage: {
      getItem: (key: string) => {
        if (key === 'request-ledger') return ledger ? JSON.stringify(ledger) : null
        return key === 'user' && session === 'mirror' ? JSON.stringify({ id: 1, name: 'Kagiso Molefe' }) : null
      },
    },
    document: {
      get cookie() {
        run.cookieReads += 1
        return session === 'cookie' ? 'theme=light; XSRF-TOKEN=abc%3D' : 'theme=light; NOT-XSRF-TOKEN=x'
      },
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (link: { rel: string; href: string }) => run.preloaded.push(`${link.rel} ${link.href}`) },
    },
    fetch: (requested: string, init: { credentials: string; headers: Record<string, string> }) => {
      run.asked.push(`${requested} (${init.credentials}, Accept: ${init.headers.Accept})`)
      return Promise.resolve()
    },
    Date,
    JSON,
    RegExp,
  }
  const script = firstScreenScript({
    chunks: BUNDLE,
    base: '/',
    apiOrigin: 'https://api.example',
    rateLimitPerMinute: limit,
  })
  runInNewContext(script, context)
  run.left = window.__firstScreenRequests as PageRun['left']
  return run
}

describe("the first screen's files and requests, asked for as index.html is parsed", () => {
  it("reads a route file's address as the router does", () => {
    expect(routePathPattern('_app/loans/index')).toBe('^/loans/?$')
    expect(routePathPattern('_app/loans/$id')).toBe('^/loans/[^/]+/?$')
    expect(routePathPattern('_app/index')).toBe('^/$')
    expect(routePathPattern('login')).toBe('^/login/?$')
  })

  it("reads what a route file loads lazily itself, leaving out the router plugin's splits", () => {
    const loanRoute = '/p/src/routes/_app/loans/$id.tsx'
    expect(
      routeLazyImports(loanRoute, [
        '/p/src/routes/_app/loans/$id.tsx?tsr-split=component',
        '/p/src/features/loans/loan-details.ts',
      ]),
    ).toEqual(['_app/loans/$id', ['/p/src/features/loans/loan-details.ts']])
    expect(routeLazyImports(loanRoute, ['/p/src/routes/_app/loans/$id.tsx?tsr-split=component'])).toBeNull()
    expect(
      routeLazyImports('/p/src/features/loans/loan-entity.ts', ['/p/src/features/loans/loan-details.ts']),
    ).toBeNull()
  })

  it("counts a record's field cards, which its loader loads lazily, among the record screen's files", () => {
    const lazy = new Map([['_app/loans/$id', ['/p/src/features/loans/loan-details.ts']]])
    expect(firstScreenFiles(BUNDLE, lazy)[0]).toEqual([
      '^/loans/[^/]+/?$',
      ['assets/_id.js', 'assets/loan-details.js', 'assets/record-fields.js', 'assets/records.js', 'assets/shell.js'],
    ])
  })

  it("lists each screen's own files with its layout's, leaving out the entry's", () => {
    expect(firstScreenFiles(BUNDLE)).toEqual([
      ['^/loans/[^/]+/?$', ['assets/_id.js', 'assets/records.js', 'assets/shell.js']],
      ['^/loans/?$', ['assets/lists.js', 'assets/loans.js', 'assets/shell.js']],
      ['^/login/?$', ['assets/login.js']],
    ])
  })

  it("preloads the list's files and asks who is signed in and for its first page, with cookies", () => {
    const run = runAt('/loans')
    expect(run.preloaded).toEqual([
      'modulepreload /assets/lists.js',
      'modulepreload /assets/loans.js',
      'modulepreload /assets/shell.js',
    ])
    expect(run.asked).toEqual([
      'https://api.example/api/user (include, Accept: application/json)',
      'https://api.example/api/loan-application2s?page=1 (include, Accept: application/json)',
    ])
    expect(run.left?.map((request) => request.url)).toEqual(['api/user', 'api/loan-application2s?page=1'])
  })

  it('asks for a record opened by its address', () => {
    expect(runAt('/loans/12').asked).toEqual([
      'https://api.example/api/user (include, Accept: application/json)',
      'https://api.example/api/loan-application2s/12 (include, Accept: application/json)',
    ])
    // Not an id: the router says not found without asking.
    expect(runAt('/loans/12abc').asked).toEqual(['https://api.example/api/user (include, Accept: application/json)'])
  })

  it('asks nothing for an address with a query string, which the router reads, nor on the sign-in page', () => {
    const paged = runAt('/loans?page=2')
    expect(paged.preloaded).toHaveLength(3)
    expect(paged.asked).toEqual([])
    expect(runAt('/login').asked).toEqual([])
  })

  it('asks nothing in a browser with no sign of a session, as the console goes to the sign-in unasked', () => {
    const signedOut = runAt('/loans', { session: 'none' })
    // Its files are still worth having: the sign-in brings the person back to this screen.
    expect(signedOut.preloaded).toHaveLength(3)
    expect(signedOut.asked).toEqual([])
    // Another tab's session shows in the cookie alone.
    expect(runAt('/loans', { session: 'cookie' }).asked).toHaveLength(2)
  })

  it('reads the cookie only when no user is mirrored here, as the console does', () => {
    // The HTML's task waits for a first read of the cookie: 4-14 ms at CPU x4.
    const mirrored = runAt('/loans', { session: 'mirror' })
    expect(mirrored.asked).toHaveLength(2)
    expect(mirrored.cookieReads).toBe(0)
    expect(runAt('/loans', { session: 'cookie' }).cookieReads).toBe(1)
  })

  it('asks nothing while the tabs wait out a 429, or once three quarters of the minute are spent', () => {
    const now = Date.now()
    expect(runAt('/loans', { ledger: { entries: [], blockedUntil: now + 30_000 } }).asked).toEqual([])
    const spent = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ tab: 't', id: String(index), sentAt: now - 1_000, end: null }))
    expect(runAt('/loans', { ledger: { entries: spent(44), blockedUntil: 0 } }).asked).toEqual([])
    expect(runAt('/loans', { ledger: { entries: spent(43), blockedUntil: 0 } }).asked).toHaveLength(2)
    // A build without a limit asks whatever the ledger says.
    expect(runAt('/loans', { ledger: { entries: spent(59), blockedUntil: 0 }, limit: 0 }).asked).toHaveLength(2)
  })
})
