// The two servers a cold load of the live console needs, as `../shared/perf-peers/cold-list.sh` runs them
// (its tools/api.mjs and tools/static.mjs), so the trace and the phone figures see what the comparison
// with Refine and react-admin sees:
//
//   startLaravelApi(port)    Laravel + Sanctum for a SPA: the XSRF cookie, a session cookie on sign-in, 401
//                            without one, 419 on a write without the token, CORS with credentials for any
//                            127.0.0.1 origin (no Access-Control-Max-Age, as there: preflights are cached
//                            for Chromium's default 5 s); 300 loans newest first, 15 a page; a loan by id.
//   startStaticServer(dir)   a built SPA: gzip -9 (what `npm run size` counts), `Cache-Control: no-store`,
//                            index.html for any path without an extension.
//
// Both answer `server.delayMs` late (0 unless set): a load with and one without a delay tell how many
// round trips stood in front of each request (trace-cold-list.mjs).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function listen(server, port) {
  server.delayMs = 0
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

// ---------------------------------------------------------------------------------------------
// The API: the same data set as the peers' tools/api.mjs

const FIRST = ['Kagiso', 'Naledi', 'Tumelo', 'Boitumelo', 'Lesego', 'Neo', 'Mpho', 'Thato', 'Onalenna', 'Tshepo']
const LAST = ['Molefe', 'Sebego', 'Dintwe', 'Kgosi', 'Masire', 'Seretse', 'Mogae', 'Khama', 'Modise', 'Phiri']
const TYPES = ['Personal', 'Emergency', 'School fees', 'Asset finance', 'Salary advance']
const STATUSES = ['pending', 'verified', 'approved', 'rejected']
const pad = (value, width) => String(value).padStart(width, '0')
const iso = (ms) => new Date(ms).toISOString().replace('Z', '000Z')
const BASE_DAY = Date.UTC(2025, 0, 1)

export const BENCH_USER = { email: 'admin@sacco.co.bw', password: 'password', name: 'Kagiso Molefe' }

/** Loan `id` of the data set, as Laravel 8 sends it (decimals as strings, dates cast). */
export function benchLoan(id) {
  return {
    id,
    member_id: `SAC-${pad(1000 + ((id * 7) % 900), 4)}`,
    account_number: pad(id * 97531, 10),
    bank_name: 'First National Bank Botswana',
    branch_name: 'Gaborone Main',
    branch_code: '281467',
    loan_purpose: 'Household',
    loan_type: TYPES[id % TYPES.length],
    amount_applied_for_in_numeric: `${5000 + ((id * 1237) % 95000)}.00`,
    status: STATUSES[id % 4],
    first_names: FIRST[id % 10],
    surname: LAST[(id * 3) % 10],
    omang_number: pad(100000000 + id * 13, 9),
    gender: id % 2 ? 'male' : 'female',
    date_of_birth: `19${70 + (id % 30)}-0${1 + (id % 9)}-1${id % 10}`,
    employer: 'Ministry of Finance',
    department: 'Treasury',
    notes: null,
    created_at: iso(BASE_DAY + id * 3_600_000 * 7),
    updated_at: iso(BASE_DAY + id * 3_600_000 * 7),
    approvedAt: null,
  }
}

/**
 * @param {number} port
 * @param {{ loans?: number }} [options]
 * @returns {Promise<import('node:http').Server & { delayMs: number }>}
 */
