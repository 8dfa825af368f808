import { ZipReader } from './zip'

// The first worksheet of an .xlsx as rows of text. SpreadsheetML is regular enough to read with
// patterns: <row>s of <c r="B2" t="s"><v>3</v></c>, with text in sharedStrings.xml or inline.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return entities[name] ?? whole
  })
}

// All <t> runs of a rich or plain string, joined.
function textRuns(xml: string): string {
  return [...xml.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((match) => decodeXml(match[1] ?? '')).join('')
}

function attribute(attributes: string, name: string): string | null {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? null
}

function columnIndex(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A'
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1
}

function cellText(attributes: string, body: string, shared: readonly string[]): string {
  const type = attribute(attributes, 't')
  if (type === 'inlineStr') return textRuns(body)
  const value = decodeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '')
  if (type === 's') return shared[Number(value)] ?? ''
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE'
  return value
}

function firstSheet(names: readonly string[]): string | null {
  if (names.includes('xl/worksheets/sheet1.xml')) return 'xl/worksheets/sheet1.xml'
  return names.filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort()[0] ?? null
}

export async function readXlsx(bytes: Uint8Array<ArrayBuffer>): Promise<string[][]> {
  const zip = new ZipReader(bytes)
  const sheetName = firstSheet(zip.names())
  const sheet = sheetName ? await zip.read(sheetName) : null
  if (!sheet) throw new Error('The workbook has no worksheet')
  const decoder = new TextDecoder()
  const sharedXml = await zip.read('xl/sharedStrings.xml')
  const shared = sharedXml
    ? [...decoder.decode(sharedXml).matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g)].map((match) => textRuns(match[1] ?? ''))
    : []
  const rows: string[][] = []
  for (const rowMatch of decoder.decode(sheet).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(attribute(rowMatch[1] ?? '', 'r') ?? rows.length + 1)
    const cells: string[] = []
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1] ?? ''
      const reference = attribute(attributes, 'r')
      const index = reference ? columnIndex(reference) : cells.length
      while (cells.length < index) cells.push('')
      cells[index] = cellText(attributes, cell[2] ?? '', shared)
    }
    while (rows.length < rowNumber - 1) rows.push([])
    rows[rowNumber - 1] = cells
  }
  return rows
}
