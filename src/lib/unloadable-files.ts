/**
 * Whether a file of this build failed to load (a lazily loaded screen or dialog, a route's chunk): set
 * by lib/console-version.ts, which says a newer build replaced this one. Apart from it so that the
 * entry, which only asks, does not carry the watching and its notice (loaded after the first paint).
 */
let fileUnloadable = false

export function markFileUnloadable(): void {
  fileUnloadable = true
}

/**
 * Whether a screen failed because one of this build's files did not load. Its import resolved to
 * nothing (see `watchForNewVersion`), so TanStack Router's lazy route component throws a TypeError
 * reading its export from nothing. The screen's boundary says the screen could not be loaded: that
 * is an expected failure, not a fault in the code, and is not logged as one.
 */
export function isUnloadableScreen(error: unknown): boolean {
  return fileUnloadable && error instanceof TypeError
}

/** Tests start each from a console whose files all loaded. */
export function forgetUnloadableFiles(): void {
  fileUnloadable = false
}
