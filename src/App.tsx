import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { RootOptions } from 'react-dom/client'
import { isNamedFailure } from '@/api/errors'
import type { createAppRouter } from './router'

interface AppProps {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
}

export function App({ queryClient, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}

/**
 * For createRoot: an error a route's error screen caught and shows (a record that failed to load) is
 * expected, so React's default, console.error, is kept for anything else.
 */
export const appRootOptions: Pick<RootOptions, 'onCaughtError'> = {
  onCaughtError: (error) => {
    if (!isNamedFailure(error)) console.error(error)
  },
}
