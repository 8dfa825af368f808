import { mockDb, signInForTest } from '@mocks/node'
import { oddDocumentPaths } from '@mocks/seed/fixtures'
import { call } from './support'

// What the console must do: strip only the leading /storage/ and URL-encode the rest as one segment.
const downloadPath = (stored: string): string =>
  `/api/documents/${encodeURIComponent(stored.replace(/^\/storage\//, ''))}/download`

const startsWith = (bytes: Uint8Array, text: string): boolean =>
  new TextDecoder('latin1').decode(bytes.subarray(0, text.length)) === text

describe('mock API documents', () => {
  beforeEach(async () => {
    await signInForTest('viewer')
  })

  it('keeps seeded records with odd document paths', () => {
    expect(mockDb().members.get(5)?.payslip).toBe('/storage/documents/Tšhepo payslip #3 (50%)?.pdf')
    const paths = [
      ...mockDb()
        .members.all()
        .flatMap((member) => [member.omang, member.payslip, member.confirmation_letter]),
    ]
    for (const odd of [
      oddDocumentPaths.payslip,
      oddDocumentPaths.omangCopy,
      oddDocumentPaths.letter,
      oddDocumentPaths.unicodeScan,
    ]) {
      expect(paths).toContain(odd)
    }
  })

  it('serves a real PDF for an odd .pdf path with an RFC 5987 file name', async () => {
    const response = await call(downloadPath(oddDocumentPaths.payslip))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Tshepo payslip #3 (50_)?.pdf"; filename*=utf-8''T%C5%A1hepo%20payslip%20%233%20%2850%25%29%3F.pdf`,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
    const text = new TextDecoder('latin1').decode(bytes)
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    // The xref offsets must point at the objects.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    for (const match of text.matchAll(/^(\d{10}) 00000 n $/gm)) {
      expect(text.slice(Number(match[1]), Number(match[1]) + 7)).toMatch(/^\d+ 0 obj/)
    }
  })

  it('serves a valid PNG for image paths, including non-ASCII names and KYC attachments', async () => {
    for (const path of [oddDocumentPaths.unicodeScan, oddDocumentPaths.omangCopy, oddDocumentPaths.kycId]) {
      const response = await call(downloadPath(path))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      expect(startsWith(bytes.subarray(12), 'IHDR')).toBe(true)
    }
    expect((await call(downloadPath(oddDocumentPaths.kycResidence))).headers.get('content-type')).toBe(
      'application/pdf',
    )
  })

  it('404s paths that were not encoded as one segment, unknown files and traversal', async () => {
    const raw = oddDocumentPaths.payslip.replace(/^\/storage\//, '')
    expect((await call(`/api/documents/${encodeURI(raw)}/download`)).status).toBe(404)
    expect((await call(`/api/documents/${encodeURIComponent(oddDocumentPaths.payslip)}/download`)).status).toBe(404)
    expect((await call(downloadPath('/storage/documents/missing.pdf'))).status).toBe(404)
    expect((await call(`/api/documents/${encodeURIComponent('documents/../../.env')}/download`)).status).toBe(404)
    expect((await call('/api/documents/%E0%A4%A/download')).status).toBe(404)
  })

  it('needs a session and a role', async () => {
    await signInForTest(null)
    expect((await call(downloadPath(oddDocumentPaths.payslip))).status).toBe(403)
    await call('/api/logout', { method: 'POST' })
    expect((await call(downloadPath(oddDocumentPaths.payslip))).status).toBe(401)
  })
})
