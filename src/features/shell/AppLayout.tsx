import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { authQueries } from '@/api/auth/auth.queries'
import { useLogout } from '@/features/auth/use-logout'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'

export function AppLayout({ children }: { children: ReactNode }) {
  const { data: user } = useQuery(authQueries.currentUser())
  const [navigationOpen, setNavigationOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const overlayRef = useRef<HTMLDivElement>(null)

  const logout = useLogout()

  const closeNavigation = () => {
    setNavigationOpen(false)
    toggleRef.current?.focus()
  }

  useEffect(() => {
    if (!navigationOpen) return
    overlayRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setNavigationOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [navigationOpen])

  const sidebar = (
    <Sidebar
      onNavigate={() => setNavigationOpen(false)}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  )

  return (
    <div className="flex min-h-screen bg-gray-50">
      <aside className="sticky top-0 hidden h-screen lg:block">{sidebar}</aside>
      {navigationOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            tabIndex={-1}
            aria-label="Close navigation"
            className="absolute inset-0 h-full w-full cursor-default bg-gray-900/50"
            onClick={closeNavigation}
          />
          <div
            id="mobile-navigation"
            ref={overlayRef}
            role="dialog"
            aria-modal="true"
            aria-label="Navigation"
            className="relative h-full w-64 shadow-xl"
          >
            {sidebar}
          </div>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          userName={user?.name ?? null}
          navigationOpen={navigationOpen}
          onToggleNavigation={() => setNavigationOpen((open) => !open)}
          toggleRef={toggleRef}
        />
        <main className="flex-1 p-4 lg:p-6">{children}</main>
      </div>
    </div>
  )
}
