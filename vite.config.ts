/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { createChunkPlan, type ChunkName } from './scripts/chunk-plan.ts'
import { firstScreenScript, routeLazyImports } from './scripts/first-screen.ts'

/** A live build talks to Laravel: the mock service worker that `public/` carries must not ship with it. */
function dropMockWorkerFromLiveBuild(liveMode: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'drop-mock-worker-from-live-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      if (liveMode) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * The Content-Security-Policy of a live build (DESIGN section 9), as a meta tag so it travels with
 * `index.html` whatever serves it. Scripts, styles and fonts come only from the console's own origin;
 * calls go to it and to the API; document previews show the API's files through `blob:` URLs in an
 * <img> or <iframe>. `style-src 'self'` is enough: the only inline styles (bar widths, chart.js sizing
 * its canvas) are set through the CSSOM (`element.style`), which CSP does not govern, and nothing
 * writes a `style` attribute or a <style> element. `frame-ancestors` is ignored in a meta tag: the
 * host sends it as a header (README, 'Running against production Laravel').
 * The mock build has none: it is a demo that runs MSW's service worker and the QA panel, never Laravel.
 */
function contentSecurityPolicy(apiBaseUrl: string, inlineScripts: readonly string[]): string {
  const api = URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl).origin : null
  const withApi = (...sources: string[]) => [...sources, ...(api ? [api] : [])].join(' ')
  // The one inline script (the first screen's, below) is allowed by its hash, nothing else inline.
  const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self'",
    `connect-src ${withApi("'self'")}`,
    `img-src ${withApi("'self'", 'blob:')}`,
    `frame-src ${withApi("'self'", 'blob:')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

function contentSecurityPolicyForLiveBuild(apiBaseUrl: string | undefined, inlineScripts: () => string[]): Plugin {
  return {
    name: 'content-security-policy-for-live-build',
    apply: 'build',
    transformIndexHtml: {
      // After the first screen's script is written: the policy allows it by its hash.
      order: 'post',
      handler() {
        if (!apiBaseUrl) return []
        return [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy(apiBaseUrl, inlineScripts()),
            },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}

/**
 * A live build's first screen: its route chunks and its first GETs asked for as `index.html` is parsed
 * (scripts/first-screen.ts). Not in the mock build, whose API is a service worker that starts with the
 * entry.
 */
function firstScreenForLiveBuild(
  apiBaseUrl: string | undefined,
  rateLimitPerMinute: number,
): Plugin & { inlineScripts: () => string[] } {
  let base = '/'
  let script: string | undefined
  const lazyImports = new Map<string, string[]>()
  return {
    name: 'first-screen-for-live-build',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    moduleParsed(module) {
      const lazy = routeLazyImports(module.id, module.dynamicallyImportedIds)
      if (lazy) lazyImports.set(...lazy)
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!apiBaseUrl || !bundle) return html
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
        const apiOrigin = URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl).origin : null
        script = firstScreenScript({ chunks, base, apiOrigin, rateLimitPerMinute, lazyImports })
        // After the entry's own files, so they are asked for first (over HTTP/1.1 a host gets six
        // connections, and the screen's files must not queue the entry's); before the stylesheet, which
        // would hold an inline script until it has loaded. The stylesheet is asked for with the entry all
        // the same, by a preload ahead of the script (which a preload does not hold): the entry's modules
        // run only once it has loaded, so behind the screen's files it cost them a round trip.
        const stylesheet = html.indexOf('<link rel="stylesheet"')
        const at = stylesheet === -1 ? html.indexOf('</head>') : stylesheet
        const preloads = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
          ([, href]) => `<link rel="preload" as="style" crossorigin href="${href}">\n    `,
        )
        return `${html.slice(0, at)}${preloads.join('')}<script>${script}</script>\n    ${html.slice(at)}`
      },
    },
    inlineScripts: () => (script === undefined ? [] : [script]),
  }
}

/**
 * The id of this build, baked into the code (`__CONSOLE_BUILD__`) and written to `version.json` beside
 * `index.html` (served by the dev server too). An open console asks for that file when its tab comes
 * back and compares (src/lib/console-version.ts): a different id means a deploy replaced it. The build's
 * time: no two builds share it.
 */
function consoleVersion(build: string): Plugin {
  const file = `${JSON.stringify({ build })}\n`
  return {
    name: 'console-version',
    config: () => ({ define: { __CONSOLE_BUILD__: JSON.stringify(build) } }),
    configureServer(server) {
      server.middlewares.use('/version.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-store')
        response.end(file)
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: file })
    },
  }
}

/**
 * The mock build's tab icon as a `data:` URL in `index.html`, from `public/icon.png`. Chromium asks for
 * the icon again at every change of address (each `j` in review mode), and MSW's worker hands every
 * request to the page: a turn of the page's main thread per record opened. A live build keeps the file,
 * which its host lets the HTTP cache answer: its policy allows no `data:` image, and the icon is one.
 */
function inlineIconInMockBuild(liveMode: boolean): Plugin {
  const link = '<link rel="icon" type="image/png" sizes="64x64" href="/icon.png" />'
  return {
    name: 'inline-icon-in-mock-build',
    transformIndexHtml(html) {
      if (liveMode) return html
      if (!html.includes(link)) throw new Error(`index.html has no ${link} to inline`)
      const png = readFileSync(fileURLToPath(new URL('./public/icon.png', import.meta.url))).toString('base64')
      return html.replace(link, link.replace('/icon.png', `data:image/png;base64,${png}`))
    },
  }
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; other engines read a
 * comment) at the top of each of the console's own chunks. Without it V8 only pre-parses a function while
 * the file streams in, and compiles it on the main thread the first time it runs: for the first screen
 * that was the render of the rows (a 145 ms task at CPU x4). With it the whole chunk is compiled on a
 * background thread as it arrives. Our chunks are loaded when their screen or dialog is drawn, so most
 * of their functions run at once; the framework chunk is left out: it carries library code no screen
 * calls (`npm run ab`: the list 0.93 in the document, longest task 111 -> 81 ms; with it 0.98).
 */
function eagerCompileOwnChunks(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n'
  return {
    name: 'eager-compile-own-chunks',
    apply: 'build',
    // After Vite's own rewrites of the chunk (its preload list goes at the very top): the hint must be
    // the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.name === 'framework') continue
          file.code = hint + file.code
          // The code moved one line down; so do the source map's lines, in the chunk's map and in the
          // map file already in the bundle (Vite writes that one from its own rewrite).
          if (file.map) file.map.mappings = `;${file.map.mappings}`
          const mapFile = bundle[`${file.fileName}.map`]
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string }
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` })
          }
        }
      },
    },
  }
}

