import { useId, type ReactNode } from 'react'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { formatDate, formatMoney } from '@/domain/format'
import { FileLink } from './FileLink'
import { memberRecordsParts, useMemberFile, type FileSearch } from './use-member-file'

/** What a line of the member's file shows of any record: its link, when it came in, its status. */
interface FileRecord {
  id: number
  created_at: string | null
  status: string
}

function FileList<T extends FileRecord>({
  title,
  search,
  empty,
  link,
}: {
  title: string
  search: FileSearch<T>
  empty: string
  link: (record: T) => ReactNode
}) {
  const headingId = useId()
  const { records } = search
  let body: ReactNode
  if (search.failed) body = <p className="text-sm text-gray-700">Could not be looked up.</p>
  else if (records === undefined) body = <p className="text-sm text-gray-700">Looking up...</p>
  else if (records.length === 0) body = <p className="text-sm text-gray-700">{empty}</p>
  else {
    body = (
      <ul className="divide-y divide-gray-200" aria-labelledby={headingId}>
        {records.map((record) => (
          <li key={record.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            {link(record)}
            <span className="flex items-center gap-2 text-gray-700">
              {formatDate(record.created_at)} <StatusBadge status={record.status} />
            </span>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <div className="min-w-0" aria-busy={records === undefined && !search.failed}>
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {title}
      </h3>
      {body}
      {search.partial && records && records.length > 0 && (
        <p className="mt-1 text-xs text-gray-700">The first page of what the search found; there may be more.</p>
      )}
    </div>
  )
}

/**
 * A member's loan applications and KYC records (DESIGN section 11), found by member ID: two
 * background searches, cached, that never hold up the member's own screen.
 */
export function MemberRecords({ memberId }: { memberId: string | null }) {
  const headingId = useId()
  const file = useMemberFile(memberId, memberRecordsParts)
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:px-6">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        Loan applications and KYC records
      </h2>
      {file.memberId === null ? (
        <p className="mt-1 text-sm text-gray-700">No member ID to look them up by.</p>
      ) : (
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <FileList
            title="Loan applications"
            search={file.loans}
            empty="No loan applications"
            link={(loan) => (
              <FileLink
                to={{ entity: 'loan', id: loan.id }}
                found={{ entity: 'loan', row: loan, fetchedAt: file.loans.fetchedAt }}
              >
                {`Loan application ${loan.id} · ${formatMoney(loan.amount_applied_for_in_numeric)}`}
              </FileLink>
            )}
          />
          <FileList
            title="KYC records"
            search={file.kyc}
            empty="No KYC records"
            link={(kyc) => (
              <FileLink
                to={{ entity: 'kyc', id: kyc.id }}
                found={{ entity: 'kyc', row: kyc, fetchedAt: file.kyc.fetchedAt }}
              >
                {`KYC record ${kyc.id}`}
              </FileLink>
            )}
          />
        </div>
      )}
    </section>
  )
}
