import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { Toaster } from '@/components/toast/Toaster'
import { ServerWaitStatus } from '@/features/shell/ServerWaitStatus'
import { QaPanel } from '@/mock-mode'
import { useScreenTitle } from '@/screen-title'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  useScreenTitle()
  return (
    <>
      <Outlet />
      <Toaster />
      <ServerWaitStatus />
      {QaPanel && <QaPanel />}
    </>
  )
}
