import { mockDb, signInForTest } from '@mocks/node'
import { callMultipart, json } from './support'
import { buildXlsx } from './xlsx-builder'

interface ImportReply {
  created: number
  message: string
  errors: { row: number; attribute: string; errors: string[]; values: Record<string, string | null> }[]
}

const csvType = 'text/csv'
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const importFile = (filename: string, type: string, bytes: Uint8Array) =>
  callMultipart('/api/import-members', { file: { filename, type, bytes } })

describe('mock API member import', () => {
  beforeEach(async () => {
    await signInForTest('admin')
  })

  it('imports a CSV with quoted fields and reports the bad row per attribute', async () => {
    const csv = [
      '\ufeffName,Surname,Gender,Date of Birth,Email Address,Cell Number,Physical Address,Notes',
      'Kagiso,Kgosi,male,1988-05-02,kagiso.kgosi.import@gmail.com,+267 72 111 222,"Plot 12, Extension 2, Gaborone","Said ""hello"""',
      'Naledi,Dintwe,female,1990-10-10,not-an-email,71234567,Maun,',
      '',
      'Mpho,"Khama',
      'Sebego",other,1979-01-31,mpho.khama@botsnet.bw,+26774000111,"Line one',
      'line two",',
    ].join('\r\n')
    const before = mockDb().members.size
    const response = await importFile('members.csv', csvType, new TextEncoder().encode(csv))
    expect(response.status).toBe(200)
    const body = await json<ImportReply>(response)
    expect(body.created).toBe(2)
    // As Laravel Excel's Failure serializes: the row's cells come back under their slugged headings.
    expect(body.errors).toEqual([
      {
        row: 3,
        attribute: 'email_address',
        errors: ['The email address field must be a valid email address.'],
        values: {
          name: 'Naledi',
          surname: 'Dintwe',
          gender: 'female',
          date_of_birth: '1990-10-10',
          email_address: 'not-an-email',
          cell_number: '71234567',
          physical_address: 'Maun',
          notes: null,
        },
      },
    ])
    expect(body.message).toBe('Import complete: 2 members created, 1 row skipped.')
    const created = mockDb().members.all().slice(before)
    expect(created.map((member) => [member.name, member.surname, member.status])).toEqual([
      ['Kagiso', 'Kgosi', 'pending'],
      ['Mpho', 'Khama\r\nSebego', 'pending'],
    ])
    expect(created[0]).toMatchObject({ physical_address: 'Plot 12, Extension 2, Gaborone', notes: 'Said "hello"' })
  })

  it('counts duplicates within the file as taken', async () => {
    const csv =
      'name,surname,gender,date_of_birth,email_address,cell_number\nA1,B,male,1990-01-01,dup@x.bw,71234567\nA2,B,male,1990-01-01,dup@x.bw,71234567\n'
    const body = await json<ImportReply>(await importFile('dups.csv', csvType, new TextEncoder().encode(csv)))
    expect(body.created).toBe(1)
    expect(body.errors).toMatchObject([
      { row: 3, attribute: 'email_address', errors: ['The email address has already been taken.'] },
    ])
  })

  it.each(['deflate', 'store'] as const)(
    'imports an .xlsx with %s entries, shared strings and Excel date serials',
    async (method) => {
      const xlsx = await buildXlsx(
        [
          ['name', 'surname', 'gender', 'date_of_birth', 'email_address', 'cell_number', 'omang_number'],
          [
            'Boitumelo',
            'Masire & Sons <Ltd>',
            'female',
            32874,
            'boitumelo.xlsx@gmail.com',
            '+267 73 555 666',
            123426789,
          ],
          ['Tumelo', '', 'male', '1985-07-04', 'tumelo.xlsx@gmail.com', '74000111', 12345],
        ],
        method,
      )
      const body = await json<ImportReply>(await importFile('members.xlsx', xlsxType, xlsx))
      expect(body.created).toBe(1)
      expect(body.errors).toMatchObject([
        { row: 3, attribute: 'surname', errors: ['The surname field is required.'] },
        { row: 3, attribute: 'omang_number', errors: ['The omang number field must be 9 digits.'] },
      ])
      const imported = mockDb()
        .members.all()
        .find((member) => member.email_address === 'boitumelo.xlsx@gmail.com')
      expect(imported).toMatchObject({
        surname: 'Masire & Sons <Ltd>',
        date_of_birth: '1990-01-01',
        omang_number: '123426789',
      })
    },
  )

  it('answers 422 for a missing file, another type, an unreadable workbook or missing columns', async () => {
    const missing = await callMultipart('/api/import-members', { note: 'no file' })
    expect(missing.status).toBe(422)
    expect(await json(missing)).toMatchObject({ errors: { file: ['The file field is required.'] } })

    const pdf = await importFile('members.pdf', 'application/pdf', new Uint8Array([1, 2]))
    expect(await json(pdf)).toMatchObject({ errors: { file: ['The file field must be a file of type: csv, xlsx.'] } })

    const broken = await importFile('members.xlsx', xlsxType, new TextEncoder().encode('not a zip'))
    expect(broken.status).toBe(422)
    expect(await json(broken)).toMatchObject({ errors: { file: ['The file could not be read as a spreadsheet.'] } })

    const columns = await importFile('members.csv', csvType, new TextEncoder().encode('name,surname\nA,B\n'))
    expect(await json(columns)).toMatchObject({
      errors: {
        file: ['The file is missing the required columns: gender, date_of_birth, email_address, cell_number.'],
      },
    })
  })

  it('refuses files over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    const response = await importFile('big.csv', csvType, big)
    expect(response.status).toBe(422)
    expect(await json(response)).toMatchObject({
      errors: { file: ['The file field must not be greater than 10240 kilobytes.'] },
    })
  })

  it('forbids viewers', async () => {
    await signInForTest('viewer')
    expect((await importFile('members.csv', csvType, new TextEncoder().encode('name\n'))).status).toBe(403)
  })
})
