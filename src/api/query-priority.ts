import type { QueryMeta } from '@tanstack/react-query'
import type { RequestPriority } from './request-scheduler'

/**
 * A query's requests go in the foreground unless its meta says otherwise: `{ priority: 'background' }`
 * for work nobody is looking at yet, `'preload'` for a route loader's hover preload (see `loaderQuery`).
 * A type, not an interface: React Query takes a registered meta only if it is assignable to
 * Record<string, unknown>.
 */
export type RequestQueryMeta = {
  priority?: RequestPriority
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestQueryMeta
  }
}

/** The priority a query function passes to apiRequest, from the `meta` React Query hands it. */
export function priorityOf(meta: QueryMeta | undefined): RequestPriority {
  return meta?.priority ?? 'foreground'
}

/**
 * A route loader's query. On a preload (the pointer rests on a link) its request waits for spare
 * budget; the navigation that follows raises it to the foreground (router.tsx).
 */
export function loaderQuery<T extends { meta?: QueryMeta }>(options: T, preload: boolean): T {
  return preload ? { ...options, meta: { ...options.meta, priority: 'preload' } } : options
}
