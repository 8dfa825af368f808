import { useSyncExternalStore } from 'react'

/** Below Tailwind's `sm` breakpoint: a phone held upright. */
export const PHONE_MEDIA_QUERY = '(max-width: 639.98px)'

/** Tailwind's `lg` and wider (a small laptop, with the sidebar shown): room for a side panel beside a page's content. */
export const SIDE_PANEL_MEDIA_QUERY = '(min-width: 1024px)'

/**
 * Whether the viewport matches a media query, following it as the window is resized or turned.
 * Where there is no `matchMedia` (jsdom) nothing matches, so tests see the laptop layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  )
}
