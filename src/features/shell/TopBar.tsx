import { Link } from '@tanstack/react-router'
import { initials } from '@/domain/format'
import { ExportsInProgress } from '@/features/records/list/export/ExportsInProgress'
import { isMockMode } from '@/mock-mode'

interface TopBarProps {
  userName: string | null
  navigationOpen: boolean
  onOpenNavigation: () => void
}

export function TopBar({ userName, navigationOpen, onOpenNavigation }: TopBarProps) {
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
      {isMockMode && (
        <span className="rounded-full border border-amber-600 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
          Demo data
        </span>
      )}
      <ExportsInProgress />
      <div className="ml-auto flex items-center gap-2 sm:gap-4">
        <Link
          to="/help"
          className="rounded-md px-2 py-1 text-sm text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          Help
        </Link>
        <Link
          to="/settings"
          title="Account Settings"
          className="flex items-center gap-3 rounded-md px-1 py-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-green-700 text-sm font-semibold text-white"
          >
            {initials(userName)}
          </span>
          <span className="text-sm font-medium text-gray-900">{userName ?? 'Guest User'}</span>
          <span className="sr-only">, Account Settings</span>
        </Link>
      </div>
    </header>
  )
}
