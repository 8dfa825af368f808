import { http } from 'msw'
import { server } from '../../mocks/node'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface HeldRequests {
  /** The requests held so far. */
  requests: Request[]
  /** Lets every held request, and any later one, go on to the mock API. */
  release: () => void
}

/**
 * Holds the requests to `path` (an msw path such as '*\/api/dashboard-stats') that `matches` picks until
 * the test calls `release()`; then they go on to the mock API. What the screen shows while a request is
 * out stays there for the test to check however slowly the machine runs, where a mock latency would
 * only make it likely. Release before the test ends: the app is let settle after each test.
 */
export function holdRequests(
  method: Method,
  path: string,
  matches: (request: Request) => boolean = () => true,
): HeldRequests {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const requests: Request[] = []
  onTestFinished(() => release())
  server.use(
    http[method](path, async ({ request }) => {
      if (!matches(request)) return
      requests.push(request)
      await held
    }),
  )
  return { requests, release: () => release() }
}
