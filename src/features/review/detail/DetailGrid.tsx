import type { ReactNode } from 'react'
import { NOT_AVAILABLE } from '@/domain/format'

export interface DetailField {
  label: string
  /** Text or a small element such as a status badge; null, undefined and blank text read 'N/A'. */
  value: ReactNode
  /** Long free text such as notes: spans the whole row and keeps its line breaks. */
  multiline?: boolean
}

/** A titled set of fields: a card on a detail screen, a heading in a details modal. */
export interface DetailFieldGroup {
  title: string
  fields: DetailField[]
}

/** Longer than this, a value gets the whole row on a phone, where the grid has two narrow columns. */
const SHORT_VALUE_LENGTH = 20

function cellClass(field: DetailField): string {
  if (field.multiline) return 'col-span-2 min-w-0 xl:col-span-3'
  const long = typeof field.value === 'string' && field.value.length > SHORT_VALUE_LENGTH
  return long ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'
}

function shown(value: ReactNode): ReactNode {
  if (value === null || value === undefined || value === false) return NOT_AVAILABLE
  if (typeof value === 'string' && value.trim() === '') return NOT_AVAILABLE
  return value
}

/**
 * A read-only grid of labelled values. Values render as React text, so markup that a server string
 * carries is shown as characters and never parsed.
 */
export function DetailGrid({ fields }: { fields: readonly DetailField[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-4 sm:gap-x-6 xl:grid-cols-3">
      {fields.map((field) => (
        <div key={field.label} className={cellClass(field)}>
          <dt className="text-sm font-medium text-gray-600">{field.label}</dt>
          <dd className={`mt-1 break-words text-gray-900 ${field.multiline ? 'whitespace-pre-wrap' : ''}`}>
            {shown(field.value)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
