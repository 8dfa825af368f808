import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { errorReason } from '@/api/errors'
import { outbox, type OutboxNotice } from '@/api/outbox'
import { toast, type ToastAction } from '@/components/toast/toast-store'
import { actionDoneMessage, actionFailureHeadline, notAppliedMessage } from '@/domain/action-messages'
import { RECORD_PATH } from '../detail/record-paths'
import { recordSteps } from '../detail/record-steps'

/**
 * How a write ended, told as a toast that names its record (DESIGN section 11): 'Verified: Oratile
 * Rantao · KM1039'; a refusal with the server's reason, Retry, and Open when the reviewer has moved on
 * to another screen; 'Not applied: ... is already approved' when the record had moved on at the server.
 * Mounted once, in the signed-in layout.
 */
export function useOutboxNotices(): void {
  const router = useRouter()
  useEffect(() => {
    const tell = async ({ write }: OutboxNotice) => {
      if (!write.announce) return
      // Where the reviewer is once a step to another record under way (j or k, which leave a frame after
      // the press, or act and advance across a page) has left this one.
      await recordSteps.settled()
      const path = RECORD_PATH[write.entity]
      const here = router.latestLocation.pathname === path.replace('$id', String(write.recordId))
      const open: ToastAction[] = here
        ? []
        : [{ label: 'Open', run: () => void router.navigate({ to: path, params: { id: String(write.recordId) } }) }]
      switch (write.state.kind) {
        case 'refused':
          toast.error(`${actionFailureHeadline(write.entity, write.action, write.screen)}: ${write.subject}`, {
            detail: errorReason(write.state.error),
            actions: [{ label: 'Retry', run: () => outbox.retry(write.id) }, ...open],
          })
          break
        case 'not-applied':
          toast.warning(notAppliedMessage(write.subject, write.state.status), { actions: open })
          break
        default:
          toast.success(actionDoneMessage(write.action, write.subject))
      }
    }
    outbox.onNotice((notice) => void tell(notice))
    return () => outbox.onNotice(() => undefined)
  }, [router])
}
