/** Why the router runs a loader: entering the route, a search change on it ('stay'), or a preload. */
export type LoaderCause = 'enter' | 'stay' | 'preload'

/**
 * What a list route's loader waits for. Entering the list (or preloading it) waits for the page, so
 * the screen arrives with its rows. A new page, search or filter on the list already open does not
 * hold the navigation: the table keeps the rows it shows, marked busy, until the next page arrives.
 * A failure is not thrown to the router's error screen: the table shows the spec's message for it.
 */
export async function awaitListPage(page: Promise<unknown>, cause: LoaderCause): Promise<void> {
  const settled = page.then(
    () => undefined,
    () => undefined,
  )
  if (cause !== 'stay') await settled
}
