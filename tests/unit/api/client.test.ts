import { http as mswHttp, HttpResponse } from 'msw'
import { z } from 'zod'
import { server } from '../../../mocks/node'
import { apiBlob, apiRequest, setSessionLossHandler } from '@/api/client'
import { requestScheduler } from '@/api/request-budget'
import { ApiError, NetworkError, ResponseSchemaError } from '@/api/errors'
import { queryRetryDelay, shouldRetryMutation, shouldRetryQuery } from '@/api/query-client'
import { useTestClock } from '../../support/time'

const ORIGIN = 'http://localhost:3000'
const Ok = z.object({ ok: z.literal(true) })

interface Seen {
  csrfCalls: number
  tokens: (string | null)[]
}

/** A tiny Sanctum: issues `XSRF-TOKEN=<token>` URL-encoded and expects it back decoded. */
function sanctum(seen: Seen, tokens: string[]) {
  let issued = 0
  return mswHttp.get(`${ORIGIN}/sanctum/csrf-cookie`, () => {
    seen.csrfCalls += 1
    const token = tokens[Math.min(issued, tokens.length - 1)] ?? 'missing'
    issued += 1
    return new HttpResponse(null, {
      status: 204,
      headers: { 'Set-Cookie': `XSRF-TOKEN=${encodeURIComponent(token)}; Path=/` },
    })
  })
}

