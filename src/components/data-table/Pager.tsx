import { useId, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { countOf } from '@/domain/format'

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

/**
 * The pages of a list the server pages (its page size is the server's): where the list is, and First,
 * Previous, a page number to jump to, Next and Last, so page 1,200 of 1,667 is two steps away.
 */
export function Pager({ page, requestedPage, lastPage, total, busy, onPage, note }: PagerProps) {
  const pages = Math.max(lastPage, 1)
  const fieldId = useId()
  // While loading, the buttons stay focusable (aria-disabled) so a keyboard user clicking Next keeps their place.
  const move = (to: number) => {
    if (!busy) onPage(Math.min(Math.max(to, 1), pages))
  }
  const jump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('page')
    const typed = field instanceof HTMLInputElement ? Number(field.value) : Number.NaN
    if (Number.isInteger(typed) && typed !== page) move(typed)
  }
  const waiting = busy || undefined
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-3 py-3"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <p className="text-gray-800" aria-live="polite">
          {busy
            ? `Loading page ${requestedPage}...`
            : `Showing page ${Math.min(page, pages)} of ${pages} (${countOf(total, 'record')})`}
        </p>
        {note && <p className="text-gray-700">{note}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => move(1)} disabled={page <= 1} aria-disabled={waiting}>
          First
        </Button>
        <Button size="sm" onClick={() => move(page - 1)} disabled={page <= 1} aria-disabled={waiting}>
          Previous
        </Button>
        {/* Keyed by the page, so the field shows the page on screen again after every move. */}
        <form key={page} onSubmit={jump} className="flex items-center gap-1 text-sm text-gray-800">
          <label htmlFor={fieldId}>Page</label>
          <input
            id={fieldId}
            name="page"
            type="number"
            inputMode="numeric"
            min={1}
            max={pages}
            defaultValue={Math.min(page, pages)}
            disabled={pages <= 1}
            className="w-16 rounded-md border border-gray-300 px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-green-700 disabled:bg-gray-100"
          />
          <span>of {pages}</span>
          <Button size="sm" type="submit" disabled={pages <= 1} aria-disabled={waiting}>
            Go
          </Button>
        </form>
        <Button size="sm" onClick={() => move(page + 1)} disabled={page >= pages} aria-disabled={waiting}>
          Next
        </Button>
        <Button size="sm" onClick={() => move(pages)} disabled={page >= pages} aria-disabled={waiting}>
          Last
        </Button>
      </div>
    </nav>
  )
}
