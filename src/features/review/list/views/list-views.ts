import type { ListSearch } from '../../queue/list-search'

/** What a view restores through the URL: search, filters and sort (the page always starts at 1). */
export type ViewQuery = Omit<ListSearch, 'page'>

/** A named way of looking at a list: one of the defaults, or one the user saved on this device. */
export interface ListView {
  name: string
  query: ViewQuery
  /** Saved views only: the columns the user had hidden when saving it. */
  hiddenColumns?: readonly string[]
}

const ALL: ListView = { name: 'All', query: {} }
const PENDING: ListView = { name: 'Pending', query: { status: 'pending' } }
const VERIFIED: ListView = { name: 'Verified - awaiting approval', query: { status: 'verified' } }

/**
 * The default views of every list. Loans, KYC records and members alike are verified before they are
 * approved (DESIGN section 4), so the approver's queue is a view of its own.
 */
export const RECORD_LIST_VIEWS: readonly ListView[] = [ALL, PENDING, VERIFIED]

export function queryOf({ search, status, from_date, to_date, sort, order }: ListSearch): ViewQuery {
  return { search: search?.trim() || undefined, status, from_date, to_date, sort, order }
}

const QUERY_KEYS = ['search', 'status', 'from_date', 'to_date', 'sort', 'order'] as const

/** The list shows this view: the same search, filters and sort, whatever the page. */
export function showsView(search: ListSearch, view: ListView): boolean {
  const current = queryOf(search)
  return QUERY_KEYS.every((key) => current[key] === view.query[key])
}
