import * as z from 'zod/mini'
import { calendarDate, integerId, nullableText, statusText, timestamp } from './laravel'

/**
 * A member (`/api/memberships`), every field of SPEC section 3. Gender and marital status stay free
 * text: the server may hold values outside the form's choices, and a record must still load.
 * Document paths (omang, confirmation_letter, payslip) keep their `/storage/` prefix.
 */
export const MemberSchema = z.object({
  id: integerId,
  member_id: nullableText,
  application_date: calendarDate,
  membership_number: nullableText,
  title: nullableText,
  name: nullableText,
  surname: nullableText,
  gender: nullableText,
  date_of_birth: calendarDate,
  omang_number: nullableText,
  passport_number: nullableText,
  email_address: nullableText,
  cell_number: nullableText,
  telephone_home: nullableText,
  telephone_work: nullableText,
  postal_address: nullableText,
  physical_address: nullableText,
  marital_status: nullableText,
  next_of_kin_Id_number: nullableText,
  next_of_kin_cell_number: nullableText,
  organisation: nullableText,
  department: nullableText,
  duty_station: nullableText,
  designation: nullableText,
  bank_name: nullableText,
  account_number: nullableText,
  branch_name: nullableText,
  branch_code: nullableText,
  beneficiary_name: nullableText,
  beneficiary_dob: calendarDate,
  beneficiary_relationship: nullableText,
  beneficiary_address: nullableText,
  beneficiary_omang_number: nullableText,
  omang: nullableText,
  confirmation_letter: nullableText,
  payslip: nullableText,
  status: statusText,
  notes: nullableText,
  registeredAt: timestamp,
  // Laravel sends created_at on every model; the list's date filter works on it.
  created_at: timestamp,
  updated_at: timestamp,
})

export type Member = z.infer<typeof MemberSchema>
