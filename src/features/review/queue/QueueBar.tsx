import { useSyncExternalStore } from 'react'
import { useShortcuts } from '@/components/keyboard/use-shortcuts'
import { Button } from '@/components/ui/Button'
import { BudgetWaitNote } from '@/features/session/BudgetWaitNote'
import type { RecordQueue } from './use-record-queue'

/**
 * 'Record n of N' and the walk through the queue, above the record; `failureMessage` is the list's
 * own. `j` and `k` walk it, Escape goes back to the list.
 */
export function QueueBar({ queue, failureMessage }: { queue: RecordQueue; failureMessage: string }) {
  useShortcuts({
    j: queue.hasNext ? queue.next : undefined,
    k: queue.hasPrevious ? queue.previous : undefined,
    Escape: queue.back,
  })
  // A step's button looks pressed (busy) until the record it opens is on screen, by key or by click.
  const stepping = useSyncExternalStore(queue.stepping.subscribe, queue.stepping.get)
  return (
    <nav aria-label="Queue" className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-gray-700">
        {queue.position !== null && queue.total !== null ? `Record ${queue.position} of ${queue.total}` : ''}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {stepping !== null && <BudgetWaitNote />}
        {queue.failed && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failureMessage}
          </p>
        )}
        <Button
          onClick={queue.previous}
          disabled={!queue.hasPrevious}
          aria-keyshortcuts="k"
          aria-busy={stepping === 'previous' || undefined}
          title="Previous record (k)"
        >
          <span aria-hidden="true">‹</span> Previous record
        </Button>
        <Button
          onClick={queue.next}
          disabled={!queue.hasNext}
          aria-keyshortcuts="j"
          aria-busy={stepping === 'next' || undefined}
          title="Next record (j)"
        >
          Next record <span aria-hidden="true">›</span>
        </Button>
      </div>
    </nav>
  )
}
