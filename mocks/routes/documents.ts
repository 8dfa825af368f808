import { authedRoute } from '../http/pipeline'
import type { MockRoute } from '../http/router'
import { HttpError } from '../http/errors'
import { attachmentDisposition, findDocument } from '../files/documents'

const fileNotFound = (): HttpError => new HttpError(404, { message: 'File not found.' })

// GET /api/documents/{path}/download, where {path} is the stored path without its leading
// `/storage/`, URL-encoded as one segment. The raw pathname is parsed here rather than by the
// route matcher so that an unencoded `/`, `#`, `?` or `%` in the client's URL fails the way it
// would against Laravel, with a 404.
const anyDocumentUrl = /^\/api\/documents\//

export const documentRoutes: MockRoute[] = [
  authedRoute('get', anyDocumentUrl, { group: 'documents.download', kind: 'document' }, async (context) => {
    context.can('users', 'view')
    const match = /^\/api\/documents\/([^/]+)\/download$/.exec(context.url.pathname)
    if (!match?.[1]) throw fileNotFound()
    let relative: string
    try {
      relative = decodeURIComponent(match[1])
    } catch {
      throw fileNotFound()
    }
    if (relative.startsWith('/') || relative.split('/').includes('..')) throw fileNotFound()
    const file = findDocument(context.db, `/storage/${relative}`)
    if (!file) throw fileNotFound()
    return { file: { bytes: file.bytes, type: file.type, disposition: attachmentDisposition(file.name) } }
  }),
]
