import { describeLoadFailure, NO_PERMISSION_MESSAGE } from '@/domain/load-failure'

const DETAIL = { notFound: 'Loan not found', failed: 'Failed to load this loan application.' }

describe('describeLoadFailure', () => {
  it("says 'not found' for a 404 and only then, with nothing to try again", () => {
    expect(describeLoadFailure(404, DETAIL)).toEqual({ message: 'Loan not found', canRetry: false })
  })

  it.each([429, 500, 502, 503, 400, 409, null])('gives the failure text with Try again for %s', (status) => {
    expect(describeLoadFailure(status, DETAIL)).toEqual({
      message: 'Failed to load this loan application.',
      canRetry: true,
    })
  })

  it('gives the permission text for a 403, on a screen with or without a not-found text', () => {
    const refused = { message: 'You do not have permission to view this.', canRetry: false }
    expect(describeLoadFailure(403, DETAIL)).toEqual(refused)
    expect(describeLoadFailure(403, { failed: 'Failed to fetch loan applications' })).toEqual(refused)
    expect(NO_PERMISSION_MESSAGE).toBe('You do not have permission to view this.')
  })

  it('treats a 404 as a failure on a screen that has no not-found text (a list)', () => {
    expect(describeLoadFailure(404, { failed: 'Failed to load users. Please try again later.' })).toEqual({
      message: 'Failed to load users. Please try again later.',
      canRetry: true,
    })
  })
})

describe('a list, which has no not-found text', () => {
  it("says its own text with Try again, except 'You do not have permission to view this.' for a 403", () => {
    const failed = 'Failed to fetch loan applications'
    expect(describeLoadFailure(500, { failed })).toEqual({ message: failed, canRetry: true })
    expect(describeLoadFailure(null, { failed })).toEqual({ message: failed, canRetry: true })
    expect(describeLoadFailure(403, { failed })).toEqual({ message: NO_PERMISSION_MESSAGE, canRetry: false })
  })
})
