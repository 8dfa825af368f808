import { navigationFor } from '@/features/shell/navigation'

describe('navigationFor', () => {
  it.each(['admin', 'viewer'] as const)('offers %s the dashboard and the three lists', (role) => {
    expect(navigationFor(role).map((item) => item.to)).toEqual(['/', '/loans', '/kyc', '/users'])
  })

  it('offers a user without a role nothing', () => {
    expect(navigationFor(null)).toEqual([])
  })
})
