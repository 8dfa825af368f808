import { DAY_MS, toDateColumn } from '../time'

// Turns spreadsheet rows into member inputs keyed by field, the way Laravel Excel's
// WithHeadingRow does: headings slugged to snake_case, spreadsheet row numbers kept for errors.

export const importableFields = [
  'title',
  'name',
  'surname',
  'gender',
  'date_of_birth',
  'omang_number',
  'passport_number',
  'email_address',
  'cell_number',
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

export const requiredColumns = ['name', 'surname', 'gender', 'date_of_birth', 'email_address', 'cell_number'] as const

const dateFields = new Set<string>(['date_of_birth', 'beneficiary_dob'])

const slug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')

const fieldBySlug = new Map<string, string>(importableFields.map((field) => [slug(field), field]))

export interface SheetRow {
  // 1-based, counting the heading row, as the spreadsheet shows it.
  row: number
  input: Record<string, string | null>
}

export interface Sheet {
  missingColumns: string[]
  rows: SheetRow[]
}

// Excel stores dates as days since 1899-12-30 unless the cell is text.
function excelSerialToDate(value: string): string {
  if (!/^\d{1,5}(\.\d+)?$/.test(value)) return value
  return toDateColumn(new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(value)) * DAY_MS))
}

export function readSheet(cells: readonly (readonly string[])[], fromExcel: boolean): Sheet {
  const headingIndex = cells.findIndex((row) => row.some((cell) => cell.trim() !== ''))
  const headings = (cells[headingIndex] ?? []).map((heading) => fieldBySlug.get(slug(heading)) ?? null)
  const missingColumns = requiredColumns.filter((field) => !headings.includes(field))
  const rows: SheetRow[] = []
  cells.forEach((cells, index) => {
    if (index <= headingIndex || cells.every((cell) => cell.trim() === '')) return
    const input: Record<string, string | null> = {}
    headings.forEach((field, column) => {
      if (field === null) return
      const raw = (cells[column] ?? '').trim()
      const value = fromExcel && dateFields.has(field) ? excelSerialToDate(raw) : raw
      input[field] = value === '' ? null : value
    })
    rows.push({ row: index + 1, input })
  })
  return { missingColumns, rows }
}
