import { createFileRoute, Outlet, redirect, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { ensureCurrentUser, mayHaveSession, mayLoadBeforeSessionCheck } from '@/api/auth/session'
import { useCurrentRole } from '@/features/session/use-current-user'
import { SessionCheckPending } from '@/features/auth/SessionCheckPending'
import { SessionExpiredDialog } from '@/features/auth/SessionExpiredDialog'
import { AppLayout } from '@/features/shell/AppLayout'

const NO_ACCESS_PATH = '/no-access'

/** No current user, no console; no role, only the page that says so. */
async function admitCurrentUser({
  context,
  location,
}: {
  context: { queryClient: QueryClient }
  location: ParsedLocation
}) {
  const toLogin = redirect({ to: '/login', search: { redirect: location.href } })
  // Nothing says a session may exist: not asked, as its 401 would be a line in the browser console.
  if (!mayHaveSession(context.queryClient)) throw toLogin
  const user = await ensureCurrentUser(context.queryClient)
  if (!user) throw toLogin
  // Every screen would answer a user without a role 403: they get one page, and no route below loads data.
  if (user.role === null && location.pathname !== NO_ACCESS_PATH) throw redirect({ to: NO_ACCESS_PATH, replace: true })
}

/** The guard for every console page. */
export const Route = createFileRoute('/_app')({
  // beforeLoad holds every loader below it; the loader runs beside them. So a returning user with a
  // role is checked in the loader, while the page's own request is already on its way.
  beforeLoad: async (match) => {
    if (!mayLoadBeforeSessionCheck(match.context.queryClient)) await admitCurrentUser(match)
  },
  loader: admitCurrentUser,
  // The guard is a few lines: splitting it off would add a round trip before the first request. The
  // pending screen shows at once (pendingMs 0), so it stays here too: split off, it rendered before its
  // chunk arrived, and TanStack Router's lazyRouteComponent, which calls use() only while the chunk is
  // missing, made React warn about a conditional use().
  codeSplitGroupings: [['component'], ['errorComponent', 'notFoundComponent']],
  // 'Loading...' at once while the current user is checked, and gone as soon as the page is ready: a
  // minimum time on screen (the default 500 ms, or any) holds the first rows behind a timer, since the
  // router commits the page only once that minimum has passed. 'Cannot reach the server. Retrying...'
  // while the server does not answer.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: SessionCheckPending,
  component: AppRoute,
})

function AppRoute() {
  // The loader has the current user in the cache before this renders.
  const role = useCurrentRole()
  return (
    <>
      {role === null ? (
        <Outlet />
      ) : (
        <AppLayout>
          <Outlet />
        </AppLayout>
      )}
      <SessionExpiredDialog />
    </>
  )
}
