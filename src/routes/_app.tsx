import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { authQueries } from '@/api/auth/auth.queries'
import { AppLayout } from '@/features/shell/AppLayout'
import { PageLoading } from '@/components/ui/PageLoading'

/** The guard for every console page: no current user, no console. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(authQueries.currentUser())
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
    return { user }
  },
  // 'Loading...' at once while the current user is checked, without holding a fast start for 500 ms.
  pendingMs: 0,
  pendingMinMs: 200,
  pendingComponent: PageLoading,
  component: AppRoute,
})

function AppRoute() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}
