import type { Role } from './types'

export interface DemoAccount {
  email: string
  password: string
  role: Role | null
  name: string
}

// The accounts the login page lists in mock mode; every one uses the password `password`.
export const demoAccounts: readonly DemoAccount[] = [
  { email: 'admin@sacco.co.bw', password: 'password', role: 'admin', name: 'Kagiso Molefe' },
  { email: 'viewer@sacco.co.bw', password: 'password', role: 'viewer', name: 'Naledi Sebego' },
  { email: 'norole@sacco.co.bw', password: 'password', role: null, name: 'Tumelo Dintwe' },
]
