import { useState, type ReactNode } from 'react'
import { outbox } from '@/api/outbox'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { ModalDialog } from '@/components/ui/ModalDialog'
import { countOf } from '@/domain/format'
import { useLogout } from '@/features/auth/use-logout'
import { useHeldWrites } from '@/features/review/outbox/use-held-writes'
import { useOutboxNotices } from '@/features/review/outbox/use-outbox-notices'
import { useOutboxSession } from '@/features/review/outbox/use-outbox-session'
import { useCurrentUser } from '@/features/session/use-current-user'
import { useSavedName } from '@/features/settings/saved-profile'
import { ConnectionBanner } from './ConnectionBanner'
import { KeyboardShortcuts } from './KeyboardShortcuts'
import { NavigationProgress } from './NavigationProgress'
import { ScreenBoundary } from './ScreenFailure'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'

export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser()
  // Account Settings are kept on this device only; the top bar shows the name saved there.
  const savedName = useSavedName(user?.id ?? null)
  const [navigationOpen, setNavigationOpen] = useState(false)

  const logout = useLogout()
  // Logout with changes the server has not confirmed (in any tab) says how many it would give up, and asks.
  const [losing, setLosing] = useState(0)
  const requestLogout = () => {
    const unconfirmed = user ? outbox.unconfirmedInBrowser(user.id) : 0
    if (unconfirmed > 0) setLosing(unconfirmed)
    else logout.mutate()
  }

  const closeNavigation = () => setNavigationOpen(false)
  const sidebarProps = { onNavigate: closeNavigation, onLogout: requestLogout, loggingOut: logout.isPending }

  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      {/* The first thing Tab reaches: past the navigation, straight to the screen. When it shows it is a
          bar of its own above the layout, pushing it down, so it covers neither the logo nor the menu. */}
      <a
        href="#content"
        // Focus the screen itself rather than let the router see a hash change.
        onClick={(event) => {
          event.preventDefault()
          document.getElementById('content')?.focus()
        }}
        className="sr-only font-medium text-green-800 underline focus:not-sr-only focus:block focus:bg-white focus:px-4 focus:py-3"
      >
        Skip to content
      </a>
      <div className="flex flex-1">
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
          <ConnectionBanner />
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
            <ScreenBoundary>{children}</ScreenBoundary>
          </main>
        </div>
      </div>
      <KeyboardShortcuts />
      <OutboxFollowers userId={user?.id ?? null} />
      {losing > 0 && (
        <ConfirmDialog
          title="Sign out?"
          question={signOutQuestion(losing)}
          confirmLabel={losing === 1 ? 'Sign out and give it up' : 'Sign out and give them up'}
          confirmVariant="danger"
          onCancel={() => setLosing(0)}
          onConfirm={() => {
            setLosing(0)
            if (user) outbox.discardAll(user.id)
            logout.mutate()
          }}
        />
      )}
    </div>
  )
}

/**
 * The outbox's session, notices and held writes, followed here rather than in the layout: the outbox
 * changes with every decision, and the layout (the sidebar, the top bar) would be drawn again each time.
 */
function OutboxFollowers({ userId }: { userId: number | null }) {
  useOutboxSession(userId)
  useOutboxNotices()
  useHeldWrites()
  return null
}

/**
 * What signing out does to changes the server has not confirmed: one still waiting is never sent, and
 * one already on its way is let go, so nobody can tell whether it was made.
 */
function signOutQuestion(count: number): string {
  const changes = `${countOf(count, 'change')} ${count === 1 ? 'is' : 'are'}`
  const given = count === 1 ? 'it is given up' : 'they are given up'
  return `${changes} not confirmed by the server yet. If you sign out now, ${given}: a change still waiting is not sent, and for one already on its way you will not be told whether it was made.`
}
