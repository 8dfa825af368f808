/** Whether every width feature of `query` holds at `width`; a query with none (orientation, motion) does not. */
function matchesWidth(query: string, width: number): boolean {
  const features = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
  return (
    features.length > 0 &&
    features.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)))
  )
}

/**
 * A window `width` CSS pixels wide, as `matchMedia` reports it, for this test only: jsdom has no
 * `matchMedia` of its own, so without this every media query is false (the app's laptop layout).
 */
export function viewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  onTestFinished(() => void vi.unstubAllGlobals())
}
