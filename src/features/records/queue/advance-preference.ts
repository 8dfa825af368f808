import { useState } from 'react'
import { useCurrentUser } from '@/api/auth/use-current-user'

// 'Go to the next record after this' is remembered per user on this device (DESIGN section 10): one
// small localStorage entry per user id, so a colleague on the same computer keeps their own choice.
// Kept apart so it can move into a shared per-user preferences store without touching its callers.
const keyFor = (userId: number) => `review-advance:${userId}`

function readAdvance(userId: number | undefined): boolean {
  if (userId === undefined) return true
  try {
    return localStorage.getItem(keyFor(userId)) !== 'off'
  } catch {
    // Storage blocked by the browser: the default, on.
    return true
  }
}

/** Whether to open the next record after an action: on by default. */
export function useAdvancePreference(): [boolean, (on: boolean) => void] {
  const userId = useCurrentUser()?.id
  const [advance, setAdvance] = useState(() => readAdvance(userId))
  const change = (on: boolean) => {
    setAdvance(on)
    if (userId === undefined) return
    try {
      localStorage.setItem(keyFor(userId), on ? 'on' : 'off')
    } catch {
      // Storage full or blocked: the choice holds for this visit.
    }
  }
  return [advance, change]
}
