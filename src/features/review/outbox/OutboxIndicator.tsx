import { Link } from '@tanstack/react-router'
import { isSettled, outbox, type UnconfirmedWrite } from '@/api/outbox'
import { Button } from '@/components/ui/Button'
import { PopoverButton } from '@/components/ui/PopoverButton'
import { countOf } from '@/domain/format'
import { ACTION_LABEL } from '@/domain/action-labels'
import { useRequestWaitSeconds } from '@/features/session/use-request-wait'
import { RECORD_PATH } from '../detail/record-paths'
import { useOutboxWrites } from './use-outbox'
import { writeStateText } from './write-state'

/**
 * '1 change waiting', '2 changes waiting'; then those that ended without being made, each kind by its
 * own word (DESIGN section 11): refused by the server, or not applied as the record had moved on.
 */
function indicatorLabel(writes: readonly UnconfirmedWrite[]): string {
  const count = (kind: UnconfirmedWrite['state']['kind']) => writes.filter((write) => write.state.kind === kind).length
  const waiting = writes.filter((write) => !isSettled(write)).length
  const [refused, notApplied] = [count('refused'), count('not-applied')]
  const parts = [
    ...(waiting > 0 ? [`${countOf(waiting, 'change')} waiting`] : []),
    ...(refused > 0 ? [`${refused} refused`] : []),
    ...(notApplied > 0 ? [`${notApplied} not applied`] : []),
  ]
  return parts.join(', ')
}

/**
 * For the top bar: every change of this tab the server has not confirmed, and those it did not
 * apply, each with its record, action and what it waits for; Retry now, Cancel for one not yet sent,
 * Dismiss for one the server refused. Nothing shows while there is nothing to say.
 */
export function OutboxIndicator() {
  const writes = useOutboxWrites()
  const waitSeconds = useRequestWaitSeconds('foreground')
  if (writes.length === 0) return null
  return (
    <div className="shrink-0">
      <PopoverButton label={indicatorLabel(writes)} align="start">
        <ul className="flex w-80 max-w-full flex-col divide-y divide-gray-200 text-sm">
          {writes.map((write) => (
            <OutboxItem key={write.id} write={write} waitSeconds={waitSeconds} />
          ))}
        </ul>
      </PopoverButton>
    </div>
  )
}

function OutboxItem({ write, waitSeconds }: { write: UnconfirmedWrite; waitSeconds: number | null }) {
  const { kind } = write.state
  const settled = isSettled(write)
  const sent = kind === 'sending'
  return (
    <li className="py-2">
      <p className="font-medium text-gray-900">
        {ACTION_LABEL[write.action]}:{' '}
        <Link
          to={RECORD_PATH[write.entity]}
          params={{ id: String(write.recordId) }}
          className="text-green-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-green-700"
        >
          {write.subject}
        </Link>
      </p>
      <p role={settled ? undefined : 'status'} className={settled ? 'text-red-800' : 'text-amber-900'}>
        {writeStateText(write, waitSeconds)}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        {!sent && (
          <Button size="sm" onClick={() => outbox.retry(write.id)}>
            {settled ? 'Retry' : 'Retry now'}
          </Button>
        )}
        {!sent && !settled && (
          <Button size="sm" onClick={() => outbox.cancel(write.id)}>
            Cancel
          </Button>
        )}
        {settled && (
          <Button size="sm" onClick={() => outbox.dismiss(write.id)}>
            Dismiss
          </Button>
        )}
      </div>
    </li>
  )
}
