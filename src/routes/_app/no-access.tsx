import { createFileRoute, redirect } from '@tanstack/react-router'
import { ensureCurrentUser } from '@/api/auth/session'
import { NoRoleScreen } from '@/features/auth/NoRoleScreen'

/** Where the console sends a signed-in user without a role; anyone with a role has the console instead. */
export const Route = createFileRoute('/_app/no-access')({
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context.queryClient)
    if (user && user.role !== null) throw redirect({ to: '/', replace: true })
  },
  component: NoRoleScreen,
})
