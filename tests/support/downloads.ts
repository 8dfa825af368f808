import Papa from 'papaparse'

export interface Download {
  name: string
  blob: Blob
}

/**
 * Stands in for `URL.createObjectURL` and `URL.revokeObjectURL` for this test and puts back what was
 * there when it ends: the app files share one jsdom (`isolate: false`), so a stub left behind, or a
 * deleted one that uncovers Node's read-only original, would break the next test.
 *
 * Only the URLs this test made reach its `revoke`: a download lets its URL go a second after the click
 * (`components/download.ts`), and that timer of an earlier test can fire during this one.
 */
export function replaceObjectUrls(create: (blob: Blob) => string, revoke: (url: string) => void = () => {}): void {
  const originals = (['createObjectURL', 'revokeObjectURL'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
  )
  onTestFinished(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(URL, name, descriptor)
      else Reflect.deleteProperty(URL, name)
    }
  })
  const made = new Set<string>()
  const createHere = (blob: Blob) => {
    const url = create(blob)
    made.add(url)
    return url
  }
  const revokeHere = (url: string) => {
    if (made.has(url)) revoke(url)
  }
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: createHere })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: revokeHere })
}

/** Catches what the page hands to the browser as a download instead of letting jsdom navigate. */
export function captureDownloads(): Download[] {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  replaceObjectUrls(
    (blob) => {
      // Unique across tests: an earlier test's URL of the same number is not this one's.
      const url = `blob:test/${crypto.randomUUID()}`
      blobs.set(url, blob)
      return url
    },
    (url) => void blobs.delete(url),
  )
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
