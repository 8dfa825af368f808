import { demoAccounts } from '../demo-accounts'
import type { UserRecord } from '../types'

// Staff accounts are fixed: they are not demo data and survive a reset.
const created = '2024-01-15T07:30:00.000000Z'

const users: readonly (UserRecord & { password: string })[] = demoAccounts.map((account, index) => ({
  id: index + 1,
  name: account.name,
  email: account.email,
  role: account.role,
  email_verified_at: created,
  created_at: created,
  updated_at: created,
  password: account.password,
}))

export function findUser(id: number | null): UserRecord | undefined {
  const user = users.find((candidate) => candidate.id === id)
  if (!user) return undefined
  const { password: _password, ...record } = user
  return record
}

export function findUserByCredentials(email: string, password: string): UserRecord | undefined {
  const user = users.find(
    (candidate) => candidate.email.toLowerCase() === email.toLowerCase() && candidate.password === password,
  )
  return user ? findUser(user.id) : undefined
}
