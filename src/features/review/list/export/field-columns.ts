import { lightFormat } from 'date-fns'
import { documentFileName } from '@/domain/documents'
import { formatIsoDay, formatPlainNumber, statusLabel } from '@/domain/format'
import { parseTimestamp } from '@/domain/timestamp'
import { declaredFields, type FieldFormat, type RecordFieldGroup } from '../../detail/record-fields'
import type { CsvColumn } from './csv-in-chunks'

/**
 * A declared value, spreadsheet-ready (DESIGN section 6): amounts as plain numbers, dates `yyyy-mm-dd`
 * (timestamps with the time), statuses and choices as shown, yes or no, documents by file name; an
 * empty cell for a value the record does not have. The CSV writer guards against formulas.
 */
function spreadsheetValue(value: unknown, format: FieldFormat): string {
  if (value === null || value === undefined) return ''
  switch (format) {
    case 'date':
      return formatIsoDay(String(value))
    case 'timestamp': {
      // `2025-03-01 14:05`, in the user's own time zone, as the screen shows it.
      const instant = parseTimestamp(String(value))
      return instant ? lightFormat(instant, 'yyyy-MM-dd HH:mm') : ''
    }
    case 'money':
      return typeof value === 'number' ? formatPlainNumber(value) : ''
    case 'label':
      return statusLabel(String(value))
    case 'yes-no':
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : ''
    case 'file':
      return String(value).trim() ? documentFileName(String(value)) : ''
    default:
      return String(value)
  }
}

/**
 * 'All columns': every declared field of the entity (`RecordDetails.fields`), under the label the record
 * screen gives it; money says its currency ('Amount (BWP)'). A label that a later card repeats (a KYC
 * record's 'Source of Funds' answer and document) takes that card's title: 'Source of Funds (Uploaded
 * Documents)', so no two columns share a heading.
 */
export function fieldColumns<T>(groups: readonly RecordFieldGroup<T>[]): CsvColumn<T>[] {
  const used = new Set<string>()
  return groups.flatMap((group) =>
    declaredFields(group.fields).map((field) => {
      const label = field.format === 'money' ? `${field.label} (BWP)` : field.label
      const header = used.has(label) ? `${label} (${group.title})` : label
      used.add(header)
      return { header, text: (record: T) => spreadsheetValue(record[field.key], field.format) }
    }),
  )
}
