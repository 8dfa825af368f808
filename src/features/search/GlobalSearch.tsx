import { useLayoutEffect, useState } from 'react'
import { lazyWithPreload } from '@/components/lazy-with-preload'

// The dialog, its searches and its results load on the first Ctrl+K or on the field: every signed-in
// page has the field, and its first paint should not wait for them.
const searchDialog = lazyWithPreload(() => import('./SearchDialog').then((module) => module.SearchDialog))
const SearchDialog = searchDialog.Component
const preload = () => void searchDialog.preload().catch(() => {})

/**
 * 'Find anyone from anywhere': a search field in the top bar that opens the search dialog, as does
 * Ctrl+K (Cmd+K) on every signed-in screen but over another dialog. Mounted once, by the top bar, with
 * it: the field and the shortcut are there as soon as any signed-in page shows (loaded later, a Ctrl+K
 * pressed on a page just shown was lost); only the dialog's code waits for the first use.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false)
  // In the commit that shows the top bar, before its paint: a Ctrl+K pressed as soon as the page shows
  // is heard (a passive effect runs after the paint, and a key can come in between).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return
      if (event.altKey || event.defaultPrevented || document.querySelector('dialog[open]')) return
      event.preventDefault()
      setOpen(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        className="flex min-h-10 items-center gap-2 rounded-md border border-gray-400 px-3 text-sm text-gray-700 hover:border-gray-600 focus-visible:outline-2 focus-visible:outline-green-700 md:w-80"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M9 15A6 6 0 1 0 9 3a6 6 0 0 0 0 12Zm5-1 4 4" />
        </svg>
        <span className="sr-only md:not-sr-only">Search name, member ID or Omang</span>
        <span className="ml-auto hidden text-xs md:inline">Ctrl K</span>
      </button>
      {open && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  )
}
