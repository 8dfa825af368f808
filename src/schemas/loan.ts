import * as z from 'zod/mini'
import { calendarDate, integerId, nullableDecimal, nullableText, statusText, timestamp } from './laravel'

/** A loan application (`/api/loan-application2s`), every field of SPEC section 3. */
export const LoanSchema = z.object({
  id: integerId,
  member_id: nullableText,
  account_number: nullableText,
  bank_name: nullableText,
  branch_name: nullableText,
  branch_code: nullableText,
  loan_purpose: nullableText,
  loan_type: nullableText,
  amount_applied_for_in_numeric: nullableDecimal,
  status: statusText,
  first_names: nullableText,
  surname: nullableText,
  omang_number: nullableText,
  gender: nullableText,
  date_of_birth: calendarDate,
  employer: nullableText,
  department: nullableText,
  notes: nullableText,
  created_at: timestamp,
  updated_at: timestamp,
  approvedAt: timestamp,
})

export type Loan = z.infer<typeof LoanSchema>
