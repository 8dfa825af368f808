import { Link } from '@tanstack/react-router'
import { loanResource } from '@/api/loans/loans.api'
import { useListQueue } from '@/features/records/queue/queue-search'
import { RECORD_LINK_CLASS, useSeedOnIntent } from '@/features/records/detail/seed-on-intent'
import type { Loan } from '@/schemas/loan'
import { textOrNotAvailable } from '@/domain/format'

/** The Member ID link to the loan's details, which open with no request. */
export function LoanLink({ loan, fetchedAt }: { loan: Loan; fetchedAt: number }) {
  return (
    <Link
      to="/loans/$loanId"
      // The record belongs to this list's queue: its search, filters and page go with it.
      search={{ queue: useListQueue() }}
      params={{ loanId: String(loan.id) }}
      {...useSeedOnIntent(loanResource, loan, fetchedAt)}
      className={RECORD_LINK_CLASS}
    >
      {textOrNotAvailable(loan.member_id)}
    </Link>
  )
}