/** Tests of pure functions: they need neither a DOM nor the mock API. */
const PURE_LOGIC_TESTS = [
  'tests/unit/domain/**/*.test.ts',
  'tests/unit/schemas/**/*.test.ts',
  'tests/unit/mocks/seed.test.ts',
  'tests/unit/mocks/list-index.test.ts',
  'tests/unit/mocks/api-days.test.ts',
  'tests/unit/export/csv-in-chunks.test.ts',
  'tests/unit/api/errors.test.ts',
  'tests/unit/api/responses.test.ts',
  'tests/unit/shell/navigation.test.ts',
  'tests/unit/build/chunk-plan.test.ts',
  'tests/unit/build/first-screen.test.ts',
  'tests/unit/build/import-rules.test.ts',
  'tests/unit/api/request-scheduler.test.ts',
]

/** Tests that load their own copies of the app's or the mock's modules (`vi.resetModules()`). */
const OWN_MODULE_TESTS = ['tests/unit/mocks/shared-server.test.ts']

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const apiBaseUrl = env.VITE_API_BASE_URL || undefined
  const liveMode = Boolean(apiBaseUrl)
  // As src/config.ts reads it: a whole number, 60 when unset or not one (0: no limit).
  const rateLimit = Number(env.VITE_API_RATE_LIMIT ?? '')
  const firstScreen = firstScreenForLiveBuild(
    apiBaseUrl,
    env.VITE_API_RATE_LIMIT?.trim() && Number.isInteger(rateLimit) && rateLimit >= 0 ? rateLimit : 60,
  )
  // Made on the build's first chunking question, from that build's module graph.
  let chunkFor: ((id: string) => ChunkName | null) | undefined
  return {
    plugins: [
      // The router plugin must come before React's: it rewrites route files into lazily loaded chunks.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders pull in entity schemas and fetchers; split them too so the login route stays small.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
        },
      }),
      react(),
      tailwindcss(),
      inlineIconInMockBuild(liveMode),
      dropMockWorkerFromLiveBuild(liveMode),
      consoleVersion(new Date().toISOString()),
      firstScreen,
      contentSecurityPolicyForLiveBuild(apiBaseUrl, firstScreen.inlineScripts),
      eagerCompileOwnChunks(),
    ],
    resolve: {
      alias: [
        // The mock-mode seam: a live build gets the no-op twin and never sees the mock API's imports.
        {
          find: /^@\/mock-mode$/,
          replacement: fileURLToPath(
            new URL(`./src/mock-mode/${liveMode ? 'disabled' : 'enabled'}.ts`, import.meta.url),
          ),
        },
        // TanStack Store asks for the shim of useSyncExternalStore, a copy of the hook for React before 18
        // that every route carried; the package's own entry for React 18 and later uses React's hook.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ],
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      sourcemap: false,
      manifest: true,
      // The entry need not carry Vite's modulepreload polyfill (a quarter KB gzipped on every route):
      // it only lets Firefox before 115 and Safari before 17 fetch the entry's chunks early; without it
      // they fetch them a moment later, as the entry imports them. Every other browser preloads natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // What every page runs, login included, as one file: split across shared chunks it
                // compressed ~4 KB worse. chart.js, TanStack Table and date-fns stay with their screens.
                name: 'framework',
                priority: 1,
                test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|ky|zod)[\\/]/,
              },
              {
                // Everything else by the screens that use it, so a page needs a handful of files
                // (scripts/chunk-plan.ts). The plan keeps dependencies in the same or an earlier chunk.
                debugName: 'chunk plan',
                includeDependenciesRecursively: false,
                name: (id, context) =>
                  (chunkFor ??= createChunkPlan((moduleId) => context.getModuleInfo(moduleId)))(id),
              },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      restoreMocks: true,
      testTimeout: 20_000,
      // Above the 10 s the app is given to settle after a test (tests/setup.ts), so a screen that never
      // settles fails with what it was still doing rather than with a hook's time-out.
      hookTimeout: 20_000,
      // Vitest's default is one worker per core but one, a single worker on these 2-core machines. One
      // per core: the suite is bound by the processor (jsdom, React), and four workers on two cores ran
      // slower (105 s against 97 s) and left screens starved long enough to fail waits.
      maxWorkers: 2,
      // Vitest starts the projects' files in the order of their names, and a worker serves one project:
      // 'fresh-modules' and 'logic' first, so their two longest files (a fresh mock server, the linter)
      // run side by side at the start rather than one alone at the end while the other core waits.
      projects: [
        {
          // Pure logic (domain rules, schemas, seed): plain Node, no DOM and no mock server to start.
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            // Forks, not threads: the time-zone tests set process.env.TZ, which a process applies to itself
            // (Node reads it again when it changes) but worker threads share. The files share their
            // modules (no isolation): none keeps state between files, and importing everything again
            // per file cost three times the tests' own run time.
            pool: 'forks',
            isolate: false,
            include: PURE_LOGIC_TESTS,
          },
        },
        {
          // Anything that talks to the mock API or renders: jsdom at the console's origin, msw/node.
          extends: true,
          test: {
            name: 'screens',
            environment: 'jsdom',
            // Threads start faster than forked processes. The files of a worker share their modules, so
            // a test leaves nothing behind (tests/setup.ts resets the mock, the stores and storage).
            pool: 'threads',
            isolate: false,
            environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
            setupFiles: ['tests/setup.ts'],
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
            exclude: [...PURE_LOGIC_TESTS, ...OWN_MODULE_TESTS],
          },
        },
        {
          // Tests that load fresh copies of modules (vi.resetModules, a browser tab each) run alone in
          // their worker: in a shared one, a later file's setup and its own imports could hold two
          // copies of the mock server or of the app's stores (a failure injected where no handler
          // looked, a saved name the top bar never heard of).
          extends: true,
          test: {
            name: 'fresh-modules',
            environment: 'jsdom',
            pool: 'threads',
            isolate: true,
            environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
            setupFiles: ['tests/setup.ts'],
            include: OWN_MODULE_TESTS,
          },
        },
      ],
    },
  }
})
