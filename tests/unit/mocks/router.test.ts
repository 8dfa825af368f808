import { signInForTest } from '@mocks/node'
import { call, json } from './support'

// The mock's one handler finds each request's route as Laravel's router would (mocks/http/router.ts).
describe('mock API routing', () => {
  beforeEach(async () => {
    await signInForTest('admin')
  })

  it('gives a route its path parameter and ignores a trailing slash', async () => {
    expect(await json(await call('/api/loan-application2s/1'))).toMatchObject({ id: 1 })
    expect(await json(await call('/api/loan-application2s/1/'))).toMatchObject({ id: 1 })
    expect((await call('/api/user/')).status).toBe(200)
  })

  it('answers an id that is no record, or not a number, with the model not found', async () => {
    const missing = await call('/api/loan-application2s/999999')
    expect(missing.status).toBe(404)
    expect(await json(missing)).toEqual({
      message: 'No query results for model [App\\Models\\LoanApplication2] 999999',
    })
    // A stray `%` is no id: a 404 from the route, not a failure of the mock.
    expect((await call('/api/loan-application2s/1%E0%A4%A')).status).toBe(404)
  })

  it('answers a path without a route, a method the path has no route for, or a longer path with 404', async () => {
    for (const [path, method] of [
      ['/api/loan-application2s/1/approve/again', 'POST'],
      ['/api/loan-application2s/1', 'DELETE'],
      ['/api/user', 'POST'],
      ['/sanctum/csrf-cookie/extra', 'GET'],
    ] as const) {
      const response = await call(path, { method })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(await json(response)).toEqual({ message: `The route ${path.slice(1)} could not be found.` })
    }
  })

  it('matches paths case-sensitively, as Laravel does', async () => {
    expect((await call('/api/USER')).status).toBe(404)
  })
})
