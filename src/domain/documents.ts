const STORAGE_PREFIX = '/storage/'

/** A segment the URL parser would resolve as "this folder" or "the parent folder", whatever its encoding. */
const DOT_SEGMENT = /^\.{1,2}$/

/**
 * The download call for a stored document path (SPEC section 7, DESIGN section 8): only a leading
 * `/storage/` is removed, and the rest travels as ONE encoded path segment, slashes included, so
 * `#`, `?`, `%` and `..` inside a file name can never change which URL is requested. Null when the
 * path names nothing that such a segment could carry.
 */
export function documentDownloadPath(storedPath: string): string | null {
  const relative = storedPath.startsWith(STORAGE_PREFIX) ? storedPath.slice(STORAGE_PREFIX.length) : storedPath
  if (relative === '' || DOT_SEGMENT.test(relative)) return null
  return `api/documents/${encodeURIComponent(relative)}/download`
}

/** The file name to save a document under: the stored path's last part. */
export function documentFileName(storedPath: string): string {
  const name = storedPath
    .split('/')
    .filter((part) => part !== '')
    .pop()
  return name ?? 'document'
}

export type DocumentKind = 'image' | 'pdf' | 'other'

const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp)$/i

/** What the preview can show: the served type first, the file name when the server says nothing useful. */
export function documentKind(contentType: string, storedPath: string): DocumentKind {
  const type = contentType.toLowerCase()
  if (type.startsWith('image/')) return 'image'
  if (type === 'application/pdf') return 'pdf'
  if (type !== '' && type !== 'application/octet-stream') return 'other'
  if (IMAGE_EXTENSION.test(storedPath)) return 'image'
  return /\.pdf$/i.test(storedPath) ? 'pdf' : 'other'
}

/** A stored path worth offering: Laravel leaves an empty upload column as null or ''. */
export function hasDocument(storedPath: string | null | undefined): storedPath is string {
  return typeof storedPath === 'string' && storedPath.trim() !== ''
}
