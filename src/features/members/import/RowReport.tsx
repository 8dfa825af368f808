import type { RowFinding } from './import-precheck'

/** One line of a row report: the spreadsheet row (null: the server placed it on none) and what it says. */
export interface ReportLine {
  row: number | null
  text: string
  refused?: boolean
}

/** Findings of the console's own check, a refused one marked as such. */
export function findingLines(findings: readonly RowFinding[]): ReportLine[] {
  return findings.map((finding) =>
    finding.level === 'refused'
      ? { row: finding.row, text: `Refused: ${finding.message}`, refused: true }
      : { row: finding.row, text: finding.message },
  )
}

/** A row report: what was found, by spreadsheet row, in a scrolling table titled `title`. */
export function RowReport({
  title,
  heading = title,
  lines,
  className = 'max-h-60',
}: {
  title: string
  /** The second column's heading. */
  heading?: string
  lines: readonly ReportLine[]
  /** The height the report scrolls within. */
  className?: string
}) {
  return (
    <div className={`${className} overflow-auto rounded-md border border-gray-200`} tabIndex={0} aria-label={title}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-gray-100 text-gray-900">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Row
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {heading}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.row}-${index}`} className="border-t border-gray-200">
              <td className="px-3 py-2 align-top whitespace-nowrap text-gray-900">{line.row ?? '—'}</td>
              <td className={`px-3 py-2 ${line.refused ? 'text-red-800' : 'text-gray-900'}`}>{line.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
