const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** `1,234`: the same en-US grouping as money (SPEC section 9), for plain counts. */
export function formatCount(value: number): string {
  return COUNT.format(value)
}
