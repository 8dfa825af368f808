import { signInForTest } from '../../mocks/node'
import type { Role, UserRecord } from '../../mocks/types'

/**
 * The user's choice in Account Settings of how long Verify and Approve wait for Undo (DESIGN section
 * 12), as that screen stores it: for tests about something else that happens once a decision is sent.
 */
export function chooseUndoHold(userId: number, seconds: 0 | 5 | 10): void {
  const key = `device-preferences:${userId}`
  const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}')
  localStorage.setItem(key, JSON.stringify({ ...(stored as object), 'undo-hold-seconds': seconds }))
}

/**
 * Signs in as `role` having chosen to send decisions at once: for tests of what follows a sent
 * decision (the server's answer, a rollback, the next record), which would otherwise wait out the
 * 5 seconds of the default hold on the real clock. The hold itself is tested with the test's clock.
 */
export async function signInDecidingAtOnce(role: Role): Promise<UserRecord> {
  const user = await signInForTest(role)
  chooseUndoHold(user.id, 0)
  return user
}
