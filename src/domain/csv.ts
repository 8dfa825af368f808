/*
 * CSV as RFC 4180 writes it, for spreadsheets to open (DESIGN section 6): fields separated by commas,
 * records by CRLF, a field quoted when it holds a comma, a quote or a line break (quotes doubled),
 * UTF-8 with a byte order mark so Excel reads "Tshekiso Mokgosi" and "Sekgoma Ntšhabeleng" alike.
 */

/** Excel takes the file as UTF-8 only when it starts with this. */
export const CSV_BOM = '\uFEFF'

const CRLF = '\r\n'

/*
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP); a
 * leading apostrophe makes it text. Tab and carriage return are on the list because some
 * spreadsheets trim them and then read the `=` behind them.
 */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r'])

const NEEDS_QUOTES = /[",\r\n]/

/** One field, made safe to open in a spreadsheet and quoted when RFC 4180 requires it. */
export function csvField(value: string): string {
  const safe = FORMULA_START.has(value.charAt(0)) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One record: its fields, comma-separated, without the line break. */
export function csvRecord(fields: readonly string[]): string {
  return fields.map(csvField).join(',')
}

/**
 * The whole file: a BOM, the header record, then one record per row, CRLF between records and no
 * line break after the last (RFC 4180 allows either; this way an empty last field is not mistaken
 * for an extra empty record).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const records = new Array<string>(rows.length + 1)
  records[0] = csvRecord(header)
  for (let index = 0; index < rows.length; index += 1) records[index + 1] = csvRecord(rows[index] ?? [])
  return CSV_BOM + records.join(CRLF)
}
