import { Link } from '@tanstack/react-router'
import { useCurrentRole } from '@/features/session/use-current-user'
import { Logo } from '@/components/ui/Logo'
import { navigationFor } from './navigation'

interface SidebarProps {
  onNavigate: () => void
  onLogout: () => void
  loggingOut: boolean
  /** Only in the mobile drawer: its close button, and the first link takes the focus when it opens. */
  onClose?: () => void
}

export function Sidebar({ onNavigate, onLogout, loggingOut, onClose }: SidebarProps) {
  const role = useCurrentRole()
  return (
    <div className="flex h-full w-64 flex-col border-r border-gray-200 bg-white">
      <div className="flex h-16 items-center justify-between gap-2 border-b border-gray-200 pr-3 pl-5">
        <Logo />
        {onClose && (
          // The backdrop closes the drawer for a mouse; a screen reader on a phone needs a button.
          <button
            type="button"
            onClick={onClose}
            aria-label="Close navigation"
            className="rounded px-2 text-xl leading-none text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
          >
            ×
          </button>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {navigationFor(role).map((item, index) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-autofocus={onClose && index === 0 ? true : undefined}
                onClick={onNavigate}
                // The link stays highlighted whatever the screen's search (a dashboard range, a list page).
                activeOptions={{ exact: item.exact, includeSearch: false }}
                className="block rounded-md px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700"
                activeProps={{ className: 'bg-green-700 text-white hover:bg-green-800', 'aria-current': 'page' }}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-gray-200 p-3">
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-60"
        >
          Logout
        </button>
      </div>
    </div>
  )
}
