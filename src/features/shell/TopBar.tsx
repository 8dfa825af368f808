import { useNavigate } from '@tanstack/react-router'
import { MenuButton } from '@/components/ui/MenuButton'
import { initials } from '@/domain/format'
import { ExportsInProgress } from '@/features/review/list/export/ExportsInProgress'
import { OutboxIndicator } from '@/features/review/outbox/OutboxIndicator'
import { GlobalSearch } from '@/features/search/GlobalSearch'
import { QaDock } from '@/mock-mode'

interface TopBarProps {
  userName: string | null
  navigationOpen: boolean
  onOpenNavigation: () => void
  onLogout: () => void
  loggingOut: boolean
}

export function TopBar({ userName, navigationOpen, onOpenNavigation, onLogout, loggingOut }: TopBarProps) {
  const navigate = useNavigate()
  return (
    <header className="flex h-16 items-center gap-3 border-b border-gray-200 bg-white px-4 lg:px-6">
      {/* Only opens: while the drawer is open this button is behind it, inert, and focus comes back here. */}
      <button
        type="button"
        onClick={onOpenNavigation}
        aria-expanded={navigationOpen}
        aria-controls="mobile-navigation"
        className="rounded-md p-2 text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700 lg:hidden"
      >
        <span className="sr-only">Open navigation</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {/* Mock mode: the closed QA controls and their 'Demo data' marker sit here. */}
      {QaDock && <QaDock />}
      <OutboxIndicator />
      <ExportsInProgress />
      <div className="ml-auto flex items-center gap-2">
        <GlobalSearch />
        <MenuButton
          items={[
            { label: 'Account Settings', onSelect: () => void navigate({ to: '/settings' }) },
            { label: 'Help', onSelect: () => void navigate({ to: '/help' }) },
            { label: 'Logout', onSelect: onLogout, disabled: loggingOut },
          ]}
          buttonClassName="flex items-center gap-3 rounded-md px-1 py-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-green-700 text-sm font-semibold text-white"
          >
            {initials(userName)}
          </span>
          {/* On a phone the initials stand for the name, which stays the button's name for screen readers. */}
          <span className="sr-only text-sm font-medium whitespace-nowrap text-gray-900 sm:not-sr-only">
            {userName ?? 'Guest User'}
          </span>
          <span className="sr-only">, user menu</span>
        </MenuButton>
      </div>
    </header>
  )
}
