import type { CSSProperties, ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import type { ZoomViewControl, ZoomViewState } from './use-zoom-view'

/**
 * The box the content takes on screen, turned. With a known aspect (an image's width over height) 'fit'
 * is the largest box of that shape inside the frame; without one (a PDF, which scrolls itself) the box is
 * the frame's height and its width follows the zoom. Container units: the frame is a size container.
 */
function boxStyle({ zoom, rotation }: ZoomViewState, aspect: number | undefined): CSSProperties {
  const turned = rotation % 180 !== 0
  const width = zoom === 'fit' ? 1 : zoom
  if (aspect === undefined) return { width: `${width * 100}cqw`, height: '100cqh' }
  const shown = turned ? 1 / aspect : aspect
  return {
    width: zoom === 'fit' ? `min(100cqw, calc(100cqh * ${shown}))` : `${width * 100}cqw`,
    aspectRatio: String(shown),
  }
}

/** The content before its turn: a quarter turn swaps its width and height, so the turned content fills the box. */
function contentStyle({ rotation }: ZoomViewState): CSSProperties {
  const turned = rotation % 180 !== 0
  return {
    width: turned ? '100cqh' : '100cqw',
    height: turned ? '100cqw' : '100cqh',
    transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
  }
}

interface ZoomViewProps {
  control: ZoomViewControl
  /** Width over height of the content when known (an image once loaded). */
  aspect?: number
  /** Names the scrolling frame, which takes focus so the keyboard can scroll a zoomed view. */
  label: string
  /** Sizes the frame: it needs a height of its own (e.g. `h-[60vh]`, or `flex-1 min-h-0` in a column). */
  className?: string
  /** The content, filling its box (`h-full w-full`). */
  children: ReactNode
}

/**
 * A scrolling frame showing its content fitted, zoomed and turned as `control` says: centred across,
 * from the top down, as a page is read (and its top is what shows when the frame runs off the screen).
 */
export function ZoomView({ control, aspect, label, className = '', children }: ZoomViewProps) {
  return (
    <div
      id={control.frameId}
      role="group"
      aria-label={label}
      tabIndex={0}
      className={`flex overflow-auto rounded border border-gray-200 bg-gray-100 [container-type:size] focus-visible:outline-2 focus-visible:outline-green-700 ${className}`}
    >
      <div
        className="relative mx-auto shrink-0 self-start [container-type:size]"
        style={boxStyle(control.state, aspect)}
      >
        <div className="absolute top-1/2 left-1/2" style={contentStyle(control.state)}>
          {children}
        </div>
      </div>
    </div>
  )
}

function zoomText({ zoom, rotation }: ZoomViewState): string {
  // 'Fitted', not 'Fit': the Fit button beside it is the action, this is the state it leaves.
  const size = zoom === 'fit' ? 'Fitted' : `${Math.round(zoom * 100)}%`
  return rotation === 0 ? size : `${size}, turned ${rotation}°`
}

/** Zoom out, the zoom shown, zoom in, Fit and Rotate 90°, then whatever the owner adds (`children`). */
export function ZoomControls({ control, children }: { control: ZoomViewControl; children?: ReactNode }) {
  return (
    <div role="group" aria-label="View controls" className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        aria-label="Zoom out"
        disabled={!control.canZoomOut}
        onClick={control.zoomOut}
        className="min-w-8"
      >
        <span aria-hidden="true">−</span>
      </Button>
      <output aria-live="polite" className="min-w-12 text-center text-sm text-gray-800">
        {zoomText(control.state)}
      </output>
      <Button size="sm" aria-label="Zoom in" disabled={!control.canZoomIn} onClick={control.zoomIn} className="min-w-8">
        <span aria-hidden="true">+</span>
      </Button>
      <Button size="sm" disabled={control.state.zoom === 'fit'} onClick={control.fit}>
        Fit
      </Button>
      <Button size="sm" onClick={control.rotate}>
        Rotate 90°
      </Button>
      {children}
    </div>
  )
}
