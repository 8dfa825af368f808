import { toCsv } from '@/domain/csv'
import { CSV_CHUNK_ROWS, csvBlobInChunks } from '@/features/review/list/export/csv-in-chunks'

interface Row {
  id: number
  name: string
}

const rows: Row[] = Array.from({ length: CSV_CHUNK_ROWS * 2 + 7 }, (_, index) => ({
  id: index + 1,
  name: index % 3 === 0 ? `=Mokgosi, "${index}"` : `Tšhepo\n${index}`,
}))
const header = ['ID', 'Name']
const fields = (row: Row) => [String(row.id), row.name]
const type = 'text/csv;charset=utf-8'
// Blob.text() drops the byte order mark; the file must keep it.
const fileText = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())

describe('csvBlobInChunks', () => {
  it('writes the same file as toCsv, whatever the number of chunks', async () => {
    for (const count of [0, 1, CSV_CHUNK_ROWS, rows.length]) {
      const part = rows.slice(0, count)
      const blob = await csvBlobInChunks(header, part, fields, type, new AbortController().signal)
      expect(blob.type).toBe(type)
      expect(await fileText(blob)).toBe(toCsv(header, part.map(fields)))
    }
  })

  it('hands the thread back between chunks, and stops there once aborted', async () => {
    const controller = new AbortController()
    let written = 0
    const building = csvBlobInChunks(
      header,
      rows,
      (row) => {
        written += 1
        return fields(row)
      },
      type,
      controller.signal,
    )
    // The first chunk is written at once; the rest wait for a later task.
    expect(written).toBe(CSV_CHUNK_ROWS)
    controller.abort()
    await expect(building).rejects.toThrow()
    expect(written).toBe(CSV_CHUNK_ROWS)
  })
})
