import { useEffect, useEffectEvent, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { isHeld, outbox, type UnconfirmedWrite } from '@/api/outbox'
import { useShortcuts } from '@/components/keyboard/use-shortcuts'
import { dismissToast, toast, type ToastAction } from '@/components/toast/toast-store'
import { ACTION_LABEL, ACTION_UNDER_WAY } from '@/domain/action-labels'
import { RECORD_PATH } from '../detail/record-paths'
import { useOutboxWrites } from './use-outbox'

/**
 * Undo for a decision held before it is sent (DESIGN section 12). Each held write shows a toast that
 * names its record, 'Verifying: Oratile Rantao · KM1039', with Undo, gone when the write is sent or
 * undone; `u` undoes the latest one. Undone, the record shows what it was, and a toast offers to go
 * back to it. Mounted once, in the signed-in layout.
 */
export function useHeldWrites(): void {
  const router = useRouter()
  const writes = useOutboxWrites()
  const held = writes.filter((write) => write.announce && isHeld(write))
  // The toast of each held write, by the write's id.
  const toasts = useRef(new Map<string, number>())

  const undo = (write: UnconfirmedWrite) => {
    if (!outbox.get().some((candidate) => candidate.id === write.id && isHeld(candidate))) return
    outbox.cancel(write.id)
    const path = RECORD_PATH[write.entity]
    const here = router.state.location.pathname === path.replace('$id', String(write.recordId))
    const open: ToastAction[] = here
      ? []
      : [{ label: 'Open', run: () => void router.navigate({ to: path, params: { id: String(write.recordId) } }) }]
    toast.info(`${ACTION_LABEL[write.action]} undone: ${write.subject}`, { actions: open })
  }

  const heldIds = held.map((write) => write.id).join(' ')
  // Reads the router and the outbox as they are when the held writes change.
  const showHeld = useEffectEvent(() => {
    const shown = toasts.current
    for (const write of outbox.get().filter((candidate) => candidate.announce && isHeld(candidate))) {
      if (shown.has(write.id)) continue
      // One line and its Undo: a few of these stacked must still leave the pager's buttons clear.
      const id = toast.info(`${ACTION_UNDER_WAY[write.action]}: ${write.subject}`, {
        actions: [{ label: 'Undo (u)', run: () => undo(write) }],
      })
      shown.set(write.id, id)
    }
    const stillHeld = new Set(heldIds.split(' '))
    for (const [writeId, toastId] of shown) {
      if (stillHeld.has(writeId)) continue
      dismissToast(toastId)
      shown.delete(writeId)
    }
  })
  useEffect(() => showHeld(), [heldIds])

  const latest = held.at(-1)
  useShortcuts({ u: latest ? () => undo(latest) : undefined })
}
