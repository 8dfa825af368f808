import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ensureCurrentUser } from '@/api/auth/session'
import { SessionCheckPending } from '@/features/auth/SessionCheckPending'
import { AppLayout } from '@/features/shell/AppLayout'

const NO_ACCESS_PATH = '/no-access'

/** The guard for every console page: no current user, no console; no role, only the page that says so. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const user = await ensureCurrentUser(context.queryClient)
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
    // Every screen would answer a user without a role 403: they get one page, and no route below loads data.
    if (user.role === null && location.pathname !== NO_ACCESS_PATH)
      throw redirect({ to: NO_ACCESS_PATH, replace: true })
    return { user }
  },
  // 'Loading...' at once while the current user is checked, without holding a fast start for 500 ms;
  // 'Cannot reach the server. Retrying...' while the server does not answer.
  pendingMs: 0,
  pendingMinMs: 200,
  pendingComponent: SessionCheckPending,
  component: AppRoute,
})

function AppRoute() {
  const { user } = Route.useRouteContext()
  if (user.role === null) return <Outlet />
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}
