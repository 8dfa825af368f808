import * as z from 'zod/mini'
import { count } from './laravel'

export interface ImportRowError {
  /** The spreadsheet row, when the server said which. */
  row: number | null
  messages: string[]
  /** The refused row's cells under their headings, when the server sent them back (Laravel Excel does). */
  cells: Record<string, string>
}

const messages = z.union([
  z.pipe(
    z.string(),
    z.transform((message) => [message]),
  ),
  z.array(z.string()),
])

// A cell as Laravel Excel's row array holds it: text, a number, a boolean, or null for an empty cell.
const cell = z.pipe(
  z.nullable(z.union([z.string(), z.number(), z.boolean()])),
  z.transform((value) => (value === null ? '' : String(value))),
)

// The row's cells by heading (with a heading row) or by column (without one, a list: 1, 2, 3...).
const rowCells = z.pipe(
  z.optional(z.union([z.record(z.string(), cell), z.array(cell)])),
  z.transform((cells): Record<string, string> =>
    Array.isArray(cells) ? Object.fromEntries(cells.map((value, index) => [String(index + 1), value])) : (cells ?? {}),
  ),
)

const rowNumber = z.pipe(
  z.nullish(count),
  z.transform((row) => row ?? null),
)

// Laravel Excel reports failures as objects ({row, attribute, errors, values}: messages that already
// name the column, and the row's cells); hand-written importers send strings, lists of strings, or a
// map keyed by row.
const RowFailureSchema = z.pipe(
  z.object({ row: rowNumber, errors: messages, values: rowCells }),
  z.transform((failure): ImportRowError => ({ row: failure.row, messages: failure.errors, cells: failure.values })),
)

const listItem = z.union([
  z.pipe(
    z.string(),
    z.transform((message): ImportRowError => ({ row: null, messages: [message], cells: {} })),
  ),
  z.pipe(
    z.array(z.string()),
    z.transform((list): ImportRowError => ({ row: null, messages: list, cells: {} })),
  ),
  RowFailureSchema,
])

const byRow = z.pipe(
  z.record(z.string(), messages),
  z.transform((map) =>
    Object.entries(map).map(([key, list]): ImportRowError => ({
      row: /^\d+$/.test(key) ? Number(key) : null,
      messages: list,
      cells: {},
    })),
  ),
)

/** `POST /api/import-members`: how many members were created and what went wrong, per row. */
export const ImportResultSchema = z.object({
  created: count,
  message: z.string(),
  errors: z.pipe(
    z.nullish(z.union([z.array(listItem), byRow])),
    z.transform((errors) => errors ?? []),
  ),
})

export type ImportResult = z.infer<typeof ImportResultSchema>
