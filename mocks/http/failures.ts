import { HttpResponse } from 'msw'
import type { JsonBodyType } from 'msw'
import type { EndpointGroup, FailureMode } from '../state/controls-state'

// What a well-formed response of each endpoint looks like, so a `malformed` failure can break
// exactly the part the client relies on.
export type ResponseKind =
  'empty' | 'user' | 'dashboard' | 'list' | 'collection' | 'record' | 'action' | 'notify' | 'import' | 'document'

const malformedBodies: Record<Exclude<ResponseKind, 'empty' | 'document'>, JsonBodyType> = {
  user: { id: 'one', name: 42, email: null },
  dashboard: {
    active_members: 'many',
    pending_loans: null,
    loan_applications_chart: 'n/a',
    new_members_chart: [{ period: 7 }],
  },
  list: { data: { id: 1 }, current_page: 'first', last_page: null, total: '??' },
  collection: { data: 'not-a-list', meta: { current_page: 'first' } },
  record: { id: 'abc', status: 42, created_at: 'yesterday', data: [] },
  action: { message: ['not', 'a', 'string'], data: 'not-a-record' },
  notify: { message: { nested: true } },
  import: { created: 'several', message: null, errors: 'none' },
}

const statusMessages: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  419: 'CSRF token mismatch.',
  429: 'Too Many Attempts.',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

// An injected 422 names a field the client's form for that endpoint actually has.
function validationField(group: EndpointGroup): string {
  if (group === 'members.create' || group === 'members.update') return 'name'
  if (group === 'members.import') return 'file'
  if (group === 'auth.login') return 'email'
  return 'status'
}

function malformed(kind: ResponseKind): Response {
  if (kind === 'empty')
    return new HttpResponse('<!DOCTYPE html><html><body>Redirecting…</body></html>', {
      headers: { 'Content-Type': 'text/html' },
    })
  // A proxy's error page served with 200 instead of the file.
  if (kind === 'document')
    return new HttpResponse('<html><body>Gateway error</body></html>', { headers: { 'Content-Type': 'text/html' } })
  return HttpResponse.json(malformedBodies[kind])
}

export function failureResponse(mode: FailureMode, group: EndpointGroup, kind: ResponseKind): Response {
  if (mode === 'network') return HttpResponse.error()
  if (mode === 'malformed') return malformed(kind)
  const message = mode === 422 ? 'The given data was invalid.' : (statusMessages[mode] ?? 'Server Error')
  const field = validationField(group)
  const body = mode === 422 ? { message, errors: { [field]: [message] } } : { message }
  const headers: Record<string, string> = mode === 429 ? { 'Retry-After': '60' } : {}
  return HttpResponse.json(body, { status: mode, headers })
}
