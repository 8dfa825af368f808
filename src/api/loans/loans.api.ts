import { LoanSchema, type Loan } from '@/schemas/loan'
import { defineRecordResource } from '../records/record-resource'

export const loanResource = defineRecordResource<Loan>({
  entity: 'loan',
  key: 'loans',
  path: 'api/loan-application2s',
  schema: LoanSchema,
  notify: { segment: 'notifyAdmin', idField: 'loan_id', about: (loan) => loan.member_id },
})
