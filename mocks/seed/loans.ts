import type { LoanRecord, LoanStatus, MemberRecord } from '../types'
import type { Prng } from './prng'
import { loanAmounts, loanPurposes, loanTypes } from './pools'
import { createdAt, laterThan, noteLine, stampStyle, statusFor } from './timeline'
import { toTimestamp } from '../time'

const loanStatusWeights: readonly (readonly [LoanStatus, number])[] = [
  ['pending', 35],
  ['verified', 20],
  ['approved', 30],
  ['rejected', 15],
]

function notesFor(status: LoanStatus, updated: Date): string | null {
  if (status === 'approved') return `${noteLine('Verified', updated)}\n${noteLine('Approved', updated)}`
  if (status === 'rejected') return `Affordability below threshold.\n${noteLine('Rejected', updated)}`
  if (status === 'verified') return noteLine('Verified', updated)
  return null
}

// What an application copies from the applicant's member record, as the application form does,
// and what the applicant fills in.
function application(prng: Prng, member: MemberRecord) {
  return {
    member_id: member.member_id,
    account_number: member.account_number,
    bank_name: member.bank_name,
    branch_name: member.branch_name,
    branch_code: member.branch_code,
    loan_purpose: prng.chance(0.9) ? prng.pick(loanPurposes) : null,
    loan_type: prng.pick(loanTypes),
    amount_applied_for_in_numeric: `${prng.pick(loanAmounts) + (prng.chance(0.2) ? prng.int(1, 99) * 10 : 0)}.00`,
    first_names: member.name,
    surname: member.surname,
    omang_number: member.omang_number,
    gender: member.gender,
    date_of_birth: member.date_of_birth,
    employer: member.organisation,
    department: member.department,
  }
}

export function seedLoan(prng: Prng, now: Date, index: number, member: MemberRecord): LoanRecord {
  const created = createdAt(prng, now, index)
  const updated = laterThan(prng, created, now)
  const status = statusFor(prng, index, loanStatusWeights)
  const style = stampStyle(prng)
  const loan: LoanRecord = {
    id: index + 1,
    ...application(prng, member),
    status,
    notes: notesFor(status, updated),
    created_at: style.timestamp(created),
    updated_at: style.timestamp(updated),
    approvedAt: status === 'approved' ? style.timestamp(updated) : null,
  }
  if (loan.approvedAt === null && prng.chance(0.5)) delete loan.approvedAt
  if (prng.chance(0.1)) delete loan.department
  return loan
}

// A member in good standing applies now (the QA control 'New application arrives'): a pending
// application stamped with the server's clock.
export function arrivingLoan(prng: Prng, now: Date, id: number, members: readonly MemberRecord[]): LoanRecord {
  const standing = members.filter((member) => member.status === 'active' || member.status === 'approved')
  const created = toTimestamp(now)
  return {
    id,
    ...application(prng, prng.pick(standing.length > 0 ? standing : members)),
    status: 'pending',
    notes: null,
    created_at: created,
    updated_at: created,
    approvedAt: null,
  }
}
