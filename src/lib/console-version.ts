import { externalValue } from './external-value'
import { forgetUnloadableFiles, markFileUnloadable } from './unloadable-files'

/**
 * Whether a newer build of the console has replaced the one this page runs. A deploy replaces the
 * files on the static host: an open console may then ask for a chunk that is gone, or find that
 * `version.json` names another build. Either way it can no longer count on loading what it needs,
 * and says so ('A new version of the console is available.', with Reload: components/ui/NewVersionNotice).
 * It never reloads by itself, as someone may be typing.
 */

/** The build this page runs, baked in by vite.config.ts, which writes the same id to /version.json. */
const RUNNING_BUILD: string = __CONSOLE_BUILD__

const newVersion = externalValue(false)

export const subscribeNewVersion = newVersion.subscribe
export const isNewVersionAvailable = newVersion.get

function replaced(): void {
  if (!newVersion.get()) newVersion.set(true)
}

/**
 * A file of this build could not be loaded: a lazily loaded screen or dialog, a route's chunk. Offline
 * every file fails, which is the network and no new version; the console says so elsewhere.
 */
function reportUnloadableFile(): void {
  markFileUnloadable()
  if (navigator.onLine) replaced()
}

let checking = false

/**
 * Asks the console's own host which build it serves now: a plain request to this origin, never through
 * the API client (no API call, no request budget). A host without the file, or no answer, says nothing.
 */
async function checkServedBuild(): Promise<void> {
  if (checking || newVersion.get()) return
  checking = true
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}version.json`, { cache: 'no-store' })
    const body: unknown = response.ok ? await response.json() : null
    const served = typeof body === 'object' && body !== null && 'build' in body ? body.build : undefined
    if (typeof served === 'string' && served !== RUNNING_BUILD) replaced()
  } catch {
    // Offline or not JSON: nothing to conclude.
  } finally {
    checking = false
  }
}

/**
 * Watches for a newer build until the returned function is called: when the tab comes back into view
 * or focus (a console left open overnight is the one a deploy overtakes), and when Vite fails to load
 * a file (`vite:preloadError`, for every dynamic import of a build: lazily loaded dialogs and details,
 * route chunks). Vite would throw the import's error after the event; prevented, the import resolves to
 * nothing: a lazily loaded dialog stays closed, and TanStack Router does not reload the page by itself,
 * as it does when a route chunk's import fails.
 */
export function watchForNewVersion(): () => void {
  const onPreloadError = (event: Event): void => {
    event.preventDefault()
    reportUnloadableFile()
  }
  const onReturn = (): void => {
    if (document.visibilityState === 'visible') void checkServedBuild()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  window.addEventListener('focus', onReturn)
  document.addEventListener('visibilitychange', onReturn)
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    window.removeEventListener('focus', onReturn)
    document.removeEventListener('visibilitychange', onReturn)
  }
}

/** Tests start each from a console that knows of no newer build. */
export function forgetNewVersion(): void {
  forgetUnloadableFiles()
  if (newVersion.get()) newVersion.set(false)
}
