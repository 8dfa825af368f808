import { ErrorPanel } from '@/components/ui/ErrorPanel'

interface DashboardErrorProps {
  onRetry: () => void
  retrying: boolean
}

/** SPEC section 8's text for any failed load (HTTP error, network drop or malformed body), with a retry. */
export function DashboardError({ onRetry, retrying }: DashboardErrorProps) {
  return <ErrorPanel message="Failed to fetch dashboard stats" onRetry={onRetry} retrying={retrying} />
}
