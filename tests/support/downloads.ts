import Papa from 'papaparse'

export interface Download {
  name: string
  blob: Blob
}

/** Catches what the page hands to the browser as a download instead of letting jsdom navigate. */
export function captureDownloads(): Download[] {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  let next = 0
  // jsdom has neither; they are put back to nothing when the test ends.
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL')
    Reflect.deleteProperty(URL, 'revokeObjectURL')
  })
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${(next += 1)}`
    if (blob instanceof Blob) blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = (url: string) => void blobs.delete(url)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) downloads.push({ name: this.download, blob })
  })
  return downloads
}

/** The records of a downloaded CSV, after checking it starts with the UTF-8 byte order mark. */
export async function parseCsv(blob: Blob): Promise<string[][]> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder().decode(bytes.slice(3))
  const parsed = Papa.parse<string[]>(text, { newline: '\r\n' })
  expect(parsed.errors).toEqual([])
  return parsed.data
}
