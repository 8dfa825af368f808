/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { createChunkPlan, type ChunkName } from './scripts/chunk-plan.ts'

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
function contentSecurityPolicy(apiBaseUrl: string): string {
  const api = URL.canParse(apiBaseUrl) ? new URL(apiBaseUrl).origin : null
  const withApi = (...sources: string[]) => [...sources, ...(api ? [api] : [])].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${withApi("'self'")}`,
    `img-src ${withApi("'self'", 'blob:')}`,
    `frame-src ${withApi("'self'", 'blob:')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

function contentSecurityPolicyForLiveBuild(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'content-security-policy-for-live-build',
    apply: 'build',
    transformIndexHtml() {
      if (!apiBaseUrl) return []
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiBaseUrl) },
          injectTo: 'head-prepend',
        },
      ]
    },
  }
}

/** Tests of pure functions: they need neither a DOM nor the mock API. */
const PURE_LOGIC_TESTS = [
  'tests/unit/domain/**/*.test.ts',
  'tests/unit/schemas/**/*.test.ts',
  'tests/unit/mocks/seed.test.ts',
  'tests/unit/mocks/list-index.test.ts',
  'tests/unit/export/csv-in-chunks.test.ts',
  'tests/unit/api/notify.test.ts',
  'tests/unit/api/errors.test.ts',
  'tests/unit/api/responses.test.ts',
  'tests/unit/shell/navigation.test.ts',
  'tests/unit/build/chunk-plan.test.ts',
  'tests/unit/api/request-scheduler.test.ts',
]

export default defineConfig(({ mode }) => {
  const apiBaseUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL || undefined
  const liveMode = Boolean(apiBaseUrl)
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
      dropMockWorkerFromLiveBuild(liveMode),
      contentSecurityPolicyForLiveBuild(apiBaseUrl),
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
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ],
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      sourcemap: false,
      manifest: true,
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
      // Vitest's default is one worker per core but one, a single worker on these 2-core machines. Most
      // of an integration test is waiting on the mock API and timers, so four files at a time fit two cores.
      maxWorkers: 4,
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
            name: 'app',
            environment: 'jsdom',
            // Threads start faster than forked processes; each test file still gets its own module graph.
            pool: 'threads',
            isolate: false,
            environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
            setupFiles: ['tests/setup.ts'],
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
            exclude: PURE_LOGIC_TESTS,
          },
        },
      ],
    },
  }
})
