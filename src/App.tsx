import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { RootOptions } from 'react-dom/client'
import { isNamedFailure } from '@/api/errors'
import { lazyWithPreload } from '@/components/lazy-with-preload'
import { isUnloadableScreen } from '@/lib/unloadable-files'
import type { createAppRouter } from './router'

interface AppProps {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
}

// Needed only once a deploy has replaced this build, when the build's other files may be gone: loaded
// right after the first render (from then on it watches), apart from the entry every page waits for.
// Outside the router, so it stays when a page whose code is gone fails in its place.
const { Component: NewVersionNotice } = lazyWithPreload(() =>
  import('@/components/ui/NewVersionNotice').then((module) => module.NewVersionNotice),
)

export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <NewVersionNotice />
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}

/**
 * For createRoot: an error a route's error screen caught and shows (a record that failed to load, a
 * screen whose file did not arrive) is expected, so React's default, console.error, is kept for
 * anything else.
 */
export const appRootOptions: Pick<RootOptions, 'onCaughtError'> = {
  onCaughtError: (error) => {
    if (!isNamedFailure(error) && !isUnloadableScreen(error)) console.error(error)
  },
}
