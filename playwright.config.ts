import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

// Overridable so several people can run browser tests at once: E2E_PORT, E2E_DIST, E2E_LIVE=0, and for
// the live build E2E_LIVE_PORT, E2E_LIVE_DIST and E2E_API_PORT (build it with VITE_API_BASE_URL to match).
const MOCK_PORT = Number(process.env.E2E_PORT ?? 4173)
const MOCK_DIST = process.env.E2E_DIST ?? 'dist'
const WITH_LIVE = process.env.E2E_LIVE !== '0'
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? 4174)
const LIVE_DIST = process.env.E2E_LIVE_DIST ?? 'dist-live'
const FAKE_SANCTUM_PORT = Number(process.env.E2E_API_PORT ?? 8000)

/** Mock specs that spend most of their time waiting for the request budget's next minute. */
const WAITING_MOCK_SPECS = ['tests/e2e/one-browser.spec.ts', 'tests/e2e/nothing-lost.spec.ts']

/**
 * Browser tests drive Debian's Chromium against the built mock-mode app served by `vite preview`
 * (and, for the live-mode spec, a build pointed at a fake Sanctum server on another port).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One Chromium per core for the files that keep the processor busy ('mock', two workers); a third
  // worker for the files that mostly wait, for a throttle's next minute or a stand-in server: the live
  // specs (one stand-in, one throttle and one log, so one file at a time) and the mock's two
  // minute-long waits ('mock-waiting'). They run beside the busy files instead of holding one of their
  // two workers idle. A file's tests run in order in one worker; each test has its own browser context,
  // and the mock lives in it.
  workers: 3,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // The waiting projects first, so their waits overlap the busy files from the start.
    // Patterns match the absolute path, so they name tests/e2e/live in full: a checkout in a folder
    // ending in `live` (`~/sacco-live/`) must not turn every spec into a live one.
    ...(WITH_LIVE
      ? [
          {
            name: 'live',
            testDir: 'tests/e2e/live',
            // One stand-in server with one throttle and one log: its specs take turns.
            workers: 1,
            use: { baseURL: `http://127.0.0.1:${LIVE_PORT}` },
          },
        ]
      : []),
    {
      name: 'mock-waiting',
      testMatch: WAITING_MOCK_SPECS,
      workers: 1,
      // A trace of each failure (test-results/): each of these long journeys across tabs and minutes
      // failed once in some twenty CI runs (a tab sent to the sign-in mid-way; a held write not told),
      // and neither came back when run alone. Cheap here, where the time goes to waiting.
      use: { baseURL: `http://127.0.0.1:${MOCK_PORT}`, trace: 'retain-on-failure' },
    },
    {
      name: 'mock',
      testIgnore: ['tests/e2e/live/**', ...WAITING_MOCK_SPECS],
      workers: 2,
      use: { baseURL: `http://127.0.0.1:${MOCK_PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --outDir ${MOCK_DIST} --host 127.0.0.1 --port ${MOCK_PORT} --strictPort`,
      url: `http://127.0.0.1:${MOCK_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(WITH_LIVE ? liveServers() : []),
  ],
})

function liveServers() {
  return [
    {
      command: `npx vite preview --outDir ${LIVE_DIST} --host 127.0.0.1 --port ${LIVE_PORT} --strictPort`,
      url: `http://127.0.0.1:${LIVE_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node tests/e2e/live/fake-sanctum.mjs`,
      url: `http://127.0.0.1:${FAKE_SANCTUM_PORT}/__test/log`,
      env: { FAKE_SANCTUM_PORT: String(FAKE_SANCTUM_PORT), FAKE_SANCTUM_ORIGIN: `http://127.0.0.1:${LIVE_PORT}` },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ]
}
