import { budgetWaitText } from '@/domain/server-wait'
import { useRequestWaitSeconds } from './use-request-wait'

/**
 * 'Waiting for the server (12 s)' beside something a person asked for that the request budget holds
 * (a list's page, the next record of a queue): without it the page waited up to a minute with no
 * word. Nothing while nothing is held, or while the wait is not known.
 */
export function BudgetWaitNote({ className = '' }: { className?: string }) {
  const seconds = useRequestWaitSeconds('foreground')
  return seconds === null ? null : <p className={`text-sm text-amber-900 ${className}`}>{budgetWaitText(seconds)}</p>
}
