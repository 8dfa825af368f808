import { ApiError, errorStatus, NetworkError, ResponseSchemaError } from '@/api/errors'

describe('errorStatus', () => {
  it('is the status the server answered with, or null when there was no usable answer', () => {
    const refused = new ApiError({ status: 403, serverMessage: null, fieldErrors: {}, retryAfterSeconds: null })
    expect(errorStatus(refused)).toBe(403)
    expect(errorStatus(new NetworkError(new TypeError('Failed to fetch')))).toBeNull()
    expect(errorStatus(new ResponseSchemaError('GET api/loan-application2s/3', []))).toBeNull()
    expect(errorStatus('boom')).toBeNull()
  })
})
