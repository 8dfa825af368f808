import type { QueryClient } from '@tanstack/react-query'
import { createRouter, Navigate, type RouterHistory } from '@tanstack/react-router'
import { installSessionExpiry } from '@/api/auth/session'
import { requestScheduler } from '@/api/request-budget'
import { PageLoading } from '@/components/ui/PageLoading'
import { routeTree } from './routeTree.gen'

function UnknownPath() {
  return <Navigate to="/" replace />
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Loaders read through React Query, which owns freshness; the router must not cache on its own.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Nor keep matches it left: their loader data (and params, locations) stayed 30 minutes by default,
    // hundreds of records' worth in a day of review; React Query keeps what is worth keeping.
    defaultGcTime: 0,
    defaultPendingComponent: PageLoading,
    defaultNotFoundComponent: UnknownPath,
    scrollRestoration: true,
  })
  // A navigation may be waiting for a request its link's hover preload queued as background work.
  router.subscribe('onBeforeNavigate', () => requestScheduler.promotePreloads())
  installSessionExpiry(queryClient, (reason) => {
    const redirect = router.state.location.href
    void router.navigate({ to: '/login', search: { redirect, reason } })
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
