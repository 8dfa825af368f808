import { useEffect, useSyncExternalStore } from 'react'
import { isNewVersionAvailable, subscribeNewVersion, watchForNewVersion } from '@/lib/console-version'

/**
 * 'A new version of the console is available.' with Reload, once however many files failed to load
 * (lib/console-version.ts). A strip above the page, on the sign-in page and every signed-in one (App.tsx
 * renders it beside the router), covering nothing. Polite: the region stays mounted, so the text is
 * announced when it appears, without interrupting. Reload is the person's to press: a form's draft and the
 * writes not yet sent survive it.
 */
export function NewVersionNotice() {
  const available = useSyncExternalStore(subscribeNewVersion, isNewVersionAvailable)
  useEffect(() => watchForNewVersion(), [])
  return (
    <div role="status">
      {available && (
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b border-green-800 bg-green-50 px-4 py-2 text-sm text-green-950">
          <p>A new version of the console is available.</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md bg-green-700 px-3 py-1 font-medium text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
          >
            Reload
          </button>
        </div>
      )}
    </div>
  )
}
