import type { ReactNode } from 'react'
import { Button } from '@/components/ui/Button'

interface PagerProps {
  /** The page on screen. */
  page: number
  /** The page in the URL: while it loads, the pager says so rather than claim it is on screen. */
  requestedPage: number
  lastPage: number
  total: number
  /** The next page, search or filter is loading: Previous and Next wait for it. */
  busy: boolean
  onPage: (page: number) => void
  /** A word on how the page is shown, e.g. that it is sorted within itself. */
  note?: ReactNode
}

export function Pager({ page, requestedPage, lastPage, total, busy, onPage, note }: PagerProps) {
  const pages = Math.max(lastPage, 1)
  // While loading, the buttons stay focusable (aria-disabled) so a keyboard user clicking Next keeps their place.
  const move = (to: number) => {
    if (!busy) onPage(to)
  }
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-3 py-3"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <p className="text-gray-800" aria-live="polite">
          {busy
            ? `Loading page ${requestedPage}...`
            : `Showing page ${Math.min(page, pages)} of ${pages} (${total} records)`}
        </p>
        {note && <p className="text-gray-700">{note}</p>}
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => move(page - 1)} disabled={page <= 1} aria-disabled={busy || undefined}>
          Previous
        </Button>
        <Button size="sm" onClick={() => move(page + 1)} disabled={page >= pages} aria-disabled={busy || undefined}>
          Next
        </Button>
      </div>
    </nav>
  )
}
