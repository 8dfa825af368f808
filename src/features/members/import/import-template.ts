import { toCsv } from '@/domain/csv'

/**
 * The columns the import reads from the first row (Laravel Excel's heading row, matched in
 * snake_case). The required ones are those every member must have.
 */
export const REQUIRED_IMPORT_COLUMNS = [
  'name',
  'surname',
  'gender',
  'date_of_birth',
  'email_address',
  'cell_number',
] as const

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

export const IMPORT_TEMPLATE_FILE_NAME = 'members-import-template.csv'

/** A CSV with the heading row and one example member, so the expected format is seen, not guessed. */
export function importTemplateCsv(): string {
  const header = [...REQUIRED_IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS]
  const example: Record<string, string> = {
    name: 'Lorato',
    surname: 'Segokgo',
    gender: 'female',
    date_of_birth: '1993-02-14',
    email_address: 'lorato.segokgo@example.co.bw',
    cell_number: '+267 74 111 222',
    omang_number: '123456789',
    telephone_home: '391 1111',
  }
  return toCsv(header, [header.map((column) => example[column] ?? '')])
}
