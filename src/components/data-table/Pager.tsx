import { Button } from '@/components/ui/Button'

interface PagerProps {
  /** The page on screen. */
  page: number
  /** The page in the URL: ahead of `page` while the next one loads, so two quick clicks move two pages. */
  requestedPage: number
  lastPage: number
  total: number
  onPage: (page: number) => void
}

export function Pager({ page, requestedPage, lastPage, total, onPage }: PagerProps) {
  const pages = Math.max(lastPage, 1)
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-3 py-3"
    >
      <p className="text-sm text-gray-800">
        Showing page {Math.min(page, pages)} of {pages} ({total} records)
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => onPage(requestedPage - 1)} disabled={requestedPage <= 1}>
          Previous
        </Button>
        <Button size="sm" onClick={() => onPage(requestedPage + 1)} disabled={requestedPage >= pages}>
          Next
        </Button>
      </div>
    </nav>
  )
}
