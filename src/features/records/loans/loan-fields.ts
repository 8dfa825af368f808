import type { DetailField, DetailFieldGroup } from '@/features/records/detail/DetailGrid'
import { formatDate, formatMoney, statusLabel } from '@/domain/format'
import { fullName, recordSubject } from '@/domain/names'
import type { Loan } from '@/schemas/loan'

/** SPEC section 2's Loan Details fields, in its order. */
function loanApplicationFields(loan: Loan): DetailField[] {
  return [
    { label: 'ID', value: String(loan.id) },
    { label: 'Member ID', value: loan.member_id },
    { label: 'Account Number', value: loan.account_number },
    { label: 'Bank Name', value: loan.bank_name },
    { label: 'Branch Name', value: loan.branch_name },
    { label: 'Branch Code', value: loan.branch_code },
    { label: 'Loan purpose', value: loan.loan_purpose },
    { label: 'Loan Type', value: loan.loan_type },
    { label: 'Amount', value: formatMoney(loan.amount_applied_for_in_numeric) },
    { label: 'Applied date', value: formatDate(loan.created_at) },
    { label: 'Status', value: statusLabel(loan.status) },
    { label: 'Approved date', value: formatDate(loan.approvedAt) },
  ]
}

/** The applicant as the application form captured them. */
function loanApplicantFields(loan: Loan): DetailField[] {
  return [
    { label: 'First Names', value: loan.first_names },
    { label: 'Surname', value: loan.surname },
    { label: 'Omang Number', value: loan.omang_number },
    { label: 'Gender', value: loan.gender === null ? null : statusLabel(loan.gender) },
    { label: 'Date of Birth', value: formatDate(loan.date_of_birth) },
    { label: 'Employer', value: loan.employer },
    { label: 'Department', value: loan.department },
    { label: 'Notes', value: loan.notes, multiline: true },
  ]
}

/** The details screen's cards and the list's View modal, from one list of fields. */
export function loanFieldGroups(loan: Loan): DetailFieldGroup[] {
  return [
    { title: 'Loan application', fields: loanApplicationFields(loan) },
    { title: 'Applicant', fields: loanApplicantFields(loan) },
  ]
}

/** The loan a confirmation is about: applicant, member and amount. */
export function loanSubject(loan: Loan): string {
  return recordSubject(applicantName(loan), loan.member_id, formatMoney(loan.amount_applied_for_in_numeric))
}

export function applicantName(loan: Pick<Loan, 'first_names' | 'surname'>): string {
  return fullName(loan.first_names, loan.surname)
}