export function startLaravelApi(port, { loans: count = 300 } = {}) {
  const loans = Array.from({ length: count }, (_, index) => benchLoan(index + 1))
  const newestFirst = [...loans].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
  const sessions = new Map()
  const token = () => `${randomBytes(24).toString('base64')}=`
  const cookiesOf = (request) =>
    Object.fromEntries(
      (request.headers.cookie ?? '')
        .split(';')
        .map((part) => part.trim().split('='))
        .filter(([name]) => name)
        .map(([name, ...rest]) => [name, rest.join('=')]),
    )
  const setCookies = (response, session) =>
    response.setHeader('Set-Cookie', [
      `XSRF-TOKEN=${encodeURIComponent(session.xsrf)}; Path=/; SameSite=Lax`,
      `laravel_session=${session.id}; Path=/; HttpOnly; SameSite=Lax`,
    ])
  const newSession = (response) => {
    const session = { id: randomBytes(16).toString('hex'), xsrf: token(), user: null }
    sessions.set(session.id, session)
    setCookies(response, session)
    return session
  }
  const send = (response, status, body, headers = {}) => {
    response.statusCode = status
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    if (body === undefined) return response.end()
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify(body))
  }
  const readJson = async (request) => {
    let raw = ''
    for await (const chunk of request) raw += chunk
    try {
      return raw ? JSON.parse(raw) : {}
    } catch {
      return {}
    }
  }
  const paginator = (rows, url, path) => {
    const perPage = 15
    const last = Math.max(1, Math.ceil(rows.length / perPage))
    let page = Number(url.searchParams.get('page'))
    if (!Number.isInteger(page) || page < 1) page = 1
    const data = rows.slice((page - 1) * perPage, page * perPage)
    const link = (to) => `http://127.0.0.1:${port}${path}?page=${to}`
    return {
      current_page: page,
      data,
      first_page_url: link(1),
      from: data.length ? (page - 1) * perPage + 1 : null,
      last_page: last,
      last_page_url: link(last),
      links: [],
      next_page_url: page < last ? link(page + 1) : null,
      path: `http://127.0.0.1:${port}${path}`,
      per_page: perPage,
      prev_page_url: page > 1 ? link(page - 1) : null,
      to: data.length ? (page - 1) * perPage + data.length : null,
      total: rows.length,
    }
  }

  const server = createServer(async (request, response) => {
    if (server.delayMs > 0) await sleep(server.delayMs)
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    const origin = request.headers.origin
    if (origin && /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Access-Control-Allow-Credentials', 'true')
      response.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Type, X-XSRF-TOKEN, X-Requested-With')
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
      response.setHeader('Vary', 'Origin')
    }
    if (request.method === 'OPTIONS') return send(response, 204)
    const path = url.pathname
    const session = sessions.get(cookiesOf(request).laravel_session)
    if (path === '/sanctum/csrf-cookie') {
      if (session) setCookies(response, session)
      else newSession(response)
      return send(response, 204)
    }
    if (request.method !== 'GET' && (!session || request.headers['x-xsrf-token'] !== session.xsrf)) {
      return send(response, 419, { message: 'CSRF token mismatch.' })
    }
    if (path === '/api/login' && request.method === 'POST') {
      const { email, password } = await readJson(request)
      if (email !== BENCH_USER.email || password !== BENCH_USER.password) {
        const message = 'These credentials do not match our records.'
        return send(response, 422, { message, errors: { email: [message] } })
      }
      sessions.delete(session.id)
      newSession(response).user = 1
      return send(response, 204)
    }
    if (!session?.user) return send(response, 401, { message: 'Unauthenticated.' })
    if (path === '/api/user') {
      return send(response, 200, {
        id: 1,
        name: BENCH_USER.name,
        email: BENCH_USER.email,
        role: 'admin',
        email_verified_at: null,
        created_at: '2025-01-10T08:00:00.000000Z',
        updated_at: '2025-01-10T08:00:00.000000Z',
      })
    }
    if (path === '/api/logout') {
      sessions.delete(session.id)
      newSession(response)
      return send(response, 204)
    }
    if (path === '/api/loan-application2s') return send(response, 200, paginator(newestFirst, url, path))
    const one = /^\/api\/loan-application2s\/(\d+)$/.exec(path)
    if (one) {
      const loan = loans.find((candidate) => candidate.id === Number(one[1]))
      return loan
        ? send(response, 200, loan)
        : send(response, 404, { message: `No query results for model [App\\Models\\LoanApplication2] ${one[1]}` })
    }
    return send(response, 404, { message: `The route ${path.slice(1)} could not be found.` })
  })
  return listen(server, port)
}

// ---------------------------------------------------------------------------------------------
// The static server

const TYPES_BY_EXTENSION = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
}

/**
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<import('node:http').Server & { delayMs: number }>}
 */
export function startStaticServer(dir, port) {
  const root = normalize(dir)
  const files = new Map()
  const load = (file) => {
    let hit = files.get(file)
    if (!hit) {
      const raw = readFileSync(file)
      const type = TYPES_BY_EXTENSION[extname(file)] ?? 'application/octet-stream'
      hit = {
        raw,
        type,
        gzipped: /^(text|application\/json|image\/svg)/.test(type) ? gzipSync(raw, { level: 9 }) : null,
      }
      files.set(file, hit)
    }
    return hit
  }
  const server = createServer(async (request, response) => {
    if (server.delayMs > 0) await sleep(server.delayMs)
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, path))
    if (!file.startsWith(root)) return response.writeHead(403).end()
    if (!existsSync(file) || statSync(file).isDirectory()) {
      file = extname(path) && path !== '/' ? null : join(root, 'index.html')
    }
    if (!file) return response.writeHead(404).end('not found')
    const { raw, type, gzipped } = load(file)
    response.setHeader('Content-Type', type)
    response.setHeader('Cache-Control', 'no-store')
    const useGzip = gzipped && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    const body = useGzip ? gzipped : raw
    if (useGzip) {
      response.setHeader('Content-Encoding', 'gzip')
      response.setHeader('Vary', 'Accept-Encoding')
    }
    response.setHeader('Content-Length', body.length)
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  return listen(server, port)
}
