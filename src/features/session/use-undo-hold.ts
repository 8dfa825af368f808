import { useDevicePreference } from '@/components/preferences/device-preferences'
import { useCurrentUser } from './use-current-user'

/** The holds a person may choose, in seconds; 0 sends a decision at once. */
export const UNDO_HOLD_CHOICES = [0, 5, 10] as const
export type UndoHoldSeconds = (typeof UNDO_HOLD_CHOICES)[number]

const DEFAULT_HOLD: UndoHoldSeconds = 5
const parseHold = (stored: unknown) => UNDO_HOLD_CHOICES.find((seconds) => seconds === stored)

/**
 * How long Verify and Approve are held for Undo before they are sent (DESIGN section 12): 5 seconds
 * unless the signed-in user chose otherwise in Account Settings, remembered per user on this device.
 */
export function useUndoHold(): [UndoHoldSeconds, (seconds: UndoHoldSeconds) => void] {
  const userId = useCurrentUser()?.id ?? null
  const [seconds, update] = useDevicePreference(userId, 'undo-hold-seconds', parseHold, DEFAULT_HOLD)
  return [seconds, (next) => update(() => next)]
}
