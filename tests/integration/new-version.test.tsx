import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server, signInForTest } from '../../mocks/node'
import { renderApp } from '../support/render-app'

const NOTICE = 'A new version of the console is available.'

/** What Vite's preload helper dispatches when a file of the running build cannot be fetched. */
function failToLoadAFile(): Event {
  const event = new Event('vite:preloadError', { cancelable: true })
  Object.assign(event, { payload: new TypeError('Failed to fetch dynamically imported module: /assets/gone.js') })
  window.dispatchEvent(event)
  return event
}

/**
 * The static host's next answer to `/version.json`, held until the returned function is called: while
 * one check waits, the console asks no other, so a second check asked proves the first one over.
 */
function holdVersionFile(answer: () => Response): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get('/version.json', async () => {
      await released
      return answer()
    }),
  )
  return release
}

const serving = (build: string) => () => HttpResponse.json({ build })

/** The person comes back to the tab: it becomes visible and takes the focus. */
function comeBack(): void {
  document.dispatchEvent(new Event('visibilitychange'))
  window.dispatchEvent(new FocusEvent('focus'))
}

/** The `cache` mode of each request for /version.json, in order. */
function versionChecks(): string[] {
  const checks: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/version.json') checks.push(request.cache)
  })
  return checks
}

/**
 * Comes back until the console has asked the host `count` times: it watches once its notice has loaded,
 * and asks again once the check before has ended.
 */
async function comeBackUntilChecked(checks: string[], count: number): Promise<void> {
  await waitFor(() => {
    if (checks.length < count) comeBack()
    expect(checks).toHaveLength(count)
  })
}

describe('a new version of the console', () => {
  it('is said once, politely, with Reload, on the sign-in page when files of this build cannot be loaded', async () => {
    const user = userEvent.setup()
    renderApp('/login')
    await screen.findByRole('heading', { name: 'Sign in to the console' })
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()

    // The notice loads right after the first render and watches from then on. Vite would throw each
    // failed import's error on: the notice is the answer.
    await waitFor(() => expect(failToLoadAFile().defaultPrevented).toBe(true))
    const failures = [failToLoadAFile(), failToLoadAFile()]
    expect(failures.every((event) => event.defaultPrevented)).toBe(true)
    expect(screen.getAllByText(NOTICE)).toHaveLength(1)
    const notice = screen.getByText(NOTICE).closest('[role="status"]')
    if (!(notice instanceof HTMLElement)) throw new Error('The notice is not in a status region')

    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    expect(reload).not.toHaveBeenCalled()
    await user.click(within(notice).getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('is said in the console when the host serves another build as the tab comes back, and not before', async () => {
    await signInForTest('admin')
    const checks = versionChecks()
    renderApp('/loans')
    await screen.findByText(/Showing page \d+ of \d+/)
    expect(checks).toEqual([])

    const sameBuild = holdVersionFile(serving(__CONSOLE_BUILD__))
    await comeBackUntilChecked(checks, 1)
    // Straight from the host, past the browser's cache; while one check waits, no return asks again.
    expect(checks).toEqual(['no-store'])
    sameBuild()

    const anotherBuild = holdVersionFile(serving('2099-01-01T00:00:00.000Z'))
    await comeBackUntilChecked(checks, 2)
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
    anotherBuild()
    expect(await screen.findByText(NOTICE)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible()
    // The page stays as it was: nothing reloads by itself.
    expect(screen.getByText(/Showing page \d+ of \d+/)).toBeVisible()

    // Once known, the host is not asked again.
    comeBack()
    expect(checks).toHaveLength(2)
  })

  it('says nothing when the host cannot be reached or has no version.json', async () => {
    const checks = versionChecks()
    renderApp('/login')
    await screen.findByRole('heading', { name: 'Sign in to the console' })
    const unreachable = holdVersionFile(() => HttpResponse.error())
    await comeBackUntilChecked(checks, 1)
    unreachable()
    // A host without the file answers its index page.
    const missing = holdVersionFile(() => new HttpResponse('<!doctype html>', { status: 404 }))
    await comeBackUntilChecked(checks, 2)
    missing()
    const sameBuild = holdVersionFile(serving(__CONSOLE_BUILD__))
    await comeBackUntilChecked(checks, 3)
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
    sameBuild()
  })
})
