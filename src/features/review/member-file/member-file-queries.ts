import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { kycResource } from '@/api/kyc/kyc.api'
import { loanResource } from '@/api/loans/loans.api'
import { memberResource } from '@/api/members/members.api'
import type { DefinedResource, ReviewRecord } from '@/api/records/record-resource'
import { seedDetailFromRow } from '@/api/records/record-cache'
import { isMalformedOmang, normalOmang } from '@/domain/review-checks'

/*
 * The searches behind a member's file (DESIGN section 11): the first page of a resource's list
 * searched by member ID or Omang, under the resource's own list keys, so the Member card, the checks,
 * a member's records and a confirmation share one request per related kind, and the cache keeps it
 * while a reviewer walks a queue. Background priority: a review aid never takes the request budget
 * from what the reviewer asked for, nor holds up the record's first draw.
 */

// A list keeps the previous page while the next loads; here that would be another member's file.
const BACKGROUND = { placeholderData: undefined, meta: { priority: 'background' } } as const

/** The first page of `resource` searched for `search`, as a background lookup. */
function lookup<T extends ReviewRecord>(resource: DefinedResource<T>, search: string) {
  return { ...resource.queries.list({ page: 1, search }), ...BACKGROUND }
}

/** A search asked for before a screen that makes it opens: its name, and the asking. */
export interface SearchAhead {
  queryKey: QueryKey
  prefetch: (queryClient: QueryClient) => Promise<void>
}

export function searchAhead<T, K extends QueryKey>(search: FetchQueryOptions<T, Error, T, K>): SearchAhead {
  return { queryKey: search.queryKey, prefetch: (queryClient) => queryClient.prefetchQuery(search) }
}

/** A member's records by member ID; `search` is the member ID. */
export const memberFileQueries = {
  members: (memberId: string) => lookup(memberResource, memberId),
  kyc: (memberId: string) => lookup(kycResource, memberId),
  loans: (memberId: string) => lookup(loanResource, memberId),
  /** Members carrying an Omang number (the search matches any field; the checks keep exact holders). */
  omangHolders: (omang: string) => lookup(memberResource, omang),
}

/**
 * The Omang to search other members by, or null: none given, or malformed (flagged already, and a
 * few digits would match unrelated fields such as phone numbers).
 */
export function searchableOmang(omangNumber: string | null | undefined): string | null {
  return isMalformedOmang(omangNumber) ? null : normalOmang(omangNumber)
}

/**
 * What a link to a record found in a search does on intent: the found row, as fresh as its search
 * (`fetchedAt`), becomes the cached record, so it opens with no request (as a list row's link does).
 */
export function seedOnIntent<T extends ReviewRecord>(
  queryClient: QueryClient,
  resource: DefinedResource<T>,
  row: T,
  fetchedAt: number,
) {
  const seed = () => seedDetailFromRow(queryClient, resource, row, fetchedAt)
  return { onMouseEnter: seed, onFocus: seed, onTouchStart: seed, onClick: seed }
}
