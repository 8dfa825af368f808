import { documentFileName } from '@/domain/documents'
import { formatDate, formatDateTime, formatMoney, NOT_AVAILABLE, statusLabel } from '@/domain/format'
import type { DetailField, DetailFieldGroup } from './DetailGrid'

/**
 * How a stored value reads on screen: as stored, a calendar date, a timestamp, money, a status or a
 * choice (capitalised), yes or no, free text that keeps its line breaks, or a stored document by its
 * file name.
 */
export type FieldFormat = 'text' | 'date' | 'timestamp' | 'money' | 'label' | 'yes-no' | 'notes' | 'file'

/**
 * A record's fields declared as data, in the order they show: each key with its label, or with its
 * label and how it reads when that is not as stored (`{ created_at: ['Applied date', 'date'] }`).
 * The record screen, a row's View and the export's 'All columns' all read the same declaration.
 */
export type RecordFields<T> = {
  readonly [K in keyof T & string]?: string | readonly [label: string, format: FieldFormat]
}

/** A titled card of fields on the record screen (a heading in the View modal). */
export interface RecordFieldGroup<T> {
  title: string
  fields: RecordFields<T>
}

/** One declared field: which value, under which label, read how. */
export interface DeclaredField<T> {
  key: keyof T & string
  label: string
  format: FieldFormat
}

/** A declaration's fields, in order. */
export function declaredFields<T>(fields: RecordFields<T>): DeclaredField<T>[] {
  return Object.entries(fields).flatMap(([key, declared]) => {
    if (declared === undefined) return []
    const [label, format] =
      typeof declared === 'string' ? [declared, 'text' as const] : (declared as readonly [string, FieldFormat])
    return [{ key: key as keyof T & string, label, format }]
  })
}

/** The schema turns every yes/no form the server uses (0/1, true/false, "yes"/"no") into boolean or null. */
export function yesNo(flag: boolean | null): string {
  if (flag === null) return NOT_AVAILABLE
  return flag ? 'Yes' : 'No'
}

function shownValue(value: unknown, format: FieldFormat): string | null {
  if (value === null || value === undefined) return format === 'yes-no' ? NOT_AVAILABLE : null
  switch (format) {
    case 'date':
      return formatDate(String(value))
    case 'timestamp':
      return formatDateTime(String(value))
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : null
    case 'label':
      return statusLabel(String(value))
    case 'yes-no':
      return typeof value === 'boolean' ? yesNo(value) : NOT_AVAILABLE
    case 'file':
      return String(value).trim() ? documentFileName(String(value)) : null
    default:
      return String(value)
  }
}

/** One declared field as the grid shows it (a missing value reads 'N/A' there). */
export function fieldValue<T>(record: T, field: DeclaredField<T>): DetailField {
  return { label: field.label, value: shownValue(record[field.key], field.format), multiline: field.format === 'notes' }
}

/** The record's fields as the grid shows them. */
export function fieldValues<T>(record: T, fields: RecordFields<T>): DetailField[] {
  return declaredFields(fields).map((field) => fieldValue(record, field))
}

/** Declared groups, read off one record. */
export function fieldGroupValues<T>(record: T, groups: readonly RecordFieldGroup<T>[]): DetailFieldGroup[] {
  return groups.map((group) => ({ title: group.title, fields: fieldValues(record, group.fields) }))
}
