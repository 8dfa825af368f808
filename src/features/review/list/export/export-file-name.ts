import type { ListParams } from '@/api/records/list-params'
import { formatIsoDay } from '@/domain/format'

// Characters no file may carry on Windows or macOS, and control characters.
// eslint-disable-next-line no-control-regex
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]/g
const SEARCH_IN_NAME = 40

/**
 * The export's file name. All of a list is the list's title (DESIGN section 6: `Registered
 * Members.csv`); a filtered export says what it holds and when it was taken, as the server spells the
 * filters: `Registered Members - pending - 2026-11-25.csv`, `Loan Applications - from 2026-11-01 to
 * 2026-11-20 - search Mpho - 2026-11-25.csv`.
 */
export function exportFileName(title: string, params: ListParams, today: Date): string {
  const { status, search, from_date: from, to_date: to } = params
  const range = from && to ? `from ${from} to ${to}` : from ? `from ${from}` : to ? `to ${to}` : undefined
  const term = search?.trim().slice(0, SEARCH_IN_NAME).trim()
  const parts = [status, range, term ? `search ${term}` : undefined].filter((part): part is string => Boolean(part))
  const name = parts.length === 0 ? title : [title, ...parts, formatIsoDay(today)].join(' - ')
  return `${name.replace(NOT_IN_FILE_NAMES, '_')}.csv`
}
