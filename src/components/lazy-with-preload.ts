import { createElement, useEffect, useState, type ComponentType } from 'react'

/**
 * A component whose code loads on first render, and a `preload` that starts loading it earlier: when
 * the page is idle, or on a sign of intent. Both share one request, so once a preload has finished the
 * first render is immediate. Until the code is there the component shows nothing. It never suspends:
 * React throttles revealing suspended content by 300 ms on its timers, and React 19 warns about a
 * lazy component that suspends on its first render.
 */
export function lazyWithPreload<Component extends ComponentType<never>>(load: () => Promise<Component>) {
  let loaded: Component | undefined
  let loading: Promise<Component> | undefined
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next render or preload asks again (a dropped connection, a chunk replaced by a deploy).
        loading = undefined
        throw error
      },
    ))

  function LoadedOnUse(props: object) {
    const [component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (component) return
      let mounted = true
      preload().then(
        (ready) => mounted && setComponent(() => ready),
        () => {},
      )
      return () => {
        mounted = false
      }
    }, [component])
    return component ? createElement(component as ComponentType<object>, props) : null
  }
  // The component renders exactly what `Component` renders, so it keeps that signature for JSX,
  // type parameters included (BulkActions<T>).
  return { Component: LoadedOnUse as unknown as Component, preload }
}

/**
 * Starts `preload` once the browser has nothing better to do after this component mounted, so code
 * that a screen needs only after a click (a confirmation, a bulk bar) does not hold its first paint
 * but is there by the time someone clicks. A failed preload is left to the real load to report.
 * Offline it asks for nothing: the browser keeps a module that failed to load as failed until the
 * page reloads, so a preload made offline would break the screen it was for, for good.
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>) {
  useEffect(() => {
    const start = () => {
      if (navigator.onLine) void preload().catch(() => {})
    }
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
