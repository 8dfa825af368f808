import { LIST_PAGE_SIZE } from './list-page-size'

/**
 * Index arithmetic of a queue: a filtered list the server hands out page by page, walked one
 * record at a time (DESIGN section 10). Pure; the pages themselves come from the caller.
 */

/** One server page of the queue as the paginator describes it, plus how many records it holds. */
export interface QueuePage {
  page: number
  lastPage: number
  /** Records in the whole filtered list. */
  total: number
  /** Records on this page. */
  size: number
}

/**
 * The 1-based place in the whole list of the record at `index` on `page`. The paginator sends no
 * page size, so a full page gives it; the last page counts back from the total instead.
 */
export function queuePosition(page: QueuePage, index: number): number {
  if (page.page >= page.lastPage) return page.total - page.size + index + 1
  return (page.page - 1) * page.size + index + 1
}

/** Where the neighbouring record is: on this page, or at an edge of the next or previous page. */
export type QueueStep = { kind: 'here'; index: number } | { kind: 'page'; page: number; edge: 'first' | 'last' } | null

export type QueueDirection = 'next' | 'previous'

/** The record after (or before) the one at `index`; null at either end of the whole list. */
export function queueStep(page: QueuePage, index: number, direction: QueueDirection): QueueStep {
  if (direction === 'next') {
    if (index + 1 < page.size) return { kind: 'here', index: index + 1 }
    return page.page < page.lastPage ? { kind: 'page', page: page.page + 1, edge: 'first' } : null
  }
  if (index > 0) return { kind: 'here', index: index - 1 }
  return page.page > 1 ? { kind: 'page', page: page.page - 1, edge: 'last' } : null
}

/**
 * Where a record stands now, given its place counted from the far end of the walk (1 = the last
 * record a walk reaches) in a list of `total`. Records leave a queue behind the reviewer (verified or
 * rejected as the walk goes, by them or by a colleague working it from the same end), so the records
 * still ahead keep that place while their page and index change. Null when the list no longer
 * reaches that far. Pages hold 15 records counted from the start of the walk, in either order (read
 * oldest first, the console takes them from the server's pages as they fall).
 */
export function placeFromFarEnd(total: number, fromFarEnd: number): { page: number; index: number } | null {
  if (fromFarEnd < 1 || fromFarEnd > total) return null
  const fromStart = total - fromFarEnd
  return { page: Math.floor(fromStart / LIST_PAGE_SIZE) + 1, index: fromStart % LIST_PAGE_SIZE }
}
