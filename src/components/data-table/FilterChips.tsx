import { Button } from '@/components/ui/Button'
import { formatDate, statusLabel } from '@/domain/format'
import type { ListFilters } from './FilterPanel'

type FilterKey = keyof ListFilters

/** Each active filter in words, in the Filter panel's order: 'Status: Pending', 'From: Jan 10, 2025'. */
export function describeFilters(filters: ListFilters): { key: FilterKey; label: string }[] {
  const described: { key: FilterKey; label: string }[] = []
  if (filters.status) described.push({ key: 'status', label: `Status: ${statusLabel(filters.status)}` })
  if (filters.from_date) described.push({ key: 'from_date', label: `From: ${formatDate(filters.from_date)}` })
  if (filters.to_date) described.push({ key: 'to_date', label: `To: ${formatDate(filters.to_date)}` })
  return described
}

/** The filters without one of them; To goes with From, as in the panel (no To without a From). */
function without(filters: ListFilters, key: FilterKey): ListFilters {
  if (key === 'from_date') return { ...filters, from_date: undefined, to_date: undefined }
  return { ...filters, [key]: undefined }
}

interface FilterChipsProps {
  filters: ListFilters
  onChange: (filters: ListFilters) => void
}

/** Under the toolbar, one removable chip per active filter and 'Clear all', so a filtered list never passes for the whole one. */
export function FilterChips({ filters, onChange }: FilterChipsProps) {
  const active = describeFilters(filters)
  if (active.length === 0) return null
  return (
    <div role="group" aria-label="Active filters" className="flex flex-wrap items-center gap-2 px-3 pb-3">
      <ul className="flex flex-wrap gap-2">
        {active.map(({ key, label }) => (
          <li
            key={key}
            className="inline-flex items-center gap-1 rounded-full border border-green-700/40 bg-green-50 py-0.5 pr-1 pl-3 text-xs font-medium text-green-900"
          >
            {label}
            <button
              type="button"
              aria-label={`Remove filter ${label}`}
              onClick={() => onChange(without(filters, key))}
              className="inline-flex h-5 w-5 items-center justify-center rounded-full hover:bg-green-200 focus-visible:outline-2 focus-visible:outline-green-700"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onChange({ status: undefined, from_date: undefined, to_date: undefined })}
      >
        Clear all
      </Button>
    </div>
  )
}
