import { StatusBadge } from '@/components/ui/StatusBadge'
import { useRequestWaitSeconds } from '@/features/session/use-request-wait'
import { useRecordWrite } from './use-outbox'
import { writeStateText } from './write-state'

/**
 * A record's status as the screen shows it, and while a change to it is unconfirmed, what that change
 * is waiting for ('Saving...', 'Waiting for the server (12 s)', 'Waiting for the network'), said
 * politely to screen readers. The badge already shows the new status (the change is optimistic).
 */
export function RecordStatus({
  resourceKey,
  recordId,
  status,
}: {
  resourceKey: string
  recordId: number
  status: string
}) {
  const write = useRecordWrite(resourceKey, recordId)
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <StatusBadge status={status} />
      {write && <WriteNote write={write} />}
    </span>
  )
}

function WriteNote({ write }: { write: NonNullable<ReturnType<typeof useRecordWrite>> }) {
  const waitSeconds = useRequestWaitSeconds('foreground')
  return (
    <span role="status" className="text-xs font-medium whitespace-nowrap text-amber-900">
      {writeStateText(write, waitSeconds)}
    </span>
  )
}
