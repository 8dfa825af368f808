import type { QueryClient } from '@tanstack/react-query'
import { memberResource } from '@/api/members/members.api'
import { fullName, recordSubject } from '@/domain/names'
import { isFutureDay, isMalformedOmang, normalOmang, sameOmangMembers } from '@/domain/review-checks'
import { REQUIRED_IMPORT_COLUMNS, OPTIONAL_IMPORT_COLUMNS } from '@/schemas/member-import-columns'
import { sheetCells } from './sheet-cells'

/** One row the import should not take as it is, by its spreadsheet row (the heading row is 1). */
export interface RowFinding {
  row: number
  message: string
  /** 'refused': the row must be corrected first; 'warning': it may be uploaded anyway. */
  level: 'refused' | 'warning'
}

/** How many Omang numbers are looked up at most: a minute of Laravel's default request budget. */
export const OMANG_LOOKUP_LIMIT = 60

export interface Precheck {
  findings: RowFinding[]
  /** Rows whose Omang was not looked up, past the limit. */
  notLookedUp: number
}

const DATE_COLUMNS = [
  ['date_of_birth', 'Date of birth'],
  ['beneficiary_dob', 'Beneficiary date of birth'],
] as const
const DATE_COLUMN_NAMES = new Set<string>(DATE_COLUMNS.map(([column]) => column))

// Headings as Laravel Excel's heading row slugs them: `Date of Birth` -> `date_of_birth`.
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
const IMPORT_COLUMNS = new Map<string, string>(
  [...REQUIRED_IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS].map((column) => [slug(column), column]),
)

// Excel keeps a date as days since 1899-12-30 unless the cell is text.
function excelSerialToDay(value: string): string {
  if (!/^\d{1,5}(\.\d+)?$/.test(value)) return value
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(value)) * 86_400_000)
  return date.toISOString().slice(0, 10)
}

/** The sheet's member rows as column -> text, each with its spreadsheet row number. */
function memberRows(cells: readonly (readonly string[])[], fromExcel: boolean) {
  const headingIndex = cells.findIndex((row) => row.some((cell) => cell.trim() !== ''))
  const columns = (cells[headingIndex] ?? []).map((heading) => IMPORT_COLUMNS.get(slug(heading)) ?? null)
  return cells.flatMap((row, index) => {
    if (index <= headingIndex || row.every((cell) => cell.trim() === '')) return []
    const values: Record<string, string> = {}
    columns.forEach((column, position) => {
      if (column === null) return
      const raw = (row[position] ?? '').trim()
      values[column] = fromExcel && DATE_COLUMN_NAMES.has(column) ? excelSerialToDay(raw) : raw
    })
    return [{ row: index + 1, values }]
  })
}

/**
 * What the import should not take as it is (DESIGN section 11), read from the file before it is
 * sent: a date of birth in the future is refused, as the member form refuses it; an Omang another
 * member already holds, or that another row repeats, is a warning. Each Omang is looked up once, up
 * to OMANG_LOOKUP_LIMIT of them, through the members' own list keys.
 */
export async function precheckImport(queryClient: QueryClient, file: File, today: Date): Promise<Precheck> {
  const { cells, fromExcel } = await sheetCells(file)
  const rows = memberRows(cells, fromExcel)
  const findings: RowFinding[] = []
  const rowsByOmang = new Map<string, number[]>()
  for (const { row, values } of rows) {
    for (const [column, label] of DATE_COLUMNS) {
      const day = values[column]
      if (day && isFutureDay(day, today)) {
        findings.push({ row, level: 'refused', message: `${label} ${day} is in the future` })
      }
    }
    const omang = isMalformedOmang(values.omang_number) ? null : normalOmang(values.omang_number)
    if (omang !== null) rowsByOmang.set(omang, [...(rowsByOmang.get(omang) ?? []), row])
  }
  for (const [omang, onRows] of rowsByOmang) {
    for (const row of onRows.slice(1)) {
      findings.push({ row, level: 'warning', message: `Omang ${omang} is also on row ${onRows[0] ?? ''}` })
    }
  }
  const omangs = [...rowsByOmang.keys()]
  const lookedUp = omangs.slice(0, OMANG_LOOKUP_LIMIT)
  await Promise.all(
    lookedUp.map(async (omang) => {
      const onRows = rowsByOmang.get(omang) ?? []
      const found = await queryClient
        .fetchQuery(memberResource.queries.list({ page: 1, search: omang }))
        .catch(() => null)
      if (!found) {
        for (const row of onRows) {
          findings.push({ row, level: 'warning', message: `Omang ${omang} could not be checked against the members` })
        }
        return
      }
      for (const holder of sameOmangMembers(omang, found.items, () => false)) {
        const who = recordSubject(holder.member_id ?? `Member ${holder.id}`, fullName(holder.name, holder.surname))
        for (const row of onRows) {
          findings.push({ row, level: 'warning', message: `Omang ${omang} already belongs to ${who}` })
        }
      }
    }),
  )
  const notLookedUp = omangs
    .slice(OMANG_LOOKUP_LIMIT)
    .reduce((sum, omang) => sum + (rowsByOmang.get(omang)?.length ?? 0), 0)
  findings.sort((a, b) => a.row - b.row)
  return { findings, notLookedUp }
}
