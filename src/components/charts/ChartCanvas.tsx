import type { ReactNode } from 'react'
import { canDrawCharts } from './canvas-support'

interface ChartCanvasProps {
  ariaLabel: string
  className: string
  /** The chart.js canvas, rendered only where a canvas can be drawn. */
  children: ReactNode
}

/** The sized box a chart fills (chart.js sizes itself from its parent), or a note where canvas is unavailable. */
export function ChartCanvas({ ariaLabel, className, children }: ChartCanvasProps) {
  if (!canDrawCharts()) {
    return (
      <div
        role="img"
        aria-label={ariaLabel}
        className={`flex items-center justify-center text-sm text-gray-700 ${className}`}
      >
        This browser cannot draw charts.
      </div>
    )
  }
  // The canvas keeps its drawn width until chart.js hears of its box's new size (a resize observer,
  // then a frame): clipped, it never widens the page meanwhile, as on a phone turned upright.
  return <div className={`relative min-w-0 overflow-hidden ${className}`}>{children}</div>
}
