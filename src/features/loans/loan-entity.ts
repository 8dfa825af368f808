import { loanResource } from '@/api/loans/loans.api'
import { defineReviewEntity } from '@/features/review/entity'
import { RECORD_LIST_VIEWS } from '@/features/review/list/views/list-views'
import { LOAN_COLUMNS } from './loan-columns'
import { applicantName, loanSubject } from './loan-names'

/** Loan applications, as every screen of the console shows and reviews them. */
export const loanEntity = defineReviewEntity({
  resource: loanResource,
  paths: { list: '/loans', detail: '/loans/$id' },
  texts: {
    listTitle: 'Loan Applications',
    searchPlaceholder: 'Search loan applications...',
    // SPEC section 8: the loan and the KYC list both say this when their page cannot be loaded.
    listLoadFailed: 'Failed to fetch loan applications',
    recordTitle: 'Loan Details',
    viewTitle: 'Loan Application Details',
    notFound: 'Loan not found',
    // DESIGN section 9: any failure to load other than a 404 or a 403.
    recordLoadFailed: () => 'Failed to load this loan application.',
  },
  statusFilters: ['pending', 'verified', 'approved', 'rejected'],
  views: RECORD_LIST_VIEWS,
  columns: LOAN_COLUMNS,
  linkColumn: 'member_id',
  details: () => import('./loan-details').then((module) => module.loanDetails),
  heading: (loan) => applicantName(loan) || `Loan application ${loan.id}`,
  subheading: (loan) => loan.member_id,
  subject: loanSubject,
  rowLabel: (loan) => `loan application ${loan.id}`,
})
