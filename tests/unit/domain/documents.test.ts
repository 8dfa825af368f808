import { documentDownloadPath, documentFileName, documentKind, hasDocument } from '@/domain/documents'

/** The segment between `api/documents/` and `/download`, as a server would receive it. */
function servedSegment(path: string | null): string {
  const url = new URL(`https://api.example.org/${path ?? ''}`)
  const match = /^\/api\/documents\/([^/]+)\/download$/.exec(url.pathname)
  if (!match?.[1]) throw new Error(`not one segment: ${url.pathname}`)
  expect(url.search).toBe('')
  expect(url.hash).toBe('')
  return decodeURIComponent(match[1])
}

describe('documentDownloadPath', () => {
  it('removes the leading /storage/ and encodes the slashes as part of one segment', () => {
    expect(documentDownloadPath('/storage/documents/omang_MBR-00001.png')).toBe(
      'api/documents/documents%2Fomang_MBR-00001.png/download',
    )
  })

  it('removes only a leading /storage/, never one further in', () => {
    expect(documentDownloadPath('/storage/storage/a.pdf')).toBe('api/documents/storage%2Fa.pdf/download')
    expect(documentDownloadPath('documents/storage/a.pdf')).toBe('api/documents/documents%2Fstorage%2Fa.pdf/download')
    expect(documentDownloadPath('storage/a.pdf')).toBe('api/documents/storage%2Fa.pdf/download')
    expect(documentDownloadPath('/Storage/a.pdf')).toBe('api/documents/%2FStorage%2Fa.pdf/download')
  })

  it.each([
    ['spaces', '/storage/documents/my pay slip.pdf', 'documents%2Fmy%20pay%20slip.pdf'],
    ['#', '/storage/documents/payslip #3.pdf', 'documents%2Fpayslip%20%233.pdf'],
    ['?', '/storage/documents/clear?.png', 'documents%2Fclear%3F.png'],
    ['%', '/storage/documents/100%.png', 'documents%2F100%25.png'],
    ['an already encoded look-alike', '/storage/documents/a%20b.pdf', 'documents%2Fa%2520b.pdf'],
    ['..', '/storage/documents/../../.env', 'documents%2F..%2F..%2F.env'],
    [
      'non-ASCII',
      '/storage/documents/Ōmang – Tšhepo ✓.png',
      'documents%2F%C5%8Cmang%20%E2%80%93%20T%C5%A1hepo%20%E2%9C%93.png',
    ],
    [
      '& + ; quotes',
      "/storage/documents/letter;v=2 'signed' & co+1.pdf",
      "documents%2Fletter%3Bv%3D2%20'signed'%20%26%20co%2B1.pdf",
    ],
  ])('encodes %s', (_name, stored, segment) => {
    expect(documentDownloadPath(stored)).toBe(`api/documents/${segment}/download`)
  })

  it.each([
    '/storage/documents/Tšhepo payslip #3 (50%)?.pdf',
    '/storage/kyc/proof of residence – Maun, 2024 #2.pdf',
    '/storage/documents/../secret.pdf',
    '/storage/a/b/c/d.png',
  ])('reaches the server as exactly the stored path without /storage/: %s', (stored) => {
    expect(servedSegment(documentDownloadPath(stored))).toBe(stored.slice('/storage/'.length))
  })

  it('names nothing for an empty path or a bare dot segment, which a URL would resolve away', () => {
    expect(documentDownloadPath('/storage/')).toBeNull()
    expect(documentDownloadPath('')).toBeNull()
    expect(documentDownloadPath('/storage/..')).toBeNull()
    expect(documentDownloadPath('.')).toBeNull()
    expect(documentDownloadPath('/storage/...')).toBe('api/documents/.../download')
  })
})

describe('documentFileName', () => {
  it('is the last part of the stored path', () => {
    expect(documentFileName('/storage/documents/Tšhepo payslip #3 (50%)?.pdf')).toBe('Tšhepo payslip #3 (50%)?.pdf')
    expect(documentFileName('/storage/kyc/folder/')).toBe('folder')
    expect(documentFileName('/')).toBe('document')
  })
})

describe('documentKind', () => {
  it('trusts the served type, then the file name', () => {
    expect(documentKind('image/png', 'a.pdf')).toBe('image')
    expect(documentKind('application/pdf', 'a.png')).toBe('pdf')
    expect(documentKind('text/plain', 'a.png')).toBe('other')
    expect(documentKind('', 'scan.JPG')).toBe('image')
    expect(documentKind('application/octet-stream', 'letter.PDF')).toBe('pdf')
    expect(documentKind('', 'notes.docx')).toBe('other')
  })
})

describe('hasDocument', () => {
  it('treats null, missing and blank paths as absent', () => {
    expect(hasDocument(null)).toBe(false)
    expect(hasDocument(undefined)).toBe(false)
    expect(hasDocument('  ')).toBe(false)
    expect(hasDocument('/storage/a.png')).toBe(true)
  })
})
