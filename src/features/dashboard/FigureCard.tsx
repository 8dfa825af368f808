import { useId, type ReactNode } from 'react'
import type { FigureKind } from '@/domain/dashboard-figures'
import { DashboardError } from './DashboardError'
import { useRetryFailed } from './use-dashboard-figures'

interface FigureCardProps {
  title: string
  kind: FigureKind
  /** The card's counts' failures: when one failed, the card says so instead, and Try again asks again. */
  errors: readonly (Error | null)[]
  children: ReactNode
}

/** One card of counts (a queue, or what a kind received in the window), titled for landmarks navigation. */
export function FigureCard({ title, kind, errors, children }: FigureCardProps) {
  const headingId = useId()
  const { retry, retrying } = useRetryFailed(kind)
  const error = errors.find((candidate) => candidate !== null)
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm print:break-inside-avoid print:p-2 print:shadow-none"
    >
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {title}
      </h3>
      {/* A card whose counts failed shows only why, not a row of dashes. */}
      {error ? <DashboardError error={error} onRetry={retry} retrying={retrying} className="mt-2" /> : children}
    </section>
  )
}
