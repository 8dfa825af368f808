import { signInForTest } from '@mocks/node'
import { call, json, xsrfCookie } from './support'

const admin = { email: 'admin@sacco.co.bw', password: 'password' }

describe('mock API session (Sanctum SPA flow)', () => {
  it('sets a URL-encoded XSRF-TOKEN cookie and keeps laravel_session out of document.cookie', async () => {
    const response = await call('/sanctum/csrf-cookie')
    expect(response.status).toBe(204)
    const cookie = xsrfCookie()
    expect(cookie).toMatch(/%3D%3D$/)
    expect(document.cookie).not.toContain('laravel_session')
    const setCookies = response.headers.getSetCookie()
    expect(setCookies[0]).toMatch(/^laravel_session=[0-9a-f]{40}; .*HttpOnly/)
    expect(setCookies[1]).toMatch(/^XSRF-TOKEN=/)
    expect(setCookies[1]).not.toContain('HttpOnly')
  })

  it('signs in, returns the user, and signs out', async () => {
    await call('/sanctum/csrf-cookie')
    const before = xsrfCookie()
    const login = await call('/api/login', { json: admin })
    expect(login.status).toBe(204)
    // Laravel rotates the token when the session is regenerated.
    expect(xsrfCookie()).not.toBe(before)

    const user = await call('/api/user')
    expect(user.status).toBe(200)
    expect(await json(user)).toEqual({
      id: 1,
      name: 'Kagiso Molefe',
      email: 'admin@sacco.co.bw',
      role: 'admin',
      email_verified_at: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      updated_at: expect.any(String),
    })

    const tokenBeforeLogout = xsrfCookie()
    expect((await call('/api/logout', { method: 'POST' })).status).toBe(204)
    expect(xsrfCookie()).not.toBe(tokenBeforeLogout)
    const after = await call('/api/user')
    expect(after.status).toBe(401)
    expect(await json(after)).toEqual({ message: 'Unauthenticated.' })
  })

  it('rejects wrong credentials with a 422 on email', async () => {
    await call('/sanctum/csrf-cookie')
    const response = await call('/api/login', { json: { ...admin, password: 'wrong' } })
    expect(response.status).toBe(422)
    expect(await json(response)).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    })
  })

  it('validates the login payload', async () => {
    await call('/sanctum/csrf-cookie')
    const response = await call('/api/login', { json: { email: 'not-an-email' } })
    expect(response.status).toBe(422)
    const body = await json<{ errors: Record<string, string[]> }>(response)
    expect(Object.keys(body.errors)).toEqual(['email', 'password'])
  })

  it('answers 419 without a token, with a wrong one, and with the still URL-encoded cookie', async () => {
    const noCookieYet = await call('/api/login', { json: admin, xsrf: false })
    expect(noCookieYet.status).toBe(419)
    expect(await json(noCookieYet)).toEqual({ message: 'CSRF token mismatch.' })

    await call('/sanctum/csrf-cookie')
    expect((await call('/api/login', { json: admin, xsrf: false })).status).toBe(419)
    expect((await call('/api/login', { json: admin, xsrf: 'wrong-token' })).status).toBe(419)
    expect((await call('/api/login', { json: admin, xsrf: xsrfCookie() ?? '' })).status).toBe(419)
    expect((await call('/api/login', { json: admin })).status).toBe(204)
  })

  it('checks CSRF before authentication, like the middleware order in Laravel', async () => {
    expect((await call('/api/logout', { method: 'POST', xsrf: false })).status).toBe(419)
    await call('/sanctum/csrf-cookie')
    expect((await call('/api/logout', { method: 'POST' })).status).toBe(401)
  })

  it('answers 401 on every API call without a signed-in session', async () => {
    await call('/sanctum/csrf-cookie')
    for (const path of [
      '/api/user',
      '/api/dashboard-stats',
      '/api/loan-application2s',
      '/api/kyc-1s/1',
      '/api/memberships',
    ]) {
      expect((await call(path)).status).toBe(401)
    }
    expect((await call('/api/loan-application2s/1/verify', { json: {} })).status).toBe(401)
  })

  it('sends no cookies for credentials: omit', async () => {
    await signInForTest('admin')
    expect((await call('/api/user')).status).toBe(200)
    expect((await call('/api/user', { credentials: 'omit' })).status).toBe(401)
  })

  it('signInForTest makes the same session as the login flow', async () => {
    const user = await signInForTest('viewer')
    expect(user).toMatchObject({ name: 'Naledi Sebego', role: 'viewer' })
    expect(await json(await call('/api/user'))).toMatchObject({ email: 'viewer@sacco.co.bw' })
    expect(xsrfCookie()).not.toBeNull()
  })

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await call('/api/nope')
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({ message: 'The route api/nope could not be found.' })
  })
})
