import { useId, type ReactNode } from 'react'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { formatMoney } from '@/domain/format'
import { otherOpenLoans, standingKyc, totalAmount } from '@/domain/member-file'
import { fullName, recordSubject } from '@/domain/names'
import { FileLink } from './FileLink'
import { memberCardParts, useMemberFile, type FileSearch } from './use-member-file'

/** The record the card is shown on: left out of the member's other records, or standing for their KYC. */
export interface CardOwner {
  entity: 'loan' | 'kyc'
  id: number
  status: string
}

/** What a search shows until it has answered: nothing blocks the record, the card fills in. */
function pendingText<T>(search: FileSearch<T>): string | null {
  if (search.failed) return 'Could not be looked up'
  return search.records === undefined ? 'Looking up...' : null
}

/** One term and its value; a div straight inside the list, as a `<dl>` allows no other wrapper. */
function Row({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 break-words text-gray-900">{children}</dd>
    </div>
  )
}

/**
 * 'Member' on a loan application or a KYC record (DESIGN section 11): who the record belongs to by
 * member ID, their membership and KYC status and their other open loan applications with the BWP
 * they add up to, each a link. Its searches are the checks' own (shared through the cache), at
 * background priority: the record shows at once and the card fills in as they answer.
 */
export function MemberCard({ memberId, owner }: { memberId: string | null; owner: CardOwner }) {
  const headingId = useId()
  const file = useMemberFile(memberId, memberCardParts(owner.entity))
  const member = file.members.records?.[0]
  const kyc = owner.entity === 'kyc' ? owner : file.kyc.records && standingKyc(file.kyc.records)
  const openLoans =
    file.loans.records && otherOpenLoans(file.loans.records, owner.entity === 'loan' ? owner.id : undefined)

  let memberText: ReactNode = pendingText(file.members)
  if (file.memberId === null) memberText = 'No member ID on this record'
  else if (member) {
    memberText = (
      <FileLink
        to={{ entity: 'member', id: member.id }}
        found={{ entity: 'member', row: member, fetchedAt: file.members.fetchedAt }}
      >
        {recordSubject(fullName(member.name, member.surname), member.member_id)}
      </FileLink>
    )
  } else if (file.members.records) memberText = `No member ${file.memberId} found`

  let kycText: ReactNode = owner.entity === 'kyc' ? null : pendingText(file.kyc)
  if (kyc) {
    const badge = <StatusBadge status={kyc.status} />
    kycText =
      owner.entity === 'kyc' ? (
        <span className="inline-flex items-center gap-2">
          {badge} <span className="text-sm text-gray-700">(this record)</span>
        </span>
      ) : (
        <span className="inline-flex flex-wrap items-center gap-2">
          {badge}
          <FileLink to={{ entity: 'kyc', id: kyc.id }}>{`KYC record ${kyc.id}`}</FileLink>
        </span>
      )
  } else if (file.kyc.records) kycText = 'No KYC record'

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:px-6">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        Member
      </h2>
      <p
        className="mt-1 break-words text-gray-900"
        aria-busy={file.members.records === undefined && !file.members.failed}
      >
        {memberText}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3">
        {member && (
          <Row label="Membership">
            <StatusBadge status={member.status} />
          </Row>
        )}
        {file.memberId !== null && <Row label="KYC">{kycText}</Row>}
        {file.memberId !== null && (
          <Row label="Other open loan applications" wide>
            {openLoans === undefined ? (
              pendingText(file.loans)
            ) : openLoans.length === 0 ? (
              'None'
            ) : (
              <>
                <span>{`${openLoans.length} · ${formatMoney(totalAmount(openLoans))}`}</span>
                <ul className="mt-1 space-y-1 text-sm">
                  {openLoans.map((loan) => (
                    <li key={loan.id}>
                      <FileLink
                        to={{ entity: 'loan', id: loan.id }}
                        found={{ entity: 'loan', row: loan, fetchedAt: file.loans.fetchedAt }}
                      >
                        {`Loan application ${loan.id} · ${formatMoney(loan.amount_applied_for_in_numeric)}`}
                      </FileLink>{' '}
                      <StatusBadge status={loan.status} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Row>
        )}
      </dl>
    </section>
  )
}
