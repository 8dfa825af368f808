import { apiErrorFrom } from '@/api/responses'

describe('apiErrorFrom', () => {
  const fieldErrors = {
    email: ['These credentials do not match our records.'],
    password: ['The password field is required.'],
  }

  it("explains a Laravel 8 422 by its first field error, not 'The given data was invalid.'", () => {
    const error = apiErrorFrom(422, { message: 'The given data was invalid.', errors: fieldErrors }, null)
    expect(error.serverMessage).toBe('These credentials do not match our records.')
    expect(error.fieldErrors).toEqual(fieldErrors)
  })

  it("keeps Laravel 10's summary, which already names the first field error", () => {
    const message = 'These credentials do not match our records. (and 1 more error)'
    expect(apiErrorFrom(422, { message, errors: fieldErrors }, null).serverMessage).toBe(message)
  })

  it('keeps the generic message when Laravel 8 sent no field error to explain it', () => {
    expect(apiErrorFrom(422, { message: 'The given data was invalid.', errors: [] }, null).serverMessage).toBe(
      'The given data was invalid.',
    )
  })

  it('keeps a message of its own on any status, and has none for a body that is not Laravel JSON', () => {
    expect(apiErrorFrom(403, { message: 'This action is unauthorized.' }, null).serverMessage).toBe(
      'This action is unauthorized.',
    )
    expect(apiErrorFrom(500, '<html>Server Error</html>', null).serverMessage).toBeNull()
  })
})
