// A stand-in for the Laravel + Sanctum API on another port of 127.0.0.1, for the live-mode browser test.
// It behaves as Sanctum does for a SPA: CORS with credentials, an XSRF-TOKEN cookie the SPA echoes in
// X-XSRF-TOKEN, 419 on a stale token and 401 without a session. It throttles like Laravel's skeleton
// (`throttle:api`, FAKE_SANCTUM_RATE_LIMIT a minute per user, 60 by default, 0 for none): past the limit
// 429 with Retry-After, which its CORS headers, like a default `config/cors.php`, do not expose.
// Lists page like Laravel's paginator (15 a page), with the console's search, status and date filters.
// Test-only routes under /__test change its state.
import { createServer } from 'node:http'
import { randomBytes } from 'node:crypto'

const port = Number(process.env.FAKE_SANCTUM_PORT ?? 8000)
const allowedOrigin = process.env.FAKE_SANCTUM_ORIGIN ?? 'http://127.0.0.1:4174'
const users = {
  'admin@sacco.co.bw': { id: 1, name: 'Kagiso Molefe', email: 'admin@sacco.co.bw', role: 'admin' },
  'viewer@sacco.co.bw': { id: 2, name: 'Neo Sebina', email: 'viewer@sacco.co.bw', role: 'viewer' },
}
// Laravel names its session cookie after APP_NAME (`Str::slug(env('APP_NAME'), '_').'_session'`); the
// console must not care, so this one is not `laravel_session`.
const SESSION_COOKIE = 'botswana_sacco_session'

// One record of each kind, as Laravel 8 sends them: dates cast to midnight UTC or left as the column's
// text, decimals as strings, flags as 0/1, documents as `/storage/...` paths.
const loan = {
  id: 1,
  member_id: 'MBR-0001',
  account_number: '1002003004',
  bank_name: 'First National Bank Botswana',
  branch_name: 'Main Mall',
  branch_code: 281467,
  loan_purpose: 'School fees',
  loan_type: 'Personal',
  amount_applied_for_in_numeric: '25000.00',
  status: 'pending',
  first_names: 'Naledi',
  surname: 'Kgosi',
  omang_number: '123456789',
  gender: 'Female',
  date_of_birth: '1982-02-10T00:00:00.000000Z',
  employer: 'Debswana',
  department: 'Finance',
  notes: null,
  created_at: '2026-11-20T08:15:30.000000Z',
  updated_at: '2026-11-20 08:15:30',
}
const kyc = {
  id: 1,
  member_id: 'MBR-0001',
  title: 'Ms',
  name: 'Naledi',
  surname: 'Kgosi',
  date_of_birth: '1982-02-10',
  nationality: 'Motswana',
  omang_number: '123456789',
  expiry_date: '2030-01-15T00:00:00.000000Z',
  member_of_parliament: 0,
  kgosi: 1,
  status: 'pending',
  identification_document_attachment: '/storage/kyc/1/omang.png',
  source_of_funds_attachment: '/storage/kyc/1/source-of-funds.pdf',
  proof_residence_attachment: null,
  created_at: '2026-11-20T08:15:30.000000Z',
  updated_at: '2026-11-20T08:15:30.000000Z',
}
const member = {
  id: 1,
  member_id: 'MBR-0001',
  application_date: '2026-11-20',
  title: 'Ms',
  name: 'Naledi',
  surname: 'Kgosi',
  gender: 'Female',
  date_of_birth: '1982-02-10T00:00:00.000000Z',
  email_address: 'naledi.kgosi@example.co.bw',
  cell_number: '+267 71 234 567',
  telephone_home: '+267 391 2345',
  status: 'pending',
  omang: '/storage/members/1/omang.png',
  payslip: '/storage/members/1/payslip.pdf',
  confirmation_letter: '',
  created_at: '2026-11-20T08:15:30.000000Z',
  updated_at: '2026-11-20T08:15:30.000000Z',
}

