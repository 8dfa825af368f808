import { useId } from 'react'
import { CONTROL_CLASSES, FieldLabel } from '@/components/forms/field-parts'
import { isInvertedRange } from '@/domain/calendar-day'
import { statusLabel } from '@/domain/format'

export interface ListFilters {
  status?: string
  from_date?: string
  to_date?: string
}

interface FilterPanelProps {
  id: string
  filters: ListFilters
  statusOptions: readonly string[]
  onChange: (filters: ListFilters) => void
}

/** Why To Date cannot be chosen yet, under it while it waits: a disabled field must not just stay silent. */
const TO_DATE_WAITS_HINT = 'Choose a From Date first.'

/** Status, From Date and To Date; To waits for From, and From never passes To (SPEC section 5). */
export function FilterPanel({ id, filters, statusOptions, onChange }: FilterPanelProps) {
  const statusId = useId()
  const fromId = useId()
  const toId = useId()
  const toHintId = useId()
  const { status, from_date: from, to_date: to } = filters
  const toWaits = from === undefined
  // A status from a link that is not one of the choices (a shared address, a dashboard figure) is shown
  // as chosen: the select never says 'All' over a filtered list.
  const choices = status === undefined || statusOptions.includes(status) ? statusOptions : [...statusOptions, status]

  const setFrom = (value: string) => {
    const nextFrom = value || undefined
    // Without From there is no To; a From moved past To takes To away rather than inverting the range.
    const keepTo = nextFrom !== undefined && to !== undefined && !isInvertedRange(nextFrom, to)
    onChange({ ...filters, from_date: nextFrom, to_date: keepTo ? to : undefined })
  }

  return (
    <section id={id} aria-label="Filters" className="mb-4 rounded-md border border-gray-200 bg-gray-50 p-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <FieldLabel htmlFor={statusId}>Status</FieldLabel>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => onChange({ ...filters, status: event.target.value || undefined })}
            className={CONTROL_CLASSES}
          >
            <option value="">All</option>
            {choices.map((option) => (
              <option key={option} value={option}>
                {statusLabel(option)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <FieldLabel htmlFor={fromId}>From Date</FieldLabel>
          <input
            id={fromId}
            type="date"
            value={from ?? ''}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
            className={CONTROL_CLASSES}
          />
        </div>
        <div>
          <FieldLabel htmlFor={toId}>To Date</FieldLabel>
          <input
            id={toId}
            type="date"
            value={to ?? ''}
            min={from}
            disabled={toWaits}
            aria-describedby={toWaits ? toHintId : undefined}
            onChange={(event) => {
              const value = event.target.value || undefined
              onChange({
                ...filters,
                to_date: value !== undefined && from !== undefined && value < from ? from : value,
              })
            }}
            className={CONTROL_CLASSES}
          />
          {toWaits && (
            <p id={toHintId} className="mt-1 text-sm text-gray-700">
              {TO_DATE_WAITS_HINT}
            </p>
          )}
        </div>
      </div>
    </section>
  )
}

/** The filter part of any list's URL state. */
export function filtersOf(search: ListFilters): ListFilters {
  return { status: search.status, from_date: search.from_date, to_date: search.to_date }
}
