import { createQueryClient } from '@/api/query-client'
import { toast } from '@/components/toast/toast-store'

/** The console's one QueryClient: mutation announcements become toasts. */
export function createAppQueryClient() {
  return createQueryClient((announcement) => toast[announcement.tone](announcement.message))
}
