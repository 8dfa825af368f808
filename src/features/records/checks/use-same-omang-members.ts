import { useQuery } from '@tanstack/react-query'
import { memberResource } from '@/api/members/members.api'
import { isMalformedOmang, normalOmang, sameOmangMembers, type OmangHolder } from '@/domain/review-checks'

export interface SameOmangSearch {
  /** Member IDs of the other members carrying this Omang; empty until the search answers. */
  memberIds: string[]
  /** The search failed: the reviewer is told the check could not run, nothing else changes. */
  failed: boolean
}

/**
 * One search of the members list for the record's Omang number, through the members' own query
 * keys (so the list and this check share the cache) and at background priority: a review aid never
 * takes the request budget from what the reviewer asked for, nor holds up the record. A malformed
 * Omang is not searched: it is flagged already, and a few digits would match unrelated fields.
 */
export function useSameOmangMembers(
  omangNumber: string | null,
  isSelf: (holder: OmangHolder) => boolean,
): SameOmangSearch {
  const omang = isMalformedOmang(omangNumber) ? null : normalOmang(omangNumber)
  const search = useQuery({
    ...memberResource.queries.list({ page: 1, search: omang ?? '' }),
    enabled: omang !== null,
    // The list keeps the previous page while the next loads; here that would be another record's Omang.
    placeholderData: undefined,
    meta: { priority: 'background' },
  })
  return {
    memberIds: search.data ? sameOmangMembers(omang, search.data.items, isSelf) : [],
    failed: search.isError,
  }
}
