import { useId } from 'react'
import { reviewChecks, type CheckedRecord, type OmangHolder } from '@/domain/review-checks'
import { useSameOmangMembers } from './use-same-omang-members'

interface ReviewChecksProps {
  /** The record's own fields the checks read; other members with its Omang are looked up here. */
  record: Omit<CheckedRecord, 'sameOmangMembers'>
  /** Whether a member the Omang search found is the record under review (or its own member). */
  isSelf: (holder: OmangHolder) => boolean
}

/**
 * 'Checks' at the top of a KYC record or a member (DESIGN section 10): what to look at twice, each
 * with a short reason. Advisory only: nothing here disables or hides an action.
 */
export function ReviewChecks({ record, isSelf }: ReviewChecksProps) {
  const headingId = useId()
  const sameOmang = useSameOmangMembers(record.omangNumber, isSelf)
  const checks = reviewChecks({ ...record, sameOmangMembers: sameOmang.memberIds }, new Date())

  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:px-6"
    >
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        Checks
      </h2>
      {checks.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {checks.map((check) => (
            <li key={check.text} className="border-l-4 border-amber-500 pl-2 text-sm text-gray-900">
              {check.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-gray-700">No checks raised</p>
      )}
      {sameOmang.failed && (
        <p className="mt-2 text-sm text-gray-700">Could not look for other members with this Omang number.</p>
      )}
    </section>
  )
}
