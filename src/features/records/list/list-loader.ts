/** Why the router runs a loader: entering the route, a search change on it ('stay'), or a preload. */
export type LoaderCause = 'enter' | 'stay' | 'preload'

/**
 * What a list route's loader waits for. A preload (hover, focus) waits for the page, so the list
 * opens with its rows. Otherwise the screen comes at once: placeholder rows until the first page
 * arrives (as the dashboard does), and on a new page, search or filter the rows it shows, dimmed
 * under a progress bar, until the next page arrives. A failure is not thrown to the router's error
 * screen: the table shows the spec's message for it.
 */
export async function awaitListPage(page: Promise<unknown>, cause: LoaderCause): Promise<void> {
  const settled = page.then(
    () => undefined,
    () => undefined,
  )
  if (cause === 'preload') await settled
}
