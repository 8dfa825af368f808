import { ImportResultSchema } from '@/schemas/import-result'

describe('ImportResultSchema', () => {
  it('reads Laravel Excel failures', () => {
    const result = ImportResultSchema.parse({
      created: 12,
      message: 'Import finished',
      errors: [
        { row: 3, attribute: 'email_address', errors: ['The email address field must be a valid email address.'] },
        { row: '7', attribute: 'cell_number', errors: 'The cell number field is required.' },
      ],
    })
    expect(result).toEqual({
      created: 12,
      message: 'Import finished',
      errors: [
        { row: 3, messages: ['The email address field must be a valid email address.'], cells: {} },
        { row: 7, messages: ['The cell number field is required.'], cells: {} },
      ],
    })
  })

  it("reads the refused row's cells from a failure's values, by heading or by column", () => {
    const result = ImportResultSchema.parse({
      created: 0,
      message: 'Import finished',
      errors: [
        {
          row: 3,
          attribute: 'email_address',
          errors: ['The email address field must be a valid email address.'],
          values: { name: 'Kabelo', email_address: 'not-an-email', cell_number: 26775222333, title: null },
        },
        { row: 4, attribute: '1', errors: ['Bad'], values: ['Kabelo', null, true] },
      ],
    })
    expect(result.errors.map((error) => error.cells)).toEqual([
      { name: 'Kabelo', email_address: 'not-an-email', cell_number: '26775222333', title: '' },
      { '1': 'Kabelo', '2': '', '3': 'true' },
    ])
  })

  it('reads plain strings and lists of strings without a row', () => {
    const result = ImportResultSchema.parse({
      created: 0,
      message: 'Nothing imported',
      errors: ['Row 2: bad date', ['a', 'b']],
    })
    expect(result.errors).toEqual([
      { row: null, messages: ['Row 2: bad date'], cells: {} },
      { row: null, messages: ['a', 'b'], cells: {} },
    ])
  })

  it('reads a map keyed by row', () => {
    const result = ImportResultSchema.parse({
      created: '4',
      message: 'Done',
      errors: { '3': ['Duplicate Omang'], file: 'x' },
    })
    expect(result.created).toBe(4)
    expect(result.errors).toEqual([
      { row: 3, messages: ['Duplicate Omang'], cells: {} },
      { row: null, messages: ['x'], cells: {} },
    ])
  })

  it('treats missing or null errors as none', () => {
    expect(ImportResultSchema.parse({ created: 5, message: 'Done' }).errors).toEqual([])
    expect(ImportResultSchema.parse({ created: 5, message: 'Done', errors: null }).errors).toEqual([])
  })

  it.each([
    ['created is missing', { message: 'Done', errors: [] }],
    ['errors is a number', { created: 1, message: 'Done', errors: 3 }],
    ['a failure has no messages', { created: 1, message: 'Done', errors: [{ row: 2 }] }],
  ])('rejects a result where %s', (_case, body) => {
    expect(ImportResultSchema.safeParse(body).success).toBe(false)
  })
})