describe('the API client', () => {
  let seen: Seen
  beforeEach(() => {
    seen = { csrfCalls: 0, tokens: [] }
    setSessionLossHandler(() => Promise.resolve('ended'))
  })

  it('fetches the XSRF cookie before a POST when it is absent and sends it back URL-decoded', async () => {
    server.use(
      sanctum(seen, ['tok/en+1=']),
      mswHttp.post(`${ORIGIN}/api/probe`, ({ request }) => {
        seen.tokens.push(request.headers.get('X-XSRF-TOKEN'))
        return HttpResponse.json({ ok: true })
      }),
    )
    await expect(apiRequest('post', 'api/probe', Ok, { json: {} })).resolves.toEqual({ ok: true })
    expect(seen.csrfCalls).toBe(1)
    expect(seen.tokens).toEqual(['tok/en+1='])
  })

  it('does not ask for the cookie before a GET, nor again when it is already there', async () => {
    server.use(
      sanctum(seen, ['first']),
      mswHttp.get(`${ORIGIN}/api/probe`, () => HttpResponse.json({ ok: true })),
      mswHttp.post(`${ORIGIN}/api/probe`, () => HttpResponse.json({ ok: true })),
    )
    await apiRequest('get', 'api/probe', Ok)
    expect(seen.csrfCalls).toBe(0)
    await apiRequest('post', 'api/probe', Ok)
    await apiRequest('post', 'api/probe', Ok)
    expect(seen.csrfCalls).toBe(1)
  })

  it('sends X-XSRF-TOKEN with a write and never with a read, so a GET needs no CORS preflight', async () => {
    server.use(
      sanctum(seen, ['tok']),
      mswHttp.get(`${ORIGIN}/api/probe`, ({ request }) => {
        seen.tokens.push(request.headers.get('X-XSRF-TOKEN'))
        return HttpResponse.json({ ok: true })
      }),
      mswHttp.post(`${ORIGIN}/api/probe`, ({ request }) => {
        seen.tokens.push(request.headers.get('X-XSRF-TOKEN'))
        return HttpResponse.json({ ok: true })
      }),
    )
    await apiRequest('post', 'api/probe', Ok)
    await apiRequest('get', 'api/probe', Ok)
    expect(seen.tokens).toEqual(['tok', null])
  })

  it('shares one cookie request between concurrent mutations', async () => {
    server.use(
      sanctum(seen, ['shared']),
      mswHttp.post(`${ORIGIN}/api/probe`, () => HttpResponse.json({ ok: true })),
    )
    await Promise.all([1, 2, 3].map(() => apiRequest('post', 'api/probe', Ok)))
    expect(seen.csrfCalls).toBe(1)
  })

  it('on 419 fetches a fresh cookie and retries the request once with the new token', async () => {
    server.use(
      sanctum(seen, ['stale', 'fresh']),
      mswHttp.post(`${ORIGIN}/api/probe`, async ({ request }) => {
        const token = request.headers.get('X-XSRF-TOKEN')
        seen.tokens.push(token)
        const body = (await request.json()) as { n: number }
        if (token !== 'fresh') return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
        return HttpResponse.json({ ok: body.n === 7 })
      }),
    )
    await expect(apiRequest('post', 'api/probe', Ok, { json: { n: 7 } })).resolves.toEqual({ ok: true })
    expect(seen.tokens).toEqual(['stale', 'fresh'])
    expect(seen.csrfCalls).toBe(2)
  })

  it('gives up after one retry when the 419 persists, and tells the session layer the session is gone', async () => {
    const listener = vi.fn(() => Promise.resolve('ended' as const))
    setSessionLossHandler(listener)
    let attempts = 0
    server.use(
      sanctum(seen, ['a', 'b', 'c']),
      mswHttp.post(`${ORIGIN}/api/probe`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })
      }),
    )
    const error = await apiRequest('post', 'api/probe', Ok).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(419)
    expect(attempts).toBe(2)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('tells the session layer about a 401 and rejects with the server message', async () => {
    const listener = vi.fn(() => Promise.resolve('ended' as const))
    setSessionLossHandler(listener)
    server.use(
      mswHttp.get(`${ORIGIN}/api/probe`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    )
    const error = await apiRequest('get', 'api/probe', Ok).catch((e: unknown) => e)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(error).toMatchObject({ status: 401, serverMessage: 'Unauthenticated.' })
  })

  it('sends a write once more, with its body, when the user signed in again after its 401', async () => {
    const listener = vi.fn((mayWait: boolean) => Promise.resolve(mayWait ? ('resumed' as const) : ('ended' as const)))
    setSessionLossHandler(listener)
    const bodies: unknown[] = []
    server.use(
      sanctum(seen, ['t']),
      mswHttp.post(`${ORIGIN}/api/probe`, async ({ request }) => {
        bodies.push(await request.json())
        return bodies.length === 1
          ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
          : HttpResponse.json({ ok: true })
      }),
    )
    await expect(apiRequest('post', 'api/probe', Ok, { json: { name: 'Neo' } })).resolves.toEqual({ ok: true })
    expect(bodies).toEqual([{ name: 'Neo' }, { name: 'Neo' }])
    expect(listener).toHaveBeenCalledWith(true)
  })

  it('never holds a sign-in call for a sign-in, and resends any request only once', async () => {
    const listener = vi.fn(() => Promise.resolve('resumed' as const))
    setSessionLossHandler(listener)
    let attempts = 0
    server.use(
      mswHttp.get(`${ORIGIN}/api/probe`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
      }),
    )
    await expect(apiRequest('get', 'api/probe', Ok, { resumable: false })).rejects.toMatchObject({ status: 401 })
    expect(listener).toHaveBeenLastCalledWith(false)
    attempts = 0
    await expect(apiRequest('get', 'api/probe', Ok)).rejects.toMatchObject({ status: 401 })
    expect(attempts).toBe(2)
  })

  it("maps a 422 onto field errors with Laravel's message", async () => {
    server.use(
      sanctum(seen, ['t']),
      mswHttp.post(`${ORIGIN}/api/probe`, () =>
        HttpResponse.json(
          {
            message: 'The email address has already been taken.',
            errors: { email_address: ['The email address has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    )
    const error = await apiRequest('post', 'api/probe', Ok, { json: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).fieldErrors).toEqual({ email_address: ['The email address has already been taken.'] })
    expect((error as ApiError).serverMessage).toBe('The email address has already been taken.')
  })

  it('reads Retry-After on a 429', async () => {
    server.use(
      mswHttp.get(`${ORIGIN}/api/probe`, () =>
        HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '30' } }),
      ),
    )
    const error = await apiRequest('get', 'api/probe', Ok).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 })
  })

  it('rejects a 2xx body that breaks the schema with a ResponseSchemaError naming the field', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(mswHttp.get(`${ORIGIN}/api/probe`, () => HttpResponse.json({ ok: 'yes' })))
    const error = await apiRequest('get', 'api/probe', Ok).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseSchemaError)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET api/probe'), [
      expect.stringContaining('ok:'),
    ])
  })

  it('turns a dropped connection into a NetworkError', async () => {
    server.use(mswHttp.get(`${ORIGIN}/api/probe`, () => HttpResponse.error()))
    await expect(apiRequest('get', 'api/probe', Ok)).rejects.toBeInstanceOf(NetworkError)
  })

  it('sends JSON headers, cookies, and only the search params that have a value', async () => {
    let url = ''
    let accept: string | null = null
    let contentType: string | null = null
    server.use(
      sanctum(seen, ['t']),
      mswHttp.post(`${ORIGIN}/api/probe`, ({ request }) => {
        url = request.url
        accept = request.headers.get('Accept')
        contentType = request.headers.get('Content-Type')
        return HttpResponse.json({ ok: true })
      }),
    )
    await apiRequest('post', 'api/probe', Ok, {
      json: { a: 1 },
      searchParams: { page: 2, search: '', status: undefined, to_date: null },
    })
    expect(new URL(url).search).toBe('?page=2')
    expect(accept).toBe('application/json')
    expect(contentType).toBe('application/json')
  })
})

