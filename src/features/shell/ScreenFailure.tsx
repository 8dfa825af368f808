import { useSyncExternalStore, type ReactNode } from 'react'
import { CatchBoundary, useRouterState } from '@tanstack/react-router'
import { connectionState } from '@/api/connectivity'
import { Button } from '@/components/ui/Button'

/**
 * In place of a screen that could not be loaded or drawn: the sidebar, the top bar and the changes
 * waiting to be sent stay. Mostly a screen's file that did not arrive: the connection dropped before
 * the screen was first opened (the browser then keeps that failure until the page reloads), or a
 * deploy replaced it. Reload is the person's to press, and waits for the network: a reload without
 * one would leave the console for the browser's own error page.
 */
function ScreenFailure() {
  const offline = useSyncExternalStore(connectionState.subscribe, () => connectionState.get().kind === 'offline')
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3">
      <p className="text-sm font-medium text-red-800">This screen could not be loaded.</p>
      <p className="text-sm text-red-800">
        {offline
          ? 'There is no connection. Reload once it is back; changes not yet sent are kept.'
          : 'Reload to open it; changes not yet sent are kept.'}
      </p>
      <Button onClick={() => window.location.reload()} disabled={offline}>
        Reload
      </Button>
    </div>
  )
}

/**
 * Around the screen in the signed-in layout. It comes with the layout's own file, so it is there when
 * no other file can be fetched (a route's own failure component is a file of its own). Another screen
 * starts afresh: once the router has resolved the new path, not when the address changes, as the
 * failed screen stays drawn while the next one loads and would fail the new path too. Routes that
 * name their failures (a record's load) catch them first.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  return (
    <CatchBoundary getResetKey={() => pathname} errorComponent={ScreenFailure}>
      {children}
    </CatchBoundary>
  )
}
