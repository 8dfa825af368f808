import type { DataColumn } from '@/components/data-table/types'
import { StatusBadge } from '@/components/ui/StatusBadge'
import {
  formatDate,
  formatIsoDay,
  formatMoney,
  formatPlainNumber,
  statusLabel,
  textOrNotAvailable,
} from '@/domain/format'
import type { Loan } from '@/schemas/loan'
import { applicantName } from './loan-fields'
import { LoanLink } from './LoanLink'

export const LOAN_STATUS_FILTERS = ['pending', 'verified', 'approved', 'rejected'] as const

/** The Loan Applications columns; the export writes the same ones, spreadsheet-ready. */
export const loanColumns: readonly DataColumn<Loan>[] = [
  {
    id: 'id',
    header: 'ID',
    text: (loan) => String(loan.id),
    sortValue: (loan) => loan.id,
    card: 'id',
    hideWhenNarrow: true,
  },
  {
    id: 'member_id',
    header: 'Member ID',
    text: (loan) => textOrNotAvailable(loan.member_id),
    cell: (loan, { fetchedAt }) => <LoanLink loan={loan} fetchedAt={fetchedAt} />,
    card: 'field',
  },
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
  {
    id: 'applied',
    header: 'Applied',
    text: (loan) => formatDate(loan.created_at),
    sortValue: (loan) => loan.created_at,
    exportText: (loan) => formatIsoDay(loan.created_at),
    card: 'field',
    hideWhenNarrow: true,
  },
  {
    id: 'status',
    header: 'Status',
    text: (loan) => statusLabel(loan.status),
    cell: (loan) => <StatusBadge status={loan.status} />,
    card: 'status',
  },
]
