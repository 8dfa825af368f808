import type { ReactNode } from 'react'

interface RecordSummaryProps {
  /** Who or what the record is, e.g. the applicant's name. */
  heading: ReactNode
  /** A secondary line, e.g. the member ID. */
  subheading?: ReactNode
  /** The status badge (with what an unconfirmed change to it waits for). */
  status: ReactNode
  /** The action buttons the machine and the role allow. */
  actions?: ReactNode
}

/** The head of a detail screen: the record's name, its status badge and its actions, kept together. */
export function RecordSummary({ heading, subheading, status, actions }: RecordSummaryProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <p className="break-words text-xl font-semibold text-gray-900">{heading}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {subheading && <span className="break-all">{subheading}</span>}
          {status}
        </div>
      </div>
      {actions && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Actions">
          {actions}
        </div>
      )}
    </div>
  )
}
