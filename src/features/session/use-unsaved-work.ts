import { useEffect, useRef } from 'react'
import { holdUnsavedWork } from '@/api/unsaved-work'

/** Holds unsaved work while `unsaved` is true; `keep` may change between renders. */
export function useUnsavedWork(unsaved: boolean, keep?: () => void): void {
  const keepRef = useRef(keep)
  useEffect(() => {
    keepRef.current = keep
  })
  useEffect(() => {
    if (!unsaved) return
    return holdUnsavedWork(() => keepRef.current?.())
  }, [unsaved])
}
