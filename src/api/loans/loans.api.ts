import { loanNotifyPayload } from '@/domain/notify'
import { LoanSchema, type Loan } from '@/schemas/loan'
import { defineRecordResource } from '../records/record-resource'
import type { NotifyCall } from '../records/status-transition'

export const loanResource = defineRecordResource<Loan>({
  entity: 'loan',
  key: 'loans',
  path: 'api/loan-application2s',
  schema: LoanSchema,
})

export const loanNotify: NotifyCall<Loan> = { segment: 'notifyAdmin', payload: (loan) => loanNotifyPayload(loan) }
