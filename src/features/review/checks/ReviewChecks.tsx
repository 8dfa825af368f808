import { useId } from 'react'
import { CHECK_LEVEL_LABEL, checkKey, type CheckLevel, type ReviewCheck } from '@/domain/review-checks'
import { FileLink } from '../member-file/FileLink'
import type { RecordChecks } from './record-checks'
import { useRecordChecks } from './use-record-checks'

const LEVEL_BORDER: Record<CheckLevel, string> = {
  attention: 'border-amber-500',
  note: 'border-gray-400',
}

/** One check: its reason, a link when it is about another record. */
export function CheckText({ check }: { check: ReviewCheck }) {
  return check.target ? <FileLink to={check.target}>{check.text}</FileLink> : <>{check.text}</>
}

function CheckGroup({ level, checks }: { level: CheckLevel; checks: readonly ReviewCheck[] }) {
  const headingId = useId()
  if (checks.length === 0) return null
  return (
    <div className="mt-3">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {CHECK_LEVEL_LABEL[level]}
      </h3>
      <ul aria-labelledby={headingId} className="mt-1 space-y-1">
        {checks.map((check) => (
          <li key={checkKey(check)} className={`border-l-4 pl-2 text-sm text-gray-900 ${LEVEL_BORDER[level]}`}>
            <CheckText check={check} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * 'Checks' at the top of a record (DESIGN section 11): 'Needs attention', which Verify and Approve
 * ask to acknowledge, then 'Note', each with its reason. Nothing here disables or hides an action,
 * and the searches behind it never hold up the record: it fills in as they answer.
 */
export function ReviewChecks({ declaration }: { declaration: RecordChecks }) {
  const headingId = useId()
  // Here, not in the record's screen: each search that answers draws this card again, not the record.
  const { checks, waiting } = useRecordChecks(declaration)
  const attention = checks.filter((check) => check.level === 'attention')
  const notes = checks.filter((check) => check.level === 'note')

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:px-6">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        Checks
      </h2>
      <CheckGroup level="attention" checks={attention} />
      <CheckGroup level="note" checks={notes} />
      {checks.length === 0 && !waiting && <p className="mt-1 text-sm text-gray-700">No checks raised</p>}
      <p role="status" className="mt-2 text-sm text-gray-700 empty:hidden">
        {waiting ? 'Looking up related records...' : ''}
      </p>
    </section>
  )
}
