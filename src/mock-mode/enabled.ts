import { createElement, useEffect, useState, type ComponentType } from 'react'
import { requestScheduler } from '@/api/client'
import { configuredRateLimit } from '@/config'
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

/**
 * A component whose code loads on first use and which shows nothing until then. Not React.lazy: a
 * lazy component that suspends on its first render makes React 19 warn about a conditional use().
 */
function loadedOnUse<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loading: Promise<ComponentType<Props>> | null = null
  let loaded: ComponentType<Props> | null = null
  return function LoadedOnUse(props: Props) {
    const [Component, setComponent] = useState(() => loaded)
    useEffect(() => {
      if (Component) return
      let current = true
      loading ??= load().then((module) => (loaded = module.default))
      void loading.then((component) => current && setComponent(() => component))
      return () => {
        current = false
      }
    }, [Component])
    return Component ? createElement(Component, props) : null
  }
}

export const QaPanel: MockMode['QaPanel'] = loadedOnUse(() => import('@/mock-mode/qa-panel/QaPanel'))

export const DemoAccounts: MockMode['DemoAccounts'] = loadedOnUse(() => import('./DemoAccounts'))
