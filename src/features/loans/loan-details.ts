import { fieldGroupValues, type RecordFieldGroup } from '@/features/review/detail/record-fields'
import type { RecordDetails } from '@/features/review/entity'
import type { Loan } from '@/schemas/loan'

/** SPEC section 2's Loan Details fields in its order, then the applicant as the application form captured them. */
const LOAN_FIELD_GROUPS: readonly RecordFieldGroup<Loan>[] = [
  {
    title: 'Loan application',
    fields: {
      id: 'ID',
      member_id: 'Member ID',
      account_number: 'Account Number',
      bank_name: 'Bank Name',
      branch_name: 'Branch Name',
      branch_code: 'Branch Code',
      loan_purpose: 'Loan purpose',
      loan_type: 'Loan Type',
      amount_applied_for_in_numeric: ['Amount', 'money'],
      created_at: ['Applied date', 'date'],
      status: ['Status', 'label'],
      approvedAt: ['Approved date', 'date'],
      updated_at: ['Last Updated', 'timestamp'],
    },
  },
  {
    title: 'Applicant',
    fields: {
      first_names: 'First Names',
      surname: 'Surname',
      omang_number: 'Omang Number',
      gender: ['Gender', 'label'],
      date_of_birth: ['Date of Birth', 'date'],
      employer: 'Employer',
      department: 'Department',
      notes: ['Notes', 'notes'],
    },
  },
]

/** What the record screen and a row's View show of a loan application, and what its review checks read. */
export const loanDetails: RecordDetails<Loan> = {
  fields: LOAN_FIELD_GROUPS,
  fieldGroups: (loan) => fieldGroupValues(loan, LOAN_FIELD_GROUPS),
  // The applicant as the application form captured them, then their member's file by member ID.
  checks: (loan) => ({
    record: { omangNumber: loan.omang_number, dateOfBirth: loan.date_of_birth },
    loan: { id: loan.id, memberId: loan.member_id, omangNumber: loan.omang_number },
  }),
  memberFile: (loan) => ({
    show: 'member',
    memberId: loan.member_id,
    owner: { entity: 'loan', id: loan.id, status: loan.status },
  }),
}
