import { createElement } from 'react'
import { lazyWithPreload } from '@/components/lazy-with-preload'
import { requestScheduler } from '@/api/request-budget'
import { configuredRateLimit } from '@/config'
import { setQaDock } from './qa-panel/qa-dock'
import type { MockMode } from './types'

export const isMockMode: MockMode['isMockMode'] = true

export const startMockApi: MockMode['startMockApi'] = async () => {
  const [{ startMockApi: start }, controls] = await Promise.all([
    import('../../mocks/browser'),
    import('../../mocks/controls'),
  ])
  await start()
  // The mock is the server here: unless the build names a budget, the console keeps to the mock's
  // throttle (`?mock.rateLimit=60`, off by default), so a demo export is not paced for a limit no
  // server imposes, and QA's rate limit applies to both sides as Laravel's would.
  if (configuredRateLimit !== null) return
  const follow = () => requestScheduler.setLimit(controls.getMockControls().rateLimit)
  follow()
  controls.subscribeMockControls(follow)
}

export const QaPanel: MockMode['QaPanel'] = lazyWithPreload(() =>
  import('@/mock-mode/qa-panel/QaPanel').then((module) => module.default),
).Component

export const QaDock: MockMode['QaDock'] = function QaDock() {
  return createElement('div', { ref: setQaDock, className: 'min-w-0' })
}

export const DemoAccounts: MockMode['DemoAccounts'] = lazyWithPreload(() =>
  import('./DemoAccounts').then((module) => module.default),
).Component
