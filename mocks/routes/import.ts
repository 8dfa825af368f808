import { authedRoute } from '../http/pipeline'
import type { MockRoute } from '../http/router'
import { validationError } from '../http/errors'
import { isUploadedFile } from '../http/input'
import { checkMember } from '../domain/member-validation'
import { createMember } from '../domain/member-writes'
import { parseCsv } from '../import/csv'
import { readXlsx } from '../import/xlsx'
import { readSheet } from '../import/members-sheet'

const MAX_BYTES = 10 * 1024 * 1024

// Maatwebsite\Excel\Validators\Failure as it serializes to JSON: the row's cells come along.
interface RowFailure {
  row: number
  attribute: string
  errors: string[]
  values: Record<string, string | null>
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`

// POST /api/import-members: Laravel Excel with WithHeadingRow, WithValidation and SkipsOnFailure:
// valid rows are created, invalid ones reported per row and attribute.
export const importRoutes: MockRoute[] = [
  authedRoute('post', '/api/import-members', { group: 'members.import', kind: 'import' }, async (context) => {
    context.can('users', 'edit')
    const { input } = await context.input()
    const file = input.file
    if (file === undefined || file === null) throw validationError({ file: ['The file field is required.'] })
    if (!isUploadedFile(file)) throw validationError({ file: ['The file field must be a file.'] })
    const extension = file.name.split('.').pop()?.toLowerCase()
    if (extension !== 'csv' && extension !== 'xlsx')
      throw validationError({ file: ['The file field must be a file of type: csv, xlsx.'] })
    if (file.size > MAX_BYTES)
      throw validationError({ file: ['The file field must not be greater than 10240 kilobytes.'] })

    const bytes = new Uint8Array(await file.arrayBuffer())
    let cells: string[][]
    try {
      cells =
        extension === 'csv' ? parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) : await readXlsx(bytes)
    } catch {
      throw validationError({ file: ['The file could not be read as a spreadsheet.'] })
    }
    const sheet = readSheet(cells, extension === 'xlsx')
    if (sheet.missingColumns.length > 0) {
      throw validationError({ file: [`The file is missing the required columns: ${sheet.missingColumns.join(', ')}.`] })
    }

    let created = 0
    const failures: RowFailure[] = []
    for (const { row, input, values } of sheet.rows) {
      const check = checkMember(input, { members: context.db.members.all(), allowFiles: false })
      const errors = Object.entries(check.errors)
      if (errors.length > 0) {
        failures.push(...errors.map(([attribute, messages]) => ({ row, attribute, errors: messages, values })))
      } else {
        createMember(context.db, check.values, {})
        created++
      }
    }
    const failedRows = new Set(failures.map((failure) => failure.row)).size
    const message =
      sheet.rows.length === 0
        ? 'The file contains no member rows.'
        : `Import complete: ${plural(created, 'member')} created, ${plural(failedRows, 'row')} skipped.`
    return { json: { created, message, errors: failures.map((failure) => ({ ...failure })) } }
  }),
]
