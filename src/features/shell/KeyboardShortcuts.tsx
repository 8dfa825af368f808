import { lazy, Suspense, useState } from 'react'
import { useShortcuts } from '@/components/keyboard/use-shortcuts'

// Loaded on the first `?`: every screen binds the key, and the dialog would weigh on every first load.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then((module) => ({ default: module.ShortcutsDialog })))

/** `?` opens the 'Keyboard shortcuts' dialog, on every screen of the console (mounted once, by AppLayout). */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false)
  useShortcuts({ '?': () => setOpen(true) })
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setOpen(false)} />
    </Suspense>
  )
}
