// Helpers for exercising the mock API the way a browser client would: plain fetch against the
// jsdom origin, cookies included, the XSRF header read from document.cookie.

export const BASE = 'http://localhost:3000'

export function xsrfCookie(): string | null {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('XSRF-TOKEN='))
  return entry ? entry.slice('XSRF-TOKEN='.length) : null
}

export interface CallOptions {
  method?: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  // false: send no X-XSRF-TOKEN; a string: send that instead of the cookie's decoded value.
  xsrf?: boolean | string
  credentials?: RequestCredentials
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? (options.json !== undefined || options.body !== undefined ? 'POST' : 'GET')
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  const cookie = xsrfCookie()
  if (typeof options.xsrf === 'string') headers['X-XSRF-TOKEN'] = options.xsrf
  else if (options.xsrf !== false && method !== 'GET' && cookie !== null)
    headers['X-XSRF-TOKEN'] = decodeURIComponent(cookie)
  return fetch(`${BASE}${path}`, {
    method,
    headers,
    credentials: options.credentials ?? 'include',
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  })
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T
}

export interface FilePart {
  filename: string
  type: string
  bytes: Uint8Array
}

// A multipart/form-data body built by hand. jsdom's FormData and File are not the classes
// Node's fetch serialises, so a FormData with a jsdom File would arrive with its content lost.
export function multipart(fields: Record<string, string | FilePart>): {
  body: Uint8Array<ArrayBuffer>
  contentType: string
} {
  const boundary = '----mock-api-test-boundary-7MA4YWxkTrZu0gW'
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
    } else {
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.bytes,
        encoder.encode('\r\n'),
      )
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`))
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    body.set(part, offset)
    offset += part.length
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

export async function callMultipart(
  path: string,
  fields: Record<string, string | FilePart>,
  method = 'POST',
): Promise<Response> {
  const { body, contentType } = multipart(fields)
  return call(path, { method, body, headers: { 'Content-Type': contentType } })
}

export const validMember = {
  name: 'Onalenna',
  surname: 'Masire',
  gender: 'female',
  date_of_birth: '1991-04-12',
  email_address: 'onalenna.masire.test@gmail.com',
  cell_number: '+267 71 234 567',
  omang_number: '123425678',
  telephone_home: '+267 390 1234',
}
