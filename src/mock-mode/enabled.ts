import { lazy } from 'react'
import type { MockMode } from './types'

export const isMockMode: MockMode['isMockMode'] = true

export const startMockApi: MockMode['startMockApi'] = async () => {
  const { startMockApi: start } = await import('../../mocks/browser')
  await start()
}

export const QaPanel: MockMode['QaPanel'] = lazy(() => import('@/mock-mode/qa-panel/QaPanel'))

export const DemoAccounts: MockMode['DemoAccounts'] = lazy(() => import('./DemoAccounts'))
