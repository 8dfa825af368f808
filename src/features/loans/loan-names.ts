import { formatMoney } from '@/domain/format'
import { fullName, recordSubject } from '@/domain/names'
import type { Loan } from '@/schemas/loan'

export function applicantName(loan: Pick<Loan, 'first_names' | 'surname'>): string {
  return fullName(loan.first_names, loan.surname)
}

/** The loan a confirmation is about: applicant, member and amount. */
export function loanSubject(loan: Loan): string {
  return recordSubject(applicantName(loan), loan.member_id, formatMoney(loan.amount_applied_for_in_numeric))
}
