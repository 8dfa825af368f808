/**
 * The member's file (DESIGN section 11): a loan application, a KYC record and a member belong
 * together by member ID. Searches match on any field and page, so every rule here first keeps only
 * the records filed under exactly that member ID.
 */

/** What a member search returns that the file needs. */
export interface FiledMember {
  id: number
  member_id: string | null
  name: string | null
  surname: string | null
  status: string
  omang_number: string | null
}

/** What a KYC search returns that the file needs. */
export interface FiledKyc {
  id: number
  member_id: string | null
  status: string
  created_at: string | null
}

/** What a loan search returns that the file needs. */
export interface FiledLoan {
  id: number
  member_id: string | null
  status: string
  amount_applied_for_in_numeric: number | null
  created_at: string | null
}

/** The member ID as records spell it, or null when there is none to file by. */
export function fileMemberId(memberId: string | null | undefined): string | null {
  const trimmed = (memberId ?? '').trim()
  return trimmed === '' ? null : trimmed
}

/** The records of `found` filed under exactly `memberId` (a search also matches other fields). */
export function filedUnder<T extends { member_id: string | null }>(memberId: string | null, found: readonly T[]): T[] {
  const id = fileMemberId(memberId)
  if (id === null) return []
  return found.filter((record) => fileMemberId(record.member_id) === id)
}

/** A membership in good standing: the older rows say 'approved', the newer 'active'. */
export function isActiveMembership(status: string): boolean {
  return status === 'active' || status === 'approved'
}

/** An application still to be decided: pending or verified, not yet approved or rejected. */
export function isOpenLoan(status: string): boolean {
  return status === 'pending' || status === 'verified'
}

/**
 * The KYC record that speaks for the member: an approved one when there is one, else the newest
 * (the one a reviewer would open next); null when the member has none.
 */
export function standingKyc<T extends FiledKyc>(records: readonly T[]): T | null {
  const approved = records.find((record) => record.status === 'approved')
  if (approved) return approved
  const newestFirst = [...records].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id)
  return newestFirst[0] ?? null
}

/** The member's open applications other than `exceptLoanId`, newest first. */
export function otherOpenLoans<T extends FiledLoan>(loans: readonly T[], exceptLoanId?: number): T[] {
  return loans
    .filter((loan) => loan.id !== exceptLoanId && isOpenLoan(loan.status))
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id)
}

/** What the applications ask for together, in BWP; an application with no amount adds nothing. */
export function totalAmount(loans: readonly FiledLoan[]): number {
  return loans.reduce((sum, loan) => sum + (loan.amount_applied_for_in_numeric ?? 0), 0)
}