// Naledi Kgosi is member 1; the others are plain records from a few common names, so a long list reads
// like one. Ids and member numbers are unique; each member joined a minute after the one before.
const FIRST_NAMES = ['Kabo', 'Lesego', 'Mpho', 'Onalenna', 'Tebogo', 'Boitumelo', 'Kagiso', 'Neo', 'Thato']
const SURNAMES = ['Molefe', 'Sebego', 'Kgosidintsi', 'Masire', 'Seretse', 'Dube', 'Mogae', 'Ntshole']
const STATUSES = ['pending', 'approved', 'rejected', 'active']
const MAX_MEMBERS = 10_000

function generatedMember(id) {
  const created = new Date(Date.parse(member.created_at) + (id - 1) * 60_000).toISOString().replace('.000Z', '.000000Z')
  return {
    ...member,
    id,
    member_id: `MBR-${String(id).padStart(4, '0')}`,
    title: null,
    name: FIRST_NAMES[id % FIRST_NAMES.length],
    surname: SURNAMES[Math.floor(id / FIRST_NAMES.length) % SURNAMES.length],
    gender: id % 2 === 0 ? 'Male' : 'Female',
    email_address: `member${id}@example.co.bw`,
    status: STATUSES[id % STATUSES.length],
    created_at: created,
    updated_at: created,
  }
}

function membersOf(count) {
  return [member, ...Array.from({ length: count - 1 }, (_, index) => generatedMember(index + 2))]
}

const memberCount = Number(process.env.FAKE_SANCTUM_MEMBERS ?? 1)
const lists = {
  '/api/loan-application2s': { rows: [loan], searchable: (row) => [row.member_id, row.first_names, row.surname] },
  // The KYC list is a resource collection: its paging sits under `meta`.
  '/api/kyc-1s': { rows: [kyc], searchable: (row) => [row.member_id, row.name, row.surname], collection: true },
  '/api/memberships': {
    rows: membersOf(memberCount),
    searchable: (row) => [row.member_id, row.name, row.surname, `${row.name} ${row.surname}`, row.email_address],
    // The members' filter offers "approved", which newer rows store as "active".
    status: (row, status) => row.status === status || (status === 'approved' && row.status === 'active'),
  },
}

const PER_PAGE = 15

/** The statuses each member call starts from (reactivation is the approve call on a suspended member). */
const MEMBER_TRANSITIONS = {
  suspend: ['active', 'approved'],
  approve: ['verified', 'suspended'],
  reject: ['pending'],
  verify_membership: ['pending'],
}

// `latest()` with the controllers' filters: search in a few columns (MySQL's collation ignores case),
// status, and whereDate() on created_at for from_date / to_date.
function matching(list, url) {
  const param = (name) => url.searchParams.get(name)?.trim() || null
  const search = param('search')?.toLowerCase()
  const status = param('status')
  const from = param('from_date')
  const to = param('to_date')
  const statusMatches = list.status ?? ((row, wanted) => row.status === wanted)
  return list.rows
    .filter((row) => {
      const day = row.created_at.slice(0, 10)
      if (status && !statusMatches(row, status)) return false
      if ((from && day < from) || (to && day > to)) return false
      return !search || list.searchable(row).some((value) => value?.toLowerCase().includes(search))
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

// LengthAwarePaginator::toArray() (less its `links` array of page buttons, which the console never
// reads), or a resource collection over it with the numbers under `meta`.
function paginated(list, url) {
  const rows = matching(list, url)
  const raw = url.searchParams.get('page') ?? ''
  const page = /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1
  const lastPage = Math.max(1, Math.ceil(rows.length / PER_PAGE))
  const data = rows.slice((page - 1) * PER_PAGE, page * PER_PAGE)
  const path = `http://127.0.0.1:${port}${url.pathname}`
  const pageUrl = (target) => {
    const query = new URLSearchParams(url.searchParams)
    query.set('page', String(target))
    return `${path}?${query}`
  }
  const from = data.length > 0 ? (page - 1) * PER_PAGE + 1 : null
  const numbers = {
    current_page: page,
    from,
    last_page: lastPage,
    path,
    per_page: PER_PAGE,
    to: from === null ? null : from + data.length - 1,
    total: rows.length,
  }
  const links = {
    first: pageUrl(1),
    last: pageUrl(lastPage),
    prev: page > 1 ? pageUrl(page - 1) : null,
    next: page < lastPage ? pageUrl(page + 1) : null,
  }
  if (list.collection) return { data, links, meta: numbers }
  return {
    ...numbers,
    data,
    first_page_url: links.first,
    last_page_url: links.last,
    next_page_url: links.next,
    prev_page_url: links.prev,
  }
}

// A 1x1 PNG and a one-page PDF: enough for the browser to show each in the preview.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
function onePagePdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
const PDF = onePagePdf()

const sessions = new Map()
const log = []

// Laravel's RateLimiter: a window per key that starts with its first request; refused requests do not count.
const throttle = { limit: Number(process.env.FAKE_SANCTUM_RATE_LIMIT ?? 60), windowMs: 60_000, windows: new Map() }

function throttled(key) {
  if (throttle.limit === 0) return null
  const now = Date.now()
  let window = throttle.windows.get(key)
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + throttle.windowMs }
    throttle.windows.set(key, window)
  }
  if (window.count >= throttle.limit) return Math.max(1, Math.ceil((window.resetAt - now) / 1000))
  window.count += 1
  return null
}

const token = () => `${randomBytes(24).toString('base64')}=`

function cookies(req) {
  return Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...rest]) => [name, rest.join('=')]),
  )
}