/** An answer the server holds back until the test calls `release()`. */
function heldAnswer() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  onTestFinished(() => release())
  return { held, release: () => release() }
}

describe('the request budget in the client', () => {
  it('shares one GET between everyone asking for the same URL while it is under way', async () => {
    let hits = 0
    const answer = heldAnswer()
    server.use(
      mswHttp.get(`${ORIGIN}/api/probe`, async () => {
        hits += 1
        await answer.held
        return HttpResponse.json({ ok: true })
      }),
    )
    const asked = Promise.all([
      apiRequest('get', 'api/probe', Ok, { searchParams: { page: 1 } }),
      apiRequest('get', 'api/probe', Ok, { searchParams: { page: 1 }, priority: 'background' }),
      apiRequest('get', 'api/probe', Ok, { searchParams: { page: 1 } }),
    ])
    await vi.waitFor(() => expect(hits).toBe(1))
    answer.release()
    const answers = await asked
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    expect(hits).toBe(1)
    await apiRequest('get', 'api/probe', Ok, { searchParams: { page: 1 } })
    expect(hits).toBe(2)
  })

  it('never shares writes, nor GETs for different URLs or bodies', async () => {
    let gets = 0
    let posts = 0
    server.use(
      sanctum({ csrfCalls: 0, tokens: [] }, ['t']),
      mswHttp.get(`${ORIGIN}/api/probe`, () => {
        gets += 1
        return HttpResponse.json({ ok: true })
      }),
      mswHttp.post(`${ORIGIN}/api/probe`, () => {
        posts += 1
        return HttpResponse.json({ ok: true })
      }),
    )
    await Promise.all([
      apiRequest('get', 'api/probe', Ok, { searchParams: { page: 1 } }),
      apiRequest('get', 'api/probe', Ok, { searchParams: { page: 2 } }),
      apiRequest('post', 'api/probe', Ok, { json: {} }),
      apiRequest('post', 'api/probe', Ok, { json: {} }),
    ])
    expect([gets, posts]).toEqual([2, 2])
  })

  it('lets one follower of a shared GET abort without cancelling it for the others', async () => {
    const signals: AbortSignal[] = []
    const answer = heldAnswer()
    server.use(
      mswHttp.get(`${ORIGIN}/api/probe`, async ({ request }) => {
        signals.push(request.signal)
        await answer.held
        return HttpResponse.json({ ok: true })
      }),
    )
    const leaving = new AbortController()
    const first = apiRequest('get', 'api/probe', Ok, { signal: leaving.signal })
    const second = apiRequest('get', 'api/probe', Ok, { signal: new AbortController().signal })
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    leaving.abort()
    await expect(first).rejects.toMatchObject({ name: 'AbortError' })
    expect(signals[0]!.aborted).toBe(false)
    answer.release()
    await expect(second).resolves.toEqual({ ok: true })
    expect(signals).toHaveLength(1)
    expect(signals[0]!.aborted).toBe(false)
  })

  it('after a 429 holds every request until Retry-After is over, then sends them', async () => {
    useTestClock()
    let refuse = true
    const sent: string[] = []
    server.use(
      mswHttp.get(`${ORIGIN}/api/:name`, ({ params }) => {
        sent.push(String(params.name))
        if (refuse)
          return HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '20' } })
        return HttpResponse.json({ ok: true })
      }),
    )
    await expect(apiRequest('get', 'api/first', Ok)).rejects.toMatchObject({ status: 429 })
    expect(
      queryRetryDelay(0, new ApiError({ status: 429, serverMessage: null, fieldErrors: {}, retryAfterSeconds: 20 })),
    ).toBeGreaterThan(19_000)
    refuse = false
    const held = apiRequest('get', 'api/second', Ok)
    await vi.advanceTimersByTimeAsync(19_000)
    expect(sent).toEqual(['first'])
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(held).resolves.toEqual({ ok: true })
    expect(sent).toEqual(['first', 'second'])
  })

  it('lets background work wait out 429s by itself, backing off when Retry-After is hidden', async () => {
    useTestClock()
    let refusals = 2
    server.use(
      mswHttp.get(`${ORIGIN}/api/page`, () => {
        if (refusals === 0) return HttpResponse.json({ ok: true })
        refusals -= 1
        return HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 })
      }),
    )
    let done = false
    const page = apiRequest('get', 'api/page', Ok, { priority: 'background' }).then((answer) => {
      done = true
      return answer
    })
    await vi.advanceTimersByTimeAsync(100)
    expect(refusals).toBe(1)
    expect(requestScheduler.rateLimitWaitMs()).toBeGreaterThan(1_500)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(refusals).toBe(0)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(4_000)
    await expect(page).resolves.toEqual({ ok: true })
  })

  it('counts a document download in the budget like any GET', async () => {
    requestScheduler.reset(1)
    let downloads = 0
    server.use(
      mswHttp.get(`${ORIGIN}/api/documents/a.pdf/download`, () => {
        downloads += 1
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/pdf' } })
      }),
      mswHttp.get(`${ORIGIN}/api/probe`, () => HttpResponse.json({ ok: true })),
    )
    await expect(apiBlob('api/documents/a.pdf/download')).resolves.toBeInstanceOf(Blob)
    const held = new AbortController()
    const next = apiRequest('get', 'api/probe', Ok, { signal: held.signal })
    expect(requestScheduler.getState().foregroundHeldUntil).not.toBeNull()
    held.abort()
    await expect(next).rejects.toMatchObject({ name: 'AbortError' })
    expect(downloads).toBe(1)
  })
})

