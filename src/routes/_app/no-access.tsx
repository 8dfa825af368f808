import { createFileRoute, redirect } from '@tanstack/react-router'
import { NoRoleScreen } from '@/features/auth/NoRoleScreen'

/** Where the console sends a signed-in user without a role; anyone with a role has the console instead. */
export const Route = createFileRoute('/_app/no-access')({
  beforeLoad: ({ context }) => {
    if (context.user.role !== null) throw redirect({ to: '/', replace: true })
  },
  component: NoRoleScreen,
})
