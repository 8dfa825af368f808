import { useEffect, useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Keeps the custom property `name` on the root at the height `element` takes on screen (plus `gap`
 * while it takes any), for what else on the page must keep clear of it; read it with a 0px fallback. The height comes from a
 * ResizeObserver, after the browser's own layout: reading it as the element changed forced a layout of
 * the whole page in the middle of React's commit (bench g).
 */
export function useRootHeightProperty(
  element: RefObject<HTMLElement | null>,
  name: string,
  { gap = 0, shown = true }: { gap?: number; shown?: boolean } = {},
): void {
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const observed = element.current
    // jsdom has no ResizeObserver, and no layout to measure: nothing is kept clear there.
    if (!observed || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.borderBoxSize[0]
      if (box) setHeight(Math.round(box.blockSize))
    })
    observer.observe(observed)
    return () => observer.disconnect()
  }, [element])
  const value = shown && height > 0 ? height + gap : 0
  // Set only when it changes, and absent while nothing is to be kept clear of (its readers fall back to
  // 0px): a custom property on the root restyles every element that inherits it, and a list's first
  // draw at start-up would otherwise write one for nothing.
  useLayoutEffect(() => {
    const { style } = document.documentElement
    if (value > 0) style.setProperty(name, `${value}px`)
    else style.removeProperty(name)
  }, [name, value])
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty(name)
    },
    [name],
  )
}