function newSession(res) {
  const id = randomBytes(16).toString('hex')
  const session = { id, xsrf: token(), userId: null }
  sessions.set(id, session)
  setSessionCookies(res, session)
  return session
}

function setSessionCookies(res, session) {
  res.setHeader('Set-Cookie', [
    `XSRF-TOKEN=${encodeURIComponent(session.xsrf)}; Path=/; SameSite=Lax`,
    `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`,
  ])
}

function send(res, status, body) {
  res.statusCode = status
  if (body === undefined) return res.end()
  res.setHeader('Content-Type', 'application/json')
  res.end(JSON.stringify(body))
}

async function readJson(req) {
  let raw = ''
  for await (const chunk of req) raw += chunk
  try {
    return raw ? JSON.parse(raw) : {}
  } catch {
    return {}
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  if (req.headers.origin === allowedOrigin) {
    res.setHeader('Access-Control-Allow-Origin', allowedOrigin)
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Type, X-XSRF-TOKEN, X-Requested-With')
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
    res.setHeader('Vary', 'Origin')
  }
  if (req.method === 'OPTIONS') return send(res, 204)

  if (!url.pathname.startsWith('/__test/')) {
    const entry = {
      method: req.method,
      path: url.pathname,
      query: url.search,
      xsrf: req.headers['x-xsrf-token'] ?? null,
    }
    log.push(entry)
    res.on('finish', () => (entry.status = res.statusCode))
  }
  const session = sessions.get(cookies(req)[SESSION_COOKIE])

  if (url.pathname === '/__test/log') return send(res, 200, log)
  // `?count=N`: N members from now on (FAKE_SANCTUM_MEMBERS, or 1, without it), Naledi Kgosi first.
  if (url.pathname === '/__test/members') {
    const count = Number(url.searchParams.get('count') ?? process.env.FAKE_SANCTUM_MEMBERS ?? 1)
    if (!Number.isInteger(count) || count < 1 || count > MAX_MEMBERS) return send(res, 422, { count })
    lists['/api/memberships'].rows = membersOf(count)
    return send(res, 204)
  }
  if (url.pathname === '/__test/rotate-token') {
    for (const s of sessions.values()) s.xsrf = token()
    return send(res, 204)
  }
  if (url.pathname === '/__test/expire-session') {
    sessions.clear()
    return send(res, 204)
  }
  // `?limit=N&window=S`: a new limit (and window length, to keep tests short) with every count reset.
  if (url.pathname === '/__test/rate-limit') {
    throttle.limit = Number(url.searchParams.get('limit') ?? process.env.FAKE_SANCTUM_RATE_LIMIT ?? 60)
    throttle.windowMs = Number(url.searchParams.get('window') ?? 60) * 1000
    throttle.windows.clear()
    return send(res, 204)
  }
  if (url.pathname === '/sanctum/csrf-cookie') {
    if (session) setSessionCookies(res, session)
    else newSession(res)
    return send(res, 204)
  }
  if (req.method !== 'GET') {
    const header = req.headers['x-xsrf-token']
    if (!session || header !== session.xsrf) return send(res, 419, { message: 'CSRF token mismatch.' })
  }
  // throttle:api runs after the session and CSRF middleware and before auth:sanctum: a 401 counts.
  const retryAfter = throttled(session?.userId ? `user:${session.userId}` : `ip:${req.socket.remoteAddress}`)
  if (retryAfter !== null) {
    res.setHeader('Retry-After', String(retryAfter))
    res.setHeader('X-RateLimit-Limit', String(throttle.limit))
    res.setHeader('X-RateLimit-Remaining', '0')
    return send(res, 429, { message: 'Too Many Attempts.' })
  }
  if (url.pathname === '/api/login' && req.method === 'POST') {
    const { email, password } = await readJson(req)
    const user = users[email]
    if (!user || password !== 'password') {
      return send(res, 422, {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      })
    }
    sessions.delete(session.id)
    const fresh = newSession(res)
    fresh.userId = user.email
    return send(res, 204)
  }
  if (!session?.userId) return send(res, 401, { message: 'Unauthenticated.' })
  if (url.pathname === '/api/user') {
    const user = users[session.userId]
    return send(res, 200, {
      ...user,
      email_verified_at: null,
      created_at: '2025-01-10T08:00:00.000000Z',
      updated_at: '2025-01-10T08:00:00.000000Z',
    })
  }
  if (url.pathname === '/api/dashboard-stats') {
    const series = [
      { period: '2026-11-20', total: 3 },
      { period: '2026-11-21', total: 5 },
    ]
    return send(res, 200, {
      active_members: 120,
      pending_loans: 14,
      approved_loans: 40,
      rejected_loans: 6,
      total_loans: 60,
      pending_kyc: 9,
      verified_Kyc: 30,
      newUsersToday: 2,
      loan_volume: '1250000.00',
      loan_applications_chart: series,
      new_members_chart: series,
      kyc_applications_chart: series,
    })
  }
  if (req.method === 'GET' && Object.hasOwn(lists, url.pathname)) {
    return send(res, 200, paginated(lists[url.pathname], url))
  }
  const detail = /^(\/api\/[\w-]+)\/(\d+)$/.exec(url.pathname)
  if (req.method === 'GET' && detail && Object.hasOwn(lists, detail[1])) {
    const found = lists[detail[1]].rows.find((row) => String(row.id) === detail[2])
    if (!found) return send(res, 404, { message: 'No query results for model.' })
    // The detail comes wrapped by an API Resource, as some Laravel controllers answer.
    return send(res, 200, { data: found })
  }
  // A member's status calls (DESIGN section 4's machine, as the server enforces it: else 422).
  const call = /^\/api\/memberships\/(\d+)\/(suspend|approve|reject|verify_membership)$/.exec(url.pathname)
  if (req.method === 'POST' && call) {
    const row = lists['/api/memberships'].rows.find((candidate) => String(candidate.id) === call[1])
    if (!row) return send(res, 404, { message: 'No query results for model.' })
    const from = MEMBER_TRANSITIONS[call[2]]
    if (!from.includes(row.status)) {
      return send(res, 422, { message: `Cannot ${call[2]} a member that is ${row.status}.`, errors: {} })
    }
    const { status, notes } = await readJson(req)
    Object.assign(row, { status, notes, updated_at: new Date().toISOString().replace('Z', '000Z') })
    return send(res, 200, row)
  }
  const download = /^\/api\/documents\/([^/]+)\/download$/.exec(url.pathname)
  if (req.method === 'GET' && download) {
    const path = decodeURIComponent(download[1])
    const file = path.endsWith('.pdf') ? PDF : path.endsWith('.png') ? PNG : null
    if (!file) return send(res, 404, { message: 'Not Found' })
    res.statusCode = 200
    res.setHeader('Content-Type', path.endsWith('.pdf') ? 'application/pdf' : 'image/png')
    return res.end(file)
  }
  if (url.pathname === '/api/logout' && req.method === 'POST') {
    sessions.delete(session.id)
    newSession(res)
    return send(res, 204)
  }
  return send(res, 404, { message: 'Not Found' })
})

server.listen(port, '127.0.0.1', () => console.log(`fake Sanctum on http://127.0.0.1:${port} for ${allowedOrigin}`))
