export interface ChartTableRow {
  label: string
  values: readonly string[]
}

interface ChartDataTableProps {
  caption: string
  /** Header of the first column (the category, e.g. Period or Channel). */
  rowHeader: string
  columns: readonly string[]
  rows: readonly ChartTableRow[]
}

/**
 * A chart's numbers as a table, visually hidden: the canvas is a picture, this is what a screen
 * reader (and a test) can read. The wrapper carries `sr-only` because a table ignores the 1px
 * height that class sets and would stretch the page by its full length.
 */
export function ChartDataTable({ caption, rowHeader, columns, rows }: ChartDataTableProps) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1}>No data available</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={columns[index] ?? index}>{value}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
