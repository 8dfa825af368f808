import { useId, useState } from 'react'

/** The zoom levels offered, as a share of the frame's width: 1 is "as wide as the frame". */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const

export type Rotation = 0 | 90 | 180 | 270

export interface ZoomViewState {
  /** 'fit' shows the whole of it inside the frame; a number is a width as a share of the frame's. */
  zoom: number | 'fit'
  rotation: Rotation
}

export interface ZoomViewControl {
  state: ZoomViewState
  /** The scrolling frame's id: its box is measured to zoom on from 'fit'. */
  frameId: string
  canZoomIn: boolean
  canZoomOut: boolean
  zoomIn: () => void
  zoomOut: () => void
  fit: () => void
  rotate: () => void
}

const QUARTER_TURN: Readonly<Record<Rotation, Rotation>> = { 0: 90, 90: 180, 180: 270, 270: 0 }
const MIN_ZOOM = ZOOM_STEPS[0]
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 1

/** 'Fit' is whatever share of the frame's width the content takes; where nothing is laid out (jsdom), all of it. */
function fittedZoom(frameId: string): number {
  const frame = document.getElementById(frameId)
  const frameWidth = frame?.clientWidth ?? 0
  const boxWidth = frame?.firstElementChild?.getBoundingClientRect().width ?? 0
  return frameWidth > 0 && boxWidth > 0 ? boxWidth / frameWidth : 1
}

/** The next step up from `zoom`, or down: a fitted zoom between two steps goes to the nearer one that way. */
function stepFrom(zoom: number, direction: 1 | -1): number {
  const steps = direction === 1 ? ZOOM_STEPS : [...ZOOM_STEPS].reverse()
  return steps.find((step) => (direction === 1 ? step > zoom + 0.001 : step < zoom - 0.001)) ?? zoom
}

/**
 * Zoom, fit and a quarter turn for something shown in a frame (a scan, a PDF), for `ZoomView` and
 * `ZoomControls`. It starts fitted and upright; remount (a `key`) to start again for other content.
 */
export function useZoomView(): ZoomViewControl {
  const [state, setState] = useState<ZoomViewState>({ zoom: 'fit', rotation: 0 })
  const frameId = useId()
  const zoomBy = (direction: 1 | -1) => {
    const current = state.zoom === 'fit' ? fittedZoom(frameId) : state.zoom
    setState({ ...state, zoom: stepFrom(current, direction) })
  }
  return {
    state,
    frameId,
    canZoomIn: state.zoom === 'fit' || state.zoom < MAX_ZOOM,
    canZoomOut: state.zoom === 'fit' || state.zoom > MIN_ZOOM,
    zoomIn: () => zoomBy(1),
    zoomOut: () => zoomBy(-1),
    fit: () => setState({ ...state, zoom: 'fit' }),
    rotate: () => setState({ ...state, rotation: QUARTER_TURN[state.rotation] }),
  }
}
