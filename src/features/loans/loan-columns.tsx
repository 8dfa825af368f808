import type { DataColumn } from '@/components/data-table/types'
import { formatMoney, formatPlainNumber, textOrNotAvailable } from '@/domain/format'
import { ageColumn, dateColumn, idColumn, statusColumn } from '@/features/review/list/record-columns'
import type { Loan } from '@/schemas/loan'
import { applicantName } from './loan-names'

/** The Loan Applications columns; the export writes the same ones, spreadsheet-ready. */
export const LOAN_COLUMNS: readonly DataColumn<Loan>[] = [
  idColumn(),
  { id: 'member_id', header: 'Member ID', text: (loan) => textOrNotAvailable(loan.member_id), card: 'field' },
  { id: 'applicant', header: 'Applicant', text: applicantName, wrap: true, card: 'title' },
  { id: 'loan_type', header: 'Loan Type', text: (loan) => loan.loan_type ?? '', wrap: true, hideWhenNarrow: true },
  {
    id: 'amount',
    header: 'Amount',
    text: (loan) => formatMoney(loan.amount_applied_for_in_numeric),
    sortValue: (loan) => loan.amount_applied_for_in_numeric,
    exportHeader: 'Amount (BWP)',
    exportText: (loan) => formatPlainNumber(loan.amount_applied_for_in_numeric),
    card: 'field',
  },
  dateColumn('applied', 'Applied', (loan) => loan.created_at),
  ageColumn((loan) => loan.created_at),
  statusColumn(),
]
