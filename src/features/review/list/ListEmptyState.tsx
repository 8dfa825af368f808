import { describeFilters } from '@/components/data-table/FilterChips'
import type { ListFilters } from '@/components/data-table/FilterPanel'
import { Button } from '@/components/ui/Button'

interface ListEmptyStateProps {
  searchText: string | undefined
  filters: ListFilters
  onClear: () => void
}

/** An empty page: the spec's 'No data available', and when a search or filter narrowed it, which, with the way back. */
export function ListEmptyState({ searchText, filters, onClear }: ListEmptyStateProps) {
  const narrowedBy = [
    ...(searchText ? [`the search “${searchText}”`] : []),
    ...describeFilters(filters).map(({ label }) => label),
  ]
  return (
    <div className="space-y-3">
      <p>No data available</p>
      {narrowedBy.length > 0 && (
        <>
          <p className="text-sm">Nothing matches {narrowedBy.join(', ')}.</p>
          <Button size="sm" onClick={onClear}>
            Clear search and filters
          </Button>
        </>
      )}
    </div>
  )
}
