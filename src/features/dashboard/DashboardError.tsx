import { Button } from '@/components/ui/Button'

interface DashboardErrorProps {
  onRetry: () => void
  retrying: boolean
}

/** SPEC section 8's text for any failed load (HTTP error, network drop or malformed body), with a retry. */
export function DashboardError({ onRetry, retrying }: DashboardErrorProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-4">
      <p role="alert" className="text-sm font-medium text-red-800">
        Failed to fetch dashboard stats
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  )
}
