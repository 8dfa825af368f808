import { Button } from './Button'

interface ErrorPanelProps {
  /** The screen's own failure text. */
  message: string
  /** Offers 'Try again' when asking again can help (not for a 404 or a 403). */
  onRetry?: () => void
  /** While the retry is under way: Try again waits. */
  retrying?: boolean
  className?: string
}

/**
 * The console's one failure state (lists, details, the dashboard): the screen's text in red and Try
 * again, announced as an alert. It shows after the client's own quick retry has failed too.
 */
export function ErrorPanel({ message, onRetry, retrying = false, className = '' }: ErrorPanelProps) {
  return (
    <div
      role="alert"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 ${className}`}
    >
      <p className="text-sm font-medium text-red-800">{message}</p>
      {onRetry && (
        <Button onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      )}
    </div>
  )
}
