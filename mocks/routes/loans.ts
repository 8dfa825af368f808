import { authedRoute } from '../http/pipeline'
import type { MockRoute } from '../http/router'
import { paginator } from '../http/paginate'
import { listRows, readListFilters } from '../domain/list-query'
import { loanTransitions } from '../domain/transitions'
import type { LoanRecord } from '../types'
import { actionRoute, notifyRoute, showRoute } from './record-routes'
import type { ResourceSpec } from './record-routes'

const loans: ResourceSpec<LoanRecord> = {
  entity: 'loans',
  base: '/api/loan-application2s',
  model: 'App\\Models\\LoanApplication2',
  noun: 'loan application',
  resource: 'loans',
  table: (db) => db.loans,
}

const searchable = (loan: LoanRecord) => [
  loan.member_id,
  loan.first_names,
  loan.surname,
  `${loan.first_names} ${loan.surname}`,
  loan.omang_number,
  loan.loan_type,
  loan.loan_purpose,
  loan.employer,
  loan.bank_name,
  loan.account_number,
]

export const loanRoutes: MockRoute[] = [
  authedRoute('get', loans.base, { group: 'loans.list', kind: 'list' }, async (context) => {
    context.can('loans', 'view')
    const rows = listRows(context.db.loans, readListFilters(context.url), { searchable })
    return { json: paginator(rows, context.url) }
  }),
  showRoute(loans, 'loans.show', (loan) => loan),
  actionRoute(loans, {
    segment: 'verify',
    group: 'loans.verify',
    permission: 'verify',
    transition: loanTransitions.verify,
    verb: 'verify',
    pastTense: 'verified',
  }),
  actionRoute(loans, {
    segment: 'approve',
    group: 'loans.approve',
    permission: 'approve',
    transition: loanTransitions.approve,
    verb: 'approve',
    pastTense: 'approved',
    extra: (now) => ({ approvedAt: now }),
  }),
  actionRoute(loans, {
    segment: 'reject',
    group: 'loans.reject',
    permission: 'reject',
    transition: loanTransitions.reject,
    verb: 'reject',
    pastTense: 'rejected',
  }),
  notifyRoute(loans, {
    segment: 'notifyAdmin',
    group: 'loans.notify',
    idKey: 'loan_id',
    ids: (loan) => [String(loan.id)],
  }),
]
