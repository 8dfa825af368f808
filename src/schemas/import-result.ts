import * as z from 'zod/mini'
import { count } from './laravel'

export interface ImportRowError {
  /** The spreadsheet row, when the server said which. */
  row: number | null
  messages: string[]
}

const messages = z.union([
  z.pipe(
    z.string(),
    z.transform((message) => [message]),
  ),
  z.array(z.string()),
])

const rowNumber = z.pipe(
  z.nullish(count),
  z.transform((row) => row ?? null),
)

// Laravel Excel reports failures as objects ({row, attribute, errors}, whose messages already name the
// column); hand-written importers send strings, lists of strings, or a map keyed by row.
const RowFailureSchema = z.pipe(
  z.object({ row: rowNumber, errors: messages }),
  z.transform((failure): ImportRowError => ({ row: failure.row, messages: failure.errors })),
)

const listItem = z.union([
  z.pipe(
    z.string(),
    z.transform((message): ImportRowError => ({ row: null, messages: [message] })),
  ),
  z.pipe(
    z.array(z.string()),
    z.transform((list): ImportRowError => ({ row: null, messages: list })),
  ),
  RowFailureSchema,
])

const byRow = z.pipe(
  z.record(z.string(), messages),
  z.transform((map) =>
    Object.entries(map).map(([key, list]): ImportRowError => ({
      row: /^\d+$/.test(key) ? Number(key) : null,
      messages: list,
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
