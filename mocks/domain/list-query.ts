import { validationError } from '../http/errors'
import type { FieldErrors } from '../http/errors'
import { apiDay, parseWireDate, toDateColumn } from '../time'

export interface ListFilters {
  search: string | null
  status: string | null
  fromDate: string | null
  toDate: string | null
}

const param = (url: URL, name: string): string | null => {
  const value = url.searchParams.get(name)?.trim() ?? ''
  return value === '' ? null : value
}

// The controllers validate `from_date`/`to_date` as `nullable|date` and
// `to_date` as `after_or_equal:from_date`.
export function readListFilters(url: URL): ListFilters {
  const fromRaw = param(url, 'from_date')
  const toRaw = param(url, 'to_date')
  const from = fromRaw === null ? null : parseWireDate(fromRaw)
  const to = toRaw === null ? null : parseWireDate(toRaw)
  const errors: FieldErrors = {}
  if (fromRaw !== null && !from) errors.from_date = ['The from date field must be a valid date.']
  if (toRaw !== null && !to) errors.to_date = ['The to date field must be a valid date.']
  if (from && to && to < from) errors.to_date = ['The to date field must be a date after or equal to from date.']
  if (Object.keys(errors).length > 0) throw validationError(errors)
  return {
    search: param(url, 'search'),
    status: param(url, 'status'),
    fromDate: from ? toDateColumn(from) : null,
    toDate: to ? toDateColumn(to) : null,
  }
}

// MySQL's utf8mb4_unicode_ci collation: case- and accent-insensitive, so "tshepo" finds "Tšhepo".
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

interface Listable {
  id: number
  status: string
  created_at: string
}

export interface FilterSpec<T> {
  searchable(row: T): readonly (string | null | undefined)[]
  statusMatches?(row: T, status: string): boolean
}

// Rows are replaced, never mutated, on update, so a parsed timestamp can be cached per row object:
// an export pages through 5,000 rows hundreds of times.
const createdCache = new WeakMap<Listable, number>()

function createdMs(row: Listable): number {
  let created = createdCache.get(row)
  if (created === undefined) {
    created = parseWireDate(row.created_at)?.getTime() ?? 0
    createdCache.set(row, created)
  }
  return created
}

const dayOf = (row: Listable): string => apiDay(new Date(createdMs(row)))

// The folded text a search compares, per row object and per table's `searchable` (module-level
// functions): each member lookup of a record is a new search over every row, and folding every field
// of 3,600 loans for each was most of the mock's time in a long review session. The fields are kept
// as one text, joined by a NUL: a needle without one is found in that text exactly when it is found in
// one of the fields, with one `includes` per row and no closure per row.
const FIELD_BREAK = '\u0000'
const foldedCache = new WeakMap<FilterSpec<never>['searchable'], WeakMap<object, string>>()

const foldedFields = <T>(row: T, searchable: FilterSpec<T>['searchable']): string[] =>
  searchable(row)
    .filter((value): value is string => typeof value === 'string')
    .map(fold)

function foldedSearchable<T extends Listable>(row: T, searchable: FilterSpec<T>['searchable']): string {
  let byRow = foldedCache.get(searchable)
  if (!byRow) {
    byRow = new WeakMap()
    foldedCache.set(searchable, byRow)
  }
  let folded = byRow.get(row)
  if (folded === undefined) {
    folded = foldedFields(row, searchable).join(FIELD_BREAK)
    byRow.set(row, folded)
  }
  return folded
}

function matchesSearch<T extends Listable>(row: T, searchable: FilterSpec<T>['searchable'], needle: string): boolean {
  // A needle holding the break itself (no search box sends one) is compared field by field.
  if (needle.includes(FIELD_BREAK)) return foldedFields(row, searchable).some((value) => value.includes(needle))
  return foldedSearchable(row, searchable).includes(needle)
}

// `latest()` with the filters the list controllers apply; whereDate() on created_at, inclusive.
export function filterRows<T extends Listable>(rows: readonly T[], filters: ListFilters, spec: FilterSpec<T>): T[] {
  const needle = filters.search === null ? null : fold(filters.search)
  const statusMatches = spec.statusMatches ?? ((row: T, status: string) => row.status === status)
  return rows
    .filter((row) => {
      if (filters.status !== null && !statusMatches(row, filters.status)) return false
      if (filters.fromDate !== null && dayOf(row) < filters.fromDate) return false
      if (filters.toDate !== null && dayOf(row) > filters.toDate) return false
      if (needle === null) return true
      return matchesSearch(row, spec.searchable, needle)
    })
    .map((row) => ({ row, created: createdMs(row) }))
    .sort((a, b) => b.created - a.created || b.row.id - a.row.id)
    .map(({ row }) => row)
}

interface ListableTable<T> {
  view(key: string, compute: (rows: T[]) => readonly T[]): readonly T[]
}

// The list endpoint's rows: one filter and sort per distinct query until the table changes, then
// every page of it is a slice (an export asks for thousands of pages of the same query).
export function listRows<T extends Listable>(
  table: ListableTable<T>,
  filters: ListFilters,
  spec: FilterSpec<T>,
): readonly T[] {
  const key = JSON.stringify([filters.search, filters.status, filters.fromDate, filters.toDate])
  return table.view(key, (rows) => filterRows(rows, filters, spec))
}

// Steps for a large seed in the browser: parses every row's created_at a slice at a time and then
// sorts the unfiltered list, so the first page after a 100,000-member seed is a slice too.
export function* prepareListRows<T extends Listable>(table: ListableTable<T>, rows: readonly T[], step: number) {
  for (let start = 0; start < rows.length; start += step) {
    for (const row of rows.slice(start, start + step)) createdMs(row)
    yield
  }
  const none: ListFilters = { search: null, status: null, fromDate: null, toDate: null }
  listRows(table, none, { searchable: () => [] })
}
