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
  /**
   * Read oldest first (DESIGN section 12): page 1 is the server's last page, so the short page is the
   * first one, not the last.
   */
  oldestFirst?: boolean
}

/**
 * The 1-based place in the whole list of the record at `index` on `page`. The paginator sends no
 * page size, so a full page gives it; the last page counts back from the total instead.
 */
export function queuePosition(page: QueuePage, index: number): number {
  if (page.oldestFirst) {
    // Every page after the first is full: count back from the total past the full pages after this one.
    if (page.page <= 1) return index + 1
    return page.total - (page.lastPage - page.page + 1) * page.size + index + 1
  }
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

/** Records a page of the API's lists holds: Laravel's paginator, 15 a page (DESIGN section 3). */
export const LIST_PAGE_SIZE = 15

/**
 * Where a record stands now, given its place counted from the far end of the walk (1 = the last
 * record a walk reaches) in a list of `total`. Records leave a queue behind the reviewer (verified or
 * rejected as the walk goes, by them or by a colleague working it from the same end), so the records
 * still ahead keep that place while the page numbers come to name others: read oldest first, a page's
 * number counts from the server's last page, and one record fewer can renumber them all. Null when
 * the list no longer reaches that far.
 */
export function placeFromFarEnd(
  list: { total: number; oldestFirst?: boolean },
  fromFarEnd: number,
): { page: number; index: number } | null {
  if (fromFarEnd < 1 || fromFarEnd > list.total) return null
  if (!list.oldestFirst) {
    const fromStart = list.total - fromFarEnd
    return { page: Math.floor(fromStart / LIST_PAGE_SIZE) + 1, index: fromStart % LIST_PAGE_SIZE }
  }
  // Oldest first the far end is the newest record: the server's own pages count from it.
  const lastPage = Math.ceil(list.total / LIST_PAGE_SIZE)
  const serverPage = Math.floor((fromFarEnd - 1) / LIST_PAGE_SIZE) + 1
  const serverPageSize = serverPage < lastPage ? LIST_PAGE_SIZE : list.total - LIST_PAGE_SIZE * (lastPage - 1)
  return { page: lastPage - serverPage + 1, index: serverPageSize - 1 - ((fromFarEnd - 1) % LIST_PAGE_SIZE) }
}
