// g. The dashboard's requests (issue 25, DESIGN sections 9 and 13): what the page costs the request
// budget when it opens, and when the supervisor changes the range. The mock answers every call 300 ms
// late, so a round trip is told apart from the page's own work: requests are grouped into waves, a
// wave being those sent before any answer to the previous wave arrived. Reported: the requests and
// their waves, and the time from the change until the window's first figures (what each kind
// received) and until every figure are on screen, on the page's own clock.

export const DASHBOARD_LATENCY_MS = 300

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `Nov 12 - Nov 25, 2026`: the days of 'Last N Days' as the page writes them. */
function windowDates(days) {
  const to = new Date()
  const from = new Date(to.getFullYear(), to.getMonth(), to.getDate() - (days - 1))
  const day = (date) => `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}`
  const first = from.getFullYear() === to.getFullYear() ? day(from) : `${day(from)}, ${from.getFullYear()}`
  return `${first} - ${day(to)}, ${to.getFullYear()}`
}

/** In the page: when the three 'received' counts of that window are links, and when no count still loads. */
function armProbe(page, dates) {
  return page.evaluate((received) => {
    const probe = { armedAt: performance.now(), startAt: null, firstAt: null, allAt: null }
    window.__benchDashboard = probe
    // The person's click or choice, in the capture phase: before any of the page's own handlers.
    const start = () => (probe.startAt ??= performance.now())
    window.addEventListener('click', start, { capture: true, once: true })
    window.addEventListener('change', start, { capture: true, once: true })
    const check = () => {
      const root = document.querySelector('[data-dashboard]')
      if (!root) return
      const links = [...root.querySelectorAll('a[aria-label]')].filter((link) =>
        link.getAttribute('aria-label').endsWith(` received ${received}: open the list`),
      )
      if (probe.startAt === null) return
      if (probe.firstAt === null && links.length === 3) probe.firstAt = performance.now()
      const loading = [...root.querySelectorAll('.sr-only')].some((element) => element.textContent === 'Loading...')
      if (probe.firstAt !== null && probe.allAt === null && !loading) {
        probe.allAt = performance.now()
        observer.disconnect()
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  }, dates)
}

/** The API calls the page made since `since` (its resource timing, MSW's answers included), in waves. */
async function callsSince(page, since) {
  const calls = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from && new URL(entry.name).pathname.startsWith('/api/'))
        .map((entry) => {
          const url = new URL(entry.name)
          return { call: `${url.pathname}${url.search}`, start: entry.startTime, end: entry.responseEnd }
        }),
    since,
  )
  const waves = []
  let pending = [...calls].sort((a, b) => a.start - b.start)
  while (pending.length > 0) {
    // A wave: everything sent before the first answer came back, so nothing in it waited for another.
    const firstAnswer = Math.min(...pending.map((call) => call.end))
    const wave = pending.filter((call) => call.start < firstAnswer)
    waves.push(wave.length)
    pending = pending.filter((call) => call.start >= firstAnswer)
  }
  const byKind = {}
  for (const { call } of calls) {
    const path = new URL(call, 'http://x').pathname
    byKind[path] = (byKind[path] ?? 0) + 1
  }
  return { requests: calls.length, waves, byKind }
}

async function waitForProbe(page) {
  await page.waitForFunction(() => window.__benchDashboard.allAt !== null, null, { timeout: 60_000 })
  // Resource timing entries land when the answers do; any request left over would show here.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  return page.evaluate(() => window.__benchDashboard)
}

/**
 * Opens the dashboard (Last 7 Days) signed in, then changes to Last 14 Days. `signIn(page)` signs in
 * and waits for the console; `base` is the app's origin.
 */
export async function dashboardRequests(page, { base, signIn }) {
  await signIn(page)
  await page.goto(`${base}/help?mock.latency=${DASHBOARD_LATENCY_MS}`)
  await page.getByRole('heading', { level: 1 }).waitFor()

  // Open: from the sidebar, as staff do, with the app already loaded.
  await armProbe(page, windowDates(7))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  const open = await waitForProbe(page)
  const openCalls = await callsSince(page, open.armedAt)

  // A range change.
  await armProbe(page, windowDates(14))
  await page.getByLabel('Range', { exact: true }).selectOption('14')
  const change = await waitForProbe(page)
  const changeCalls = await callsSince(page, change.armedAt)

  return {
    open: { ...openCalls, firstMs: open.firstAt - open.startAt, allMs: open.allAt - open.startAt },
    change: { ...changeCalls, firstMs: change.firstAt - change.startAt, allMs: change.allAt - change.startAt },
  }
}
