import type { ComponentType } from 'react'

export interface DemoAccountsProps {
  onPick: (email: string, password: string) => void
}

/**
 * Everything the app needs from mock mode, behind one seam. The build points `@/mock-mode` at
 * `enabled.ts` (mock builds, tests) or at `disabled.ts` (live builds), so a live bundle never even
 * sees an import of the mock API, its QA panel or its demo accounts.
 */
export interface MockMode {
  isMockMode: boolean
  startMockApi: () => Promise<void>
  QaPanel: ComponentType | null
  /** The top bar's spot for the closed QA controls (mock mode only). */
  QaDock: ComponentType | null
  DemoAccounts: ComponentType<DemoAccountsProps> | null
}
