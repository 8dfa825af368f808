import { useRequestWaitSeconds } from '@/features/session/use-request-wait'

/**
 * 'Waiting for the server's rate limit (N s)' while the export's pages are held: by the server's last
 * 429, or by the budget the console keeps for what people ask for (DESIGN section 9).
 */
export function ExportWait() {
  const refused = useRequestWaitSeconds('rate-limit')
  const paced = useRequestWaitSeconds('background')
  const seconds = refused ?? paced
  return (
    <span role="status" className="text-xs whitespace-nowrap text-amber-900">
      {seconds !== null && `Waiting for the server's rate limit (${seconds} s)`}
    </span>
  )
}
