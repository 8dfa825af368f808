import { useCallback } from 'react'

type UrlElement = HTMLImageElement | HTMLIFrameElement | HTMLAnchorElement

/**
 * A ref that shows `blob` in an <img> or <iframe>, or links to it from an <a>, through an object URL
 * that lives exactly as long as the element: it is made when the element mounts and revoked when it
 * unmounts or the blob changes (React 19 ref cleanup), so no URL outlives its preview, StrictMode's
 * double mount included. `fragment` (e.g. `#view=FitH`) tells a PDF viewer how to open the file.
 */
export function useObjectUrlRef(blob: Blob, fragment = ''): (element: UrlElement | null) => (() => void) | undefined {
  return useCallback(
    (element: UrlElement | null) => {
      if (!element) return undefined
      const url = URL.createObjectURL(blob)
      if (element instanceof HTMLAnchorElement) element.href = url
      else element.src = url + fragment
      return () => URL.revokeObjectURL(url)
    },
    [blob, fragment],
  )
}
