/** What a column sorts by; `undefined` means blank and always sorts last. */
export type SortKey = string | number | undefined

const TEXT = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** A column's raw sort value as a key: null and empty text are blanks. */
export function toSortKey(value: string | number | null): SortKey {
  return value === null || value === '' ? undefined : value
}

/**
 * Ascending order of two present keys: numbers numerically, text in natural order ("Item 2" before
 * "Item 10", case and accents ignored). Blanks never reach this (the table puts them last).
 */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return TEXT.compare(String(a), String(b))
}
