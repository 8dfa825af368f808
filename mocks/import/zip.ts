// Just enough of the zip format to read an .xlsx: the end-of-central-directory record, the
// central directory, and stored or deflated entries (inflated with DecompressionStream).

export class ZipError extends Error {}

interface Entry {
  method: number
  compressedSize: number
  localHeaderOffset: number
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50

function centralDirectory(view: DataView): Map<string, Entry> {
  // The EOCD record is at least 22 bytes from the end, followed by a comment of up to 64 KiB.
  let eocd = -1
  for (let offset = view.byteLength - 22; offset >= Math.max(0, view.byteLength - 22 - 0xffff); offset--) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) {
      eocd = offset
      break
    }
  }
  if (eocd < 0) throw new ZipError('Not a zip file')
  const count = view.getUint16(eocd + 10, true)
  let offset = view.getUint32(eocd + 16, true)
  const entries = new Map<string, Entry>()
  const decoder = new TextDecoder()
  for (let index = 0; index < count; index++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL_SIGNATURE)
      throw new ZipError('Corrupt central directory')
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    const name = decoder.decode(new Uint8Array(view.buffer, view.byteOffset + offset + 46, nameLength))
    entries.set(name, {
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

async function inflateRaw(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const input = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  try {
    return new Uint8Array(await new Response(input.pipeThrough(new DecompressionStream('deflate-raw'))).arrayBuffer())
  } catch {
    throw new ZipError('Corrupt deflate data')
  }
}

export class ZipReader {
  private readonly view: DataView
  private readonly entries: Map<string, Entry>

  constructor(private readonly bytes: Uint8Array<ArrayBuffer>) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    this.entries = centralDirectory(this.view)
  }

  names(): string[] {
    return [...this.entries.keys()]
  }

  async read(name: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const entry = this.entries.get(name)
    if (!entry) return null
    const header = entry.localHeaderOffset
    if (header + 30 > this.view.byteLength || this.view.getUint32(header, true) !== LOCAL_SIGNATURE)
      throw new ZipError('Corrupt local header')
    // The local header repeats name and extra field with lengths of its own.
    const start = header + 30 + this.view.getUint16(header + 26, true) + this.view.getUint16(header + 28, true)
    const data = this.bytes.slice(start, start + entry.compressedSize)
    if (entry.method === 0) return data
    if (entry.method === 8) return inflateRaw(data)
    throw new ZipError(`Unsupported compression method ${entry.method}`)
  }
}
