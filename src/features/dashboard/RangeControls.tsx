import { useId, useState } from 'react'
import { DASHBOARD_RANGES, type DashboardRange } from '@/domain/dashboard-range'
import { CustomRangeForm } from './CustomRangeForm'

interface RangeControlsProps {
  range: DashboardRange
  from: string | undefined
  to: string | undefined
  onSelectRange: (range: DashboardRange) => void
  onApplyCustom: (from: string, to: string) => void
}

export function RangeControls({ range, from, to, onSelectRange, onApplyCustom }: RangeControlsProps) {
  const selectId = useId()
  // Choosing Custom Range only shows the dates: the figures change once both are set and applied.
  // Remembered with the range it was chosen from, so Back/Forward to another range drops it.
  const [customChosenAt, setCustomChosenAt] = useState<DashboardRange | null>(null)
  const showingCustom = range === 'custom' || customChosenAt === range
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-gray-800">
          Range
        </label>
        <select
          id={selectId}
          value={showingCustom ? 'custom' : String(range)}
          onChange={(event) => {
            const choice = DASHBOARD_RANGES.find((option) => String(option.value) === event.target.value)
            if (!choice) return
            if (choice.value === 'custom' && range !== 'custom') return setCustomChosenAt(range)
            setCustomChosenAt(null)
            onSelectRange(choice.value)
          }}
          className="block rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-green-600"
        >
          {DASHBOARD_RANGES.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {showingCustom && (
        // Keyed by the applied dates, so Back/Forward to another range resets what is typed.
        <CustomRangeForm key={`${from ?? ''}|${to ?? ''}`} appliedFrom={from} appliedTo={to} onApply={onApplyCustom} />
      )}
    </div>
  )
}
