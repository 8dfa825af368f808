import { useCallback } from 'react'

type UrlElement = HTMLImageElement | HTMLIFrameElement

/**
 * A ref that shows `blob` in an <img> or <iframe> through an object URL that lives exactly as long
 * as the element: it is made when the element mounts and revoked when it unmounts (React 19 ref
 * cleanup), so no URL outlives its preview, StrictMode's double mount included.
 */
export function useObjectUrlRef(blob: Blob): (element: UrlElement | null) => (() => void) | undefined {
  return useCallback(
    (element: UrlElement | null) => {
      if (!element) return undefined
      const url = URL.createObjectURL(blob)
      element.src = url
      return () => URL.revokeObjectURL(url)
    },
    [blob],
  )
}