describe('mutation retry policy: only a 429, three refusals in all', () => {
  const tooMany = new ApiError({
    status: 429,
    serverMessage: 'Too Many Attempts.',
    fieldErrors: {},
    retryAfterSeconds: null,
  })
  const http500 = new ApiError({ status: 500, serverMessage: 'Server Error', fieldErrors: {}, retryAfterSeconds: null })
  it.each([
    ['a first 429', tooMany, 0, true],
    ['a second 429', tooMany, 1, true],
    ['a third 429', tooMany, 2, false],
    ['a 500', http500, 0, false],
    ['a dropped connection', new NetworkError(new TypeError('fetch failed')), 0, false],
  ])('%s', (_name, error, failures, expected) => {
    expect(shouldRetryMutation(failures, error)).toBe(expected)
  })
})

describe('query retry policy', () => {
  const http500 = new ApiError({ status: 500, serverMessage: 'Server Error', fieldErrors: {}, retryAfterSeconds: null })
  const http404 = new ApiError({ status: 404, serverMessage: null, fieldErrors: {}, retryAfterSeconds: null })
  it.each([
    ['a network drop', new NetworkError(new TypeError('fetch failed')), 0, true],
    ['a 500, first failure', http500, 0, true],
    ['a 500, second failure: one quick retry only', http500, 1, false],
    ['a 404', http404, 0, false],
    [
      'a 403',
      new ApiError({
        status: 403,
        serverMessage: 'This action is unauthorized.',
        fieldErrors: {},
        retryAfterSeconds: null,
      }),
      0,
      false,
    ],
    ['a schema break', new ResponseSchemaError('GET x', []), 0, false],
    [
      'a 429, however often: the server asked to wait',
      new ApiError({ status: 429, serverMessage: 'Too Many Attempts.', fieldErrors: {}, retryAfterSeconds: null }),
      5,
      true,
    ],
  ])('%s', (_name, error, failures, expected) => {
    expect(shouldRetryQuery(failures, error)).toBe(expected)
  })
})
