import { CurrentUserSchema } from '@/schemas/user'

describe('CurrentUserSchema', () => {
  const base = {
    id: 1,
    name: 'Kagiso Molefe',
    email: 'admin@sacco.co.bw',
    email_verified_at: '2025-01-10T09:00:00.000000Z',
    created_at: '2025-01-10T09:00:00.000000Z',
    updated_at: '2025-01-10 09:00:00',
  }

  it('keeps id, name, email and role and drops the rest', () => {
    expect(CurrentUserSchema.parse({ ...base, role: 'admin' })).toEqual({
      id: 1,
      name: 'Kagiso Molefe',
      email: 'admin@sacco.co.bw',
      role: 'admin',
    })
  })

  it.each([
    ['viewer', 'viewer'],
    [' Admin ', 'admin'],
    [null, null],
    [undefined, null],
    ['superuser', null],
    [3, null],
  ])('reads role %j as %j', (role, expected) => {
    expect(CurrentUserSchema.parse({ ...base, role }).role).toBe(expected)
  })

  it('accepts a user without a role key', () => {
    expect(CurrentUserSchema.parse(base).role).toBeNull()
  })

  it('round-trips through the local storage mirror', () => {
    const user = CurrentUserSchema.parse({ ...base, role: 'viewer' })
    expect(CurrentUserSchema.parse(JSON.parse(JSON.stringify(user)))).toEqual(user)
  })

  it('rejects a body without an id', () => {
    expect(CurrentUserSchema.safeParse({ name: 'X', role: 'admin' }).success).toBe(false)
    expect(CurrentUserSchema.safeParse('').success).toBe(false)
  })
})
