import type { QueryClient } from '@tanstack/react-query'
import { currentUserFrom } from '@/api/auth/session'
import { readDevicePreference, useDevicePreference } from '@/components/preferences/device-preferences'
import { useCurrentUser } from '@/features/session/use-current-user'
import { LIST_ORDERS, type ListOrder } from './list-search'

const KEY = 'queue-order'
const DEFAULT: ListOrder = 'oldest'
const parseOrder = (stored: unknown) => LIST_ORDERS.find((order) => order === stored)

/**
 * The order the signed-in user works the decision queues in (DESIGN section 12): oldest first unless
 * they chose otherwise, remembered per user on this device.
 */
export function useQueueOrder(): [ListOrder, (order: ListOrder) => void] {
  const userId = useCurrentUser()?.id ?? null
  const [order, update] = useDevicePreference(userId, KEY, parseOrder, DEFAULT)
  return [order, (next) => update(() => next)]
}

/** The same preference, read by a route loader before any screen renders. */
export function queueOrderOf(queryClient: QueryClient): ListOrder {
  return readDevicePreference(currentUserFrom(queryClient)?.id ?? null, KEY, parseOrder, DEFAULT)
}
