import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { authQueries } from '@/api/auth/auth.queries'
import { LoadingBar } from '@/components/ui/LoadingBar'
import { ModalDialog } from '@/components/ui/ModalDialog'
import { useLogout } from '@/features/auth/use-logout'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'

export function AppLayout({ children }: { children: ReactNode }) {
  const { data: user } = useQuery(authQueries.currentUser())
  const [navigationOpen, setNavigationOpen] = useState(false)
  // From the click on: the next screen is on its way, even while the current one stays up.
  const navigating = useRouterState({ select: (state) => state.status === 'pending' })

  const logout = useLogout()

  const closeNavigation = () => setNavigationOpen(false)
  const sidebarProps = { onNavigate: closeNavigation, onLogout: () => logout.mutate(), loggingOut: logout.isPending }

  return (
    <div className="flex min-h-screen bg-gray-50">
      {navigating && <LoadingBar label="Loading page" className="fixed inset-x-0 top-0 z-50" />}
      <aside className="sticky top-0 hidden h-screen lg:block">
        <Sidebar {...sidebarProps} />
      </aside>
      {/* Below lg, the same links in a modal drawer, opened from the top bar's menu button. */}
      {navigationOpen && (
        <ModalDialog
          id="mobile-navigation"
          aria-label="Navigation"
          onDismiss={closeNavigation}
          className="m-0 h-full max-h-none w-64 max-w-none shadow-xl backdrop:bg-gray-900/50"
        >
          <Sidebar {...sidebarProps} onClose={closeNavigation} />
        </ModalDialog>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          userName={user?.name ?? null}
          navigationOpen={navigationOpen}
          onOpenNavigation={() => setNavigationOpen(true)}
        />
        <main className="flex-1 p-4 lg:p-6">{children}</main>
      </div>
    </div>
  )
}
