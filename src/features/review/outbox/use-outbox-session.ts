import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { outbox } from '@/api/outbox'

/**
 * The signed-in user's outbox in this tab, for as long as the console's layout is on screen: what
 * this user left unconfirmed in a tab that is gone goes on, and leaving the page while a change is
 * unconfirmed asks first (the browser's own leave-page question).
 */
export function useOutboxSession(userId: number | null): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === null) return
    void outbox.start(queryClient, userId)
    return () => outbox.stop()
  }, [queryClient, userId])

  useEffect(() => {
    const askFirst = (event: BeforeUnloadEvent) => {
      if (outbox.unconfirmed().length === 0) return
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', askFirst)
    return () => window.removeEventListener('beforeunload', askFirst)
  }, [])
}
