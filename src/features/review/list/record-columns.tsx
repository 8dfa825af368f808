import type { ReviewRecord } from '@/api/records/record-resource'
import type { DataColumn } from '@/components/data-table/types'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { reviewSlaDays } from '@/config'
import { formatDate, formatIsoDay, statusLabel } from '@/domain/format'
import { ageInDays, formatAge, isAwaitingDecision, isPastServiceLevel } from '@/domain/queue-age'

/** The columns every record list starts and ends with: its id, and its status as a badge. */
export function idColumn<T extends ReviewRecord>(): DataColumn<T> {
  return {
    id: 'id',
    header: 'ID',
    text: (record) => String(record.id),
    sortValue: (record) => record.id,
    card: 'id',
    hideWhenNarrow: true,
  }
}

/** The status column's id: the list screen makes its cell say what an unconfirmed change waits for. */
export const STATUS_COLUMN = 'status'

export function statusColumn<T extends ReviewRecord>(): DataColumn<T> {
  return {
    id: STATUS_COLUMN,
    header: 'Status',
    text: (record) => statusLabel(record.status),
    cell: (record) => <StatusBadge status={record.status} />,
    card: 'status',
  }
}

/**
 * A column of a calendar date or a timestamp: shown as 'MMM dd, yyyy', sorted and exported as
 * `yyyy-mm-dd`. Out of the way on a narrow list (the record shows it), a field on a phone's card.
 */
export function dateColumn<T extends ReviewRecord>(
  id: string,
  header: string,
  value: (record: T) => string | null,
): DataColumn<T> {
  return {
    id,
    header,
    text: (record) => formatDate(value(record)),
    sortValue: value,
    exportText: (record) => formatIsoDay(value(record)),
    card: 'field',
    hideWhenNarrow: true,
  }
}

/** How long a record has waited, in whole days, and whether that is past the service level. */
function waitOf<T extends ReviewRecord>(record: T, createdAt: (record: T) => string | null) {
  const days = ageInDays(createdAt(record), new Date())
  const late = days !== null && isAwaitingDecision(record.status) && isPastServiceLevel(days, reviewSlaDays)
  return { days, late }
}

/**
 * Age (DESIGN section 12): how long since the record came in, from `created_at` ('12 days'). A record
 * still waiting for a decision longer than the service level (`VITE_REVIEW_SLA_DAYS`) says so in
 * words and colour. Exported as a number of days.
 */
export function ageColumn<T extends ReviewRecord>(createdAt: (record: T) => string | null): DataColumn<T> {
  const text = (record: T) => {
    const { days, late } = waitOf(record, createdAt)
    if (days === null) return ''
    return late ? `${formatAge(days)}, past service level` : formatAge(days)
  }
  return {
    id: 'age',
    header: 'Age',
    text,
    cell: (record) => {
      const { days, late } = waitOf(record, createdAt)
      if (days === null) return null
      return (
        <span>
          {formatAge(days)}
          {late && (
            <span className="block w-fit rounded-md bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-normal text-red-800">
              <span className="sr-only">, </span>past service level
            </span>
          )}
        </span>
      )
    },
    sortValue: (record) => waitOf(record, createdAt).days,
    exportHeader: 'Age (days)',
    exportText: (record) => String(waitOf(record, createdAt).days ?? ''),
    // The mark goes under the age and wraps itself, rather than widen the table past its row actions;
    // the age stays on one line, so the column is as narrow as its words (not a wrapping column's 8rem).
    hideWhenNarrow: true,
    card: 'field',
  }
}
