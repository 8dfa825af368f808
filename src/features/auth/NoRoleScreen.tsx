import { Button } from '@/components/ui/Button'
import { Logo } from '@/components/ui/Logo'
import { useLogout } from './use-logout'

export const NO_ROLE_MESSAGE = 'Your account has no role yet. Ask an administrator to give you access.'

/**
 * All a signed-in user without a role sees (DESIGN section 9): no navigation, no top bar, no data,
 * since every screen of the console would answer them 403.
 */
export function NoRoleScreen() {
  const logout = useLogout()
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 px-4 py-10">
      <div className="flex w-full max-w-md flex-col items-center gap-6 rounded-lg bg-white p-6 text-center shadow">
        <Logo />
        <h1 className="text-lg font-medium text-gray-900">{NO_ROLE_MESSAGE}</h1>
        <Button variant="primary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Button>
      </div>
    </main>
  )
}
