import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { authQueries } from '@/api/auth/auth.queries'
import { ModalDialog } from '@/components/ui/ModalDialog'
import { useLogout } from '@/features/auth/use-logout'
import { useSavedName } from '@/features/settings/saved-profile'
import { KeyboardShortcuts } from './KeyboardShortcuts'
import { NavigationProgress } from './NavigationProgress'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'

export function AppLayout({ children }: { children: ReactNode }) {
  const { data: user } = useQuery(authQueries.currentUser())
  // Account Settings are kept on this device only; the top bar shows the name saved there.
  const savedName = useSavedName(user?.id ?? null)
  const [navigationOpen, setNavigationOpen] = useState(false)

  const logout = useLogout()

  const closeNavigation = () => setNavigationOpen(false)
  const sidebarProps = { onNavigate: closeNavigation, onLogout: () => logout.mutate(), loggingOut: logout.isPending }

  return (
    <div className="flex min-h-screen bg-gray-50">
      {/* The first thing Tab reaches: past the navigation, straight to the screen. */}
      <a
        href="#content"
        // Focus the screen itself rather than let the router see a hash change.
        onClick={(event) => {
          event.preventDefault()
          document.getElementById('content')?.focus()
        }}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-green-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
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
          userName={savedName ?? user?.name ?? null}
          navigationOpen={navigationOpen}
          onOpenNavigation={() => setNavigationOpen(true)}
          onLogout={sidebarProps.onLogout}
          loggingOut={logout.isPending}
        />
        {/* While toasts show, the page ends above them (`--toast-stack`, set by the Toaster), so they
            never cover its last rows or its pager. */}
        <main
          id="content"
          tabIndex={-1}
          className="flex-1 p-4 pb-[calc(1rem+var(--toast-stack,0px))] focus:outline-none lg:p-6 lg:pb-[calc(1.5rem+var(--toast-stack,0px))]"
        >
          {children}
        </main>
      </div>
      <KeyboardShortcuts />
    </div>
  )
}
