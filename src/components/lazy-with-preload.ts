import { lazy, useEffect, type ComponentType } from 'react'

/**
 * A component whose code loads on first render (render it inside a Suspense boundary), and a
 * `preload` that starts loading it earlier: when the page is idle, or on a sign of intent. Both share
 * one request, so a preload that has finished makes the first render immediate.
 */
export function lazyWithPreload<Component extends ComponentType<never>>(load: () => Promise<Component>) {
  let loading: Promise<Component> | undefined
  const preload = () => (loading ??= load())
  // React.lazy's types cannot carry a generic component's type parameters (BulkActions<T>) through.
  // The lazy component renders exactly what `Component` renders, so it keeps that signature for JSX.
  const Lazy = lazy(() => preload().then((component) => ({ default: component as unknown as ComponentType<object> })))
  return { Component: Lazy as unknown as Component, preload }
}

/**
 * Starts `preload` once the browser has nothing better to do after this component mounted, so code
 * that a screen needs only after a click (a confirmation, a bulk bar) does not hold its first paint
 * but is there by the time someone clicks. A failed preload is left to the real load to report.
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>) {
  useEffect(() => {
    const start = () => void preload().catch(() => {})
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = window.setTimeout(start, IDLE_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [preload])
}

/** At the latest this long after mounting, even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 1000
