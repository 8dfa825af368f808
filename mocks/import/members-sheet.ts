import { OPTIONAL_IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS } from '@/schemas/member-import-columns'
import { DAY_MS, toDateColumn } from '../time'

// Turns spreadsheet rows into member inputs keyed by field, the way Laravel Excel's
// WithHeadingRow does: headings slugged to snake_case, spreadsheet row numbers kept for errors.

// The columns the import reads: the heading row's contract, shared with the console's template.
const importableFields: readonly string[] = [...REQUIRED_IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS]

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
  // Every cell of the row under its slugged heading, read or not, empty ones null: the row array that
  // Laravel Excel validates and returns as a failure's `values`.
  values: Record<string, string | null>
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
  const slugs = (cells[headingIndex] ?? []).map(slug)
  const headings = slugs.map((heading) => fieldBySlug.get(heading) ?? null)
  const missingColumns = REQUIRED_IMPORT_COLUMNS.filter((field) => !headings.includes(field))
  const rows: SheetRow[] = []
  cells.forEach((cells, index) => {
    if (index <= headingIndex || cells.every((cell) => cell.trim() === '')) return
    const input: Record<string, string | null> = {}
    const values: Record<string, string | null> = {}
    slugs.forEach((heading, column) => {
      const raw = (cells[column] ?? '').trim()
      if (heading !== '') values[heading] = raw === '' ? null : raw
      const field = headings[column]
      if (field === null || field === undefined) return
      const value = fromExcel && dateFields.has(field) ? excelSerialToDate(raw) : raw
      input[field] = value === '' ? null : value
    })
    rows.push({ row: index + 1, input, values })
  })
  return { missingColumns, rows }
}
