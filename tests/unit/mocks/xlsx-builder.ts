import { crc32 } from '@mocks/files/checksums'

// Builds a minimal but genuine .xlsx (a zip of SpreadsheetML parts) for import tests: strings go
// through sharedStrings.xml, numbers stay numeric cells, entries are deflated or stored.

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const column = (index: number): string => {
  let name = ''
  for (let value = index + 1; value > 0; value = Math.floor((value - 1) / 26))
    name = String.fromCharCode(65 + ((value - 1) % 26)) + name
  return name
}

async function deflateRaw(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  return new Uint8Array(await new Response(stream.pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer())
}

function sheetParts(rows: readonly (readonly (string | number)[])[]): Record<string, string> {
  const shared: string[] = []
  const sheetRows = rows.map((row, rowIndex) => {
    const cells = row.map((value, columnIndex) => {
      const reference = `${column(columnIndex)}${rowIndex + 1}`
      if (typeof value === 'number') return `<c r="${reference}"><v>${value}</v></c>`
      shared.push(value)
      return `<c r="${reference}" t="s"><v>${shared.length - 1}</v></c>`
    })
    return `<row r="${rowIndex + 1}">${cells.join('')}</row>`
  })
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  return {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}"><sheets><sheet name="Members" sheetId="1"/></sheets></workbook>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}" count="${shared.length}" uniqueCount="${shared.length}">${shared.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
  }
}

export async function buildXlsx(
  rows: readonly (readonly (string | number)[])[],
  method: 'deflate' | 'store' = 'deflate',
): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder()
  const local: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const [name, text] of Object.entries(sheetParts(rows))) {
    const raw = encoder.encode(text)
    const data = method === 'deflate' ? await deflateRaw(raw) : raw
    const nameBytes = encoder.encode(name)
    const header = new DataView(new ArrayBuffer(30))
    header.setUint32(0, 0x04034b50, true)
    header.setUint16(4, 20, true)
    header.setUint16(8, method === 'deflate' ? 8 : 0, true)
    header.setUint32(14, crc32(raw), true)
    header.setUint32(18, data.length, true)
    header.setUint32(22, raw.length, true)
    header.setUint16(26, nameBytes.length, true)
    const entry = new DataView(new ArrayBuffer(46))
    entry.setUint32(0, 0x02014b50, true)
    entry.setUint16(4, 20, true)
    entry.setUint16(6, 20, true)
    entry.setUint16(10, method === 'deflate' ? 8 : 0, true)
    entry.setUint32(16, crc32(raw), true)
    entry.setUint32(20, data.length, true)
    entry.setUint32(24, raw.length, true)
    entry.setUint16(28, nameBytes.length, true)
    entry.setUint32(42, offset, true)
    local.push(new Uint8Array(header.buffer), nameBytes, data)
    central.push(new Uint8Array(entry.buffer), nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, central.length / 2, true)
  end.setUint16(10, central.length / 2, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)
  const parts = [...local, ...central, new Uint8Array(end.buffer)]
  const zip = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let position = 0
  for (const part of parts) {
    zip.set(part, position)
    position += part.length
  }
  return zip
}
