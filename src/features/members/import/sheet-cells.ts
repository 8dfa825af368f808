/*
 * A members spreadsheet read in the browser, before it is uploaded, so the import can report the rows
 * it should not take as they are (DESIGN section 11). Only as much as that needs: the first sheet's
 * cells as text. The server reads the file again and has the last word on everything else.
 */

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks; a UTF-8 BOM is dropped. */
export function csvCells(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  for (let index = 0; index < source.length; index++) {
    const char = source.charAt(index)
    if (quoted) {
      if (char === '"' && source.charAt(index + 1) === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source.charAt(index + 1) === '\n') index++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50

/** The entries of a zip (an .xlsx is one): name -> a reader of its bytes. */
function zipEntries(bytes: Uint8Array<ArrayBuffer>): Map<string, () => Promise<Uint8Array<ArrayBuffer>>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let offset = view.byteLength - 22; offset >= Math.max(0, view.byteLength - 22 - 0xffff); offset--) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) {
      end = offset
      break
    }
  }
  if (end < 0) throw new Error('Not a zip file')
  const entries = new Map<string, () => Promise<Uint8Array<ArrayBuffer>>>()
  let offset = view.getUint32(end + 16, true)
  for (let index = view.getUint16(end + 10, true); index > 0; index--) {
    if (view.getUint32(offset, true) !== CENTRAL_SIGNATURE) throw new Error('Corrupt zip directory')
    const method = view.getUint16(offset + 10, true)
    const size = view.getUint32(offset + 20, true)
    const nameLength = view.getUint16(offset + 28, true)
    const header = view.getUint32(offset + 42, true)
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength))
    entries.set(name, async () => {
      // The local header repeats the name and an extra field, with lengths of its own.
      const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true)
      const data = bytes.slice(start, start + size)
      if (method === 0) return data
      const compressed = new ReadableStream<Uint8Array<ArrayBuffer>>({
        start(controller) {
          controller.enqueue(data)
          controller.close()
        },
      })
      return new Uint8Array(
        await new Response(compressed.pipeThrough(new DecompressionStream('deflate-raw'))).arrayBuffer(),
      )
    })
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true)
  }
  return entries
}

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'

async function xmlOf(entry: (() => Promise<Uint8Array<ArrayBuffer>>) | undefined): Promise<Document | null> {
  if (!entry) return null
  return new DOMParser().parseFromString(new TextDecoder().decode(await entry()), 'application/xml')
}

/** All text runs of a shared or inline string, joined. */
function textOf(element: Element): string {
  return Array.from(element.getElementsByTagNameNS(SPREADSHEET_NS, 't'))
    .map((run) => run.textContent ?? '')
    .join('')
}

/** `B7` -> 1 (the column, from 0). */
function columnOf(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A'
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1
}

/** The first worksheet of an .xlsx as rows of cell text (numbers as written, dates as Excel serials). */
export async function xlsxCells(bytes: Uint8Array<ArrayBuffer>): Promise<string[][]> {
  const entries = zipEntries(bytes)
  const sheetName =
    [
      'xl/worksheets/sheet1.xml',
      ...[...entries.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort(),
    ].find((name) => entries.has(name)) ?? ''
  const sheet = await xmlOf(entries.get(sheetName))
  if (!sheet) throw new Error('The workbook has no worksheet')
  const sharedXml = await xmlOf(entries.get('xl/sharedStrings.xml'))
  const shared = sharedXml ? Array.from(sharedXml.getElementsByTagNameNS(SPREADSHEET_NS, 'si'), textOf) : []
  const rows: string[][] = []
  for (const row of Array.from(sheet.getElementsByTagNameNS(SPREADSHEET_NS, 'row'))) {
    const cells: string[] = []
    for (const cell of Array.from(row.getElementsByTagNameNS(SPREADSHEET_NS, 'c'))) {
      const type = cell.getAttribute('t')
      const value = cell.getElementsByTagNameNS(SPREADSHEET_NS, 'v')[0]?.textContent ?? ''
      const text = type === 'inlineStr' ? textOf(cell) : type === 's' ? (shared[Number(value)] ?? '') : value
      const index = columnOf(cell.getAttribute('r') ?? '')
      while (cells.length < index) cells.push('')
      cells[index] = text
    }
    const number = Number(row.getAttribute('r') ?? rows.length + 1)
    while (rows.length < number - 1) rows.push([])
    rows[number - 1] = cells
  }
  return rows
}

/** The cells of a .csv or .xlsx file, and whether numbers in date columns are Excel serials. */
export async function sheetCells(file: File): Promise<{ cells: string[][]; fromExcel: boolean }> {
  if (file.name.toLowerCase().endsWith('.xlsx')) {
    return { cells: await xlsxCells(new Uint8Array(await file.arrayBuffer())), fromExcel: true }
  }
  return { cells: csvCells(await file.text()), fromExcel: false }
}
