import { toCsv } from '@/domain/csv'
import { OPTIONAL_IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from '@/schemas/member-import-columns'

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
