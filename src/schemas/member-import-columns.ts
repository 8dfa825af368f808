/*
 * The heading row of a members import (POST /api/import-members): the columns the server reads, by
 * their snake_case names as Laravel Excel's heading row matches them. The one contract the console's
 * template and the mock's import share: a column named here is one the server takes.
 */

import { REQUIRED_MEMBER_FIELDS } from './member-required-fields'

/** Every member must have these (as on the member form); a sheet without one of them is refused as a whole. */
export const REQUIRED_IMPORT_COLUMNS = REQUIRED_MEMBER_FIELDS

export const OPTIONAL_IMPORT_COLUMNS = [
  'title',
  'omang_number',
  'passport_number',
  'telephone_home',
  'telephone_work',
  'postal_address',
  'physical_address',
  'marital_status',
  'next_of_kin_Id_number',
  'next_of_kin_cell_number',
  'organisation',
  'department',
  'duty_station',
  'designation',
  'bank_name',
  'account_number',
  'branch_name',
  'branch_code',
  'beneficiary_name',
  'beneficiary_dob',
  'beneficiary_relationship',
  'beneficiary_address',
  'beneficiary_omang_number',
  'notes',
] as const
