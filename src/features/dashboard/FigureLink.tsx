import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { formatCount } from '@/domain/format'
import type { dashboardListLink, dashboardRecordLink } from './dashboard-links'
import type { Figure } from './use-dashboard-figures'

const FIGURE_LINK_CLASS =
  'rounded-sm font-semibold text-green-800 underline decoration-green-800/40 underline-offset-4 hover:decoration-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 print:text-gray-900 print:no-underline'

type FigureTarget = ReturnType<typeof dashboardListLink> | ReturnType<typeof dashboardRecordLink>

interface FigureLinkProps {
  to: FigureTarget
  /** What the link opens, said in full: the visible text is only the number. */
  label: string
  children: ReactNode
  className?: string
}

/** A figure that opens the records it counts. */
export function FigureLink({ to, label, children, className = '' }: FigureLinkProps) {
  return (
    <Link {...to} aria-label={label} className={`${FIGURE_LINK_CLASS} ${className}`}>
      {children}
    </Link>
  )
}

/** A placeholder of the number's size while it loads; 'Loading...' for a screen reader. */
export function FigurePending({ className = 'h-5 w-8' }: { className?: string }) {
  return (
    <span className={`inline-block rounded bg-gray-200 align-middle motion-safe:animate-pulse ${className}`}>
      <span className="sr-only">Loading...</span>
    </span>
  )
}

interface FigureCountProps {
  figure: Figure
  to: FigureTarget
  /** The accessible name for a count: `12 loan applications pending now: open the list`. */
  label: (count: number) => string
  className?: string
  pendingClassName?: string
}

/** A count: pending while it loads, then a link to its list; a failed one shows a dash (its card says why). */
export function FigureCount({ figure, to, label, className, pendingClassName }: FigureCountProps) {
  if (figure.value === undefined) return figure.error ? <span>-</span> : <FigurePending className={pendingClassName} />
  return (
    <FigureLink to={to} label={label(figure.value)} className={className}>
      {formatCount(figure.value)}
    </FigureLink>
  )
}
