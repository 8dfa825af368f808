import { useCurrentUser } from '@/features/session/use-current-user'
import { useDevicePreference } from '@/components/preferences/device-preferences'

const parseAdvance = (stored: unknown) => (typeof stored === 'boolean' ? stored : undefined)

/**
 * Whether to open the next record after an action (DESIGN section 10): on by default, remembered per
 * user on this device with their other preferences.
 */
export function useAdvancePreference(): [boolean, (on: boolean) => void] {
  const userId = useCurrentUser()?.id ?? null
  const [advance, update] = useDevicePreference(userId, 'review-advance', parseAdvance, true)
  return [advance, (on) => update(() => on)]
}
