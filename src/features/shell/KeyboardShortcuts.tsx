import { useState } from 'react'
import { lazyWithPreload } from '@/components/lazy-with-preload'
import { useShortcuts } from '@/components/keyboard/use-shortcuts'

// Loaded on the first `?`: every screen binds the key, and the dialog would weigh on every first load.
const { Component: ShortcutsDialog } = lazyWithPreload(() =>
  import('./ShortcutsDialog').then((module) => module.ShortcutsDialog),
)

/** `?` opens the 'Keyboard shortcuts' dialog, on every screen of the console (mounted once, by AppLayout). */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false)
  useShortcuts({ '?': () => setOpen(true) })
  if (!open) return null
  return <ShortcutsDialog onClose={() => setOpen(false)} />
}
