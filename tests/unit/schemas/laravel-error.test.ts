import { LaravelErrorSchema } from '@/schemas/laravel-error'

describe('LaravelErrorSchema', () => {
  it('reads a 422 validation body', () => {
    expect(
      LaravelErrorSchema.parse({
        message: 'The email address has already been taken. (and 1 more error)',
        errors: { email_address: ['The email address has already been taken.'], cell_number: ['Bad.'] },
      }),
    ).toEqual({
      message: 'The email address has already been taken. (and 1 more error)',
      errors: { email_address: ['The email address has already been taken.'], cell_number: ['Bad.'] },
    })
  })

  it('reads a message-only body (404, 419, 500) with no field errors', () => {
    expect(LaravelErrorSchema.parse({ message: 'CSRF token mismatch.' })).toEqual({
      message: 'CSRF token mismatch.',
      errors: {},
    })
    expect(LaravelErrorSchema.parse({ message: 'Server Error', exception: 'x', trace: [] }).errors).toEqual({})
  })

  it('rejects bodies that are not Laravel errors', () => {
    expect(LaravelErrorSchema.safeParse('<html>').success).toBe(false)
    expect(LaravelErrorSchema.safeParse({ error: 'x' }).success).toBe(false)
    expect(LaravelErrorSchema.safeParse({ message: 'x', errors: { name: 'not a list' } }).success).toBe(false)
  })
})
