import type { MockMode } from './types'

export const isMockMode: MockMode['isMockMode'] = false

export const startMockApi: MockMode['startMockApi'] = () => Promise.resolve()

export const QaPanel: MockMode['QaPanel'] = null

export const QaDock: MockMode['QaDock'] = null

export const DemoAccounts: MockMode['DemoAccounts'] = null
