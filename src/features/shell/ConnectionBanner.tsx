import { useSyncExternalStore } from 'react'
import { connectionState, probeNow } from '@/api/connectivity'
import { Button } from '@/components/ui/Button'
import { SERVER_UNREACHABLE_MESSAGE } from '@/domain/server-wait'

export const OFFLINE_MESSAGE = 'You are offline. Changes are kept and sent when the connection is back.'

/**
 * Above every console page while the server cannot be reached: offline (the browser says so) or no
 * answer to the last request. Pages wait rather than fail, and changes wait in the outbox; Try again
 * asks the server at once.
 */
export function ConnectionBanner() {
  const connection = useSyncExternalStore(connectionState.subscribe, connectionState.get, connectionState.get)
  return (
    <div role="status">
      {connection.kind !== 'online' && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 lg:px-6">
          <p>{connection.kind === 'offline' ? OFFLINE_MESSAGE : SERVER_UNREACHABLE_MESSAGE}</p>
          {connection.kind === 'unreachable' && (
            <Button size="sm" onClick={() => void probeNow()}>
              Try again
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
