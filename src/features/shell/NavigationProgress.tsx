import { useRouterState } from '@tanstack/react-router'
import { LoadingBar } from '@/components/ui/LoadingBar'

/**
 * From the click on, the next screen is on its way, even while the current one stays up. Its own
 * component so that router state re-renders only the bar: a re-render of the layout after logout
 * has cleared the cache would ask the server for the signed-out user again.
 */
export function NavigationProgress() {
  const navigating = useRouterState({ select: (state) => state.status === 'pending' })
  return navigating ? <LoadingBar label="Loading page" className="fixed inset-x-0 top-0 z-50" /> : null
}
