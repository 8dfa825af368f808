import { lazyWithPreload } from '@/components/lazy-with-preload'

/**
 * GlobalSearch, loaded when the top bar mounts, in a file of its own: every signed-in page shows the
 * field, and the shell every page loads first stays as small as it was. Nothing shows until it is there.
 */
export const LazyGlobalSearch = lazyWithPreload(() =>
  import('./GlobalSearch').then((module) => module.GlobalSearch),
).Component
