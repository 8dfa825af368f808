import { formatDateTime } from '@/domain/format'
import { recordHistory } from '@/domain/notes-history'
import { DetailSection } from '../detail/DetailSection'

interface RecordHistoryProps {
  record: { created_at: string | null; updated_at: string | null; notes: string | null }
}

/**
 * 'History' (DESIGN section 11): when the record was created, every dated line of its notes (the
 * console's, which name the person, and the older 'Approved on ...' lines), and its last update,
 * newest first.
 */
export function RecordHistory({ record }: RecordHistoryProps) {
  const entries = recordHistory(record)
  return (
    <DetailSection title="History">
      {entries.length === 0 ? (
        <p className="text-sm text-gray-700">Nothing dated on this record.</p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry, index) => (
            <li key={`${index}-${entry.what}`} className="border-l-2 border-gray-300 pl-3">
              <p className="text-sm text-gray-900">
                <span className="font-semibold">{entry.what}</span>{' '}
                <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time>
                {entry.by && <span>{` by ${entry.by}`}</span>}
              </p>
              {entry.detail && <p className="mt-0.5 text-sm break-words text-gray-700">{entry.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  )
}
