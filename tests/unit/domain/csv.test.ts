import Papa from 'papaparse'
import { CSV_BOM, csvField, csvRecord, toCsv } from '@/domain/csv'

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Kagiso Molefe')).toBe('Kagiso Molefe')
    expect(csvField('')).toBe('')
  })

  it('quotes a field with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('BWP 25,000')).toBe('"BWP 25,000"')
    expect(csvField('The "Tlou" branch')).toBe('"The ""Tlou"" branch"')
    expect(csvField('Plot 123\nGaborone')).toBe('"Plot 123\nGaborone"')
    expect(csvField('line\r\nbreak')).toBe('"line\r\nbreak"')
  })

  it('keeps Setswana diacritics and emoji untouched', () => {
    expect(csvField('Ntšhabeleng')).toBe('Ntšhabeleng')
    expect(csvField('Mmê Kêtshêgilê 🎉')).toBe('Mmê Kêtshêgilê 🎉')
  })

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+26771234567', "'+26771234567"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\t=1+1', "'\t=1+1"],
  ])('turns a formula start into text: %j', (value, expected) => {
    expect(csvField(value)).toBe(expected)
  })

  it('prefixes a carriage return start and still quotes it', () => {
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"')
  })

  it('guards and quotes a field that is both a formula and holds a comma or quote', () => {
    expect(csvField('=HYPERLINK("http://x", "y")')).toBe('"\'=HYPERLINK(""http://x"", ""y"")"')
  })

  it('leaves a sign inside the text alone', () => {
    expect(csvField('a=b')).toBe('a=b')
    expect(csvField('BWP -5')).toBe('BWP -5')
  })
})

describe('toCsv', () => {
  it('starts with a BOM and separates records with CRLF, with no line break after the last', () => {
    const csv = toCsv(
      ['ID', 'Name'],
      [
        ['1', 'Kagiso'],
        ['2', 'Naledi'],
      ],
    )
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv.slice(1)).toBe('ID,Name\r\n1,Kagiso\r\n2,Naledi')
    expect(csv.slice(1).replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  })

  it('writes only the header for no rows', () => {
    expect(toCsv(['ID', 'Amount'], [])).toBe(`${CSV_BOM}ID,Amount`)
  })

  it('encodes as UTF-8 with the BOM bytes first', async () => {
    const bytes = new Uint8Array(await new Blob([toCsv(['Name'], [['Tšhepo']])]).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nTšhepo')
  })

  it('round-trips through papaparse, guards aside', () => {
    const header = ['ID', 'Name', 'Address', 'Amount', 'Notes']
    const rows = [
      ['1', 'Ntšhabeleng, Mpho', 'Plot 5\r\nTlokweng', 'BWP 25,000', 'Said "yes" 👍'],
      ['2', '', 'P.O. Box 1, Gaborone', 'BWP 0', ''],
      ['3', 'Dikeledi', 'Maun', 'BWP 1,250', 'ends with a comma,'],
    ]
    const parsed = Papa.parse<string[]>(toCsv(header, rows).slice(1), { newline: '\r\n' })
    expect(parsed.errors).toEqual([])
    expect(parsed.data).toEqual([header, ...rows])
  })

  it('round-trips a guarded cell as its guarded text', () => {
    const parsed = Papa.parse<string[]>(toCsv(['Formula'], [['=1+1'], ['-7']]).slice(1), { newline: '\r\n' })
    expect(parsed.data).toEqual([['Formula'], ["'=1+1"], ["'-7"]])
  })

  it('writes 5,000 rows of seven columns, one record each', () => {
    const rows = Array.from({ length: 5000 }, (_, index) => [
      String(index + 1),
      `M${String(index).padStart(5, '0')}`,
      'Kgomotso Ntšhabeleng',
      'Personal',
      'BWP 25,000',
      'Mar 01, 2025',
      'Pending',
    ])
    const csv = toCsv(['ID', 'Member ID', 'Applicant', 'Loan Type', 'Amount', 'Applied', 'Status'], rows)
    const records = csv.split('\r\n')
    expect(records).toHaveLength(5001)
    expect(records[5000]).toBe('5000,M04999,Kgomotso Ntšhabeleng,Personal,"BWP 25,000","Mar 01, 2025",Pending')
  })
})

describe('csvRecord', () => {
  it('joins the guarded, quoted fields with commas', () => {
    expect(csvRecord(['a', 'b,c', '=d'])).toBe('a,"b,c",\'=d')
  })
})
