import { adler32, crc32 } from './checksums'

// A real, valid PNG drawn in code: a pale "scanned document" with a tinted header band and a
// few dark text lines, tinted per document so different files look different in the preview.

const WIDTH = 160
const HEIGHT = 110

const concat = (parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const uint32 = (value: number): Uint8Array =>
  new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff])

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), data])
  return concat([uint32(data.length), typed, uint32(crc32(typed))])
}

// zlib stream made of uncompressed ("stored") deflate blocks: valid without a compressor.
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [new Uint8Array([0x78, 0x01])]
  for (let offset = 0; offset < raw.length || offset === 0; offset += 0xffff) {
    const block = raw.subarray(offset, offset + 0xffff)
    const last = offset + 0xffff >= raw.length ? 1 : 0
    const length = block.length
    blocks.push(new Uint8Array([last, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff]), block)
  }
  blocks.push(uint32(adler32(raw)))
  return concat(blocks)
}

function pixels(tint: number): Uint8Array {
  // One filter byte (0 = none) per row, then one palette index per pixel.
  const raw = new Uint8Array(HEIGHT * (WIDTH + 1))
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH + 1)
    for (let x = 0; x < WIDTH; x++) {
      let colour = 0
      if (y < 18) colour = 1
      else if (x > 12 && x < WIDTH - 12 && y > 26 && (y - 26) % 12 < 3 && x < WIDTH - 12 - ((y * 7 + tint) % 40))
        colour = 2
      else if (x === 0 || y === HEIGHT - 1 || x === WIDTH - 1) colour = 3
      raw[row + 1 + x] = colour
    }
  }
  return raw
}

export function pngBytes(seed: number): Uint8Array<ArrayBuffer> {
  const hue = seed % 3
  const header = new Uint8Array([...uint32(WIDTH), ...uint32(HEIGHT), 8, 3, 0, 0, 0])
  const headerColour = [
    [0x1f, 0x6f, 0x43],
    [0x1d, 0x4e, 0x89],
    [0x8a, 0x4b, 0x08],
  ][hue] ?? [0, 0, 0]
  const palette = new Uint8Array([0xfa, 0xfa, 0xf5, ...headerColour, 0x33, 0x33, 0x33, 0x9c, 0xa3, 0xaf])
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', zlibStored(pixels(seed))),
    chunk('IEND', new Uint8Array()),
  ])
}
