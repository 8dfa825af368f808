import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReviewRecord } from '@/api/records/record-resource'
import { filedUnder, fileMemberId } from '@/domain/member-file'
import type { Paged } from '@/schemas/laravel'
import { memberFileQueries, searchAhead, type SearchAhead } from './member-file-queries'

/** One search of the member's file, as the screen shows it. */
export interface FileSearch<T> {
  /** The records filed under the member ID; undefined until the search answers (or when it failed). */
  records: T[] | undefined
  failed: boolean
  /** When the search answered: its records open with no request while that is fresh. */
  fetchedAt: number
  /** The search found more than its first page holds: what is shown may not be all. */
  partial: boolean
}

function fileSearch<T extends ReviewRecord & { member_id: string | null }>(
  memberId: string | null,
  query: UseQueryResult<Paged<T>>,
): FileSearch<T> {
  const page = query.data
  return {
    records: page ? filedUnder(memberId, page.items) : undefined,
    failed: query.isError && !page,
    fetchedAt: query.dataUpdatedAt,
    partial: page ? page.total > page.items.length : false,
  }
}

/** Which of the member's records a screen needs: each is one search, made only when asked for. */
export interface FileParts {
  members?: boolean
  kyc?: boolean
  loans?: boolean
}

/**
 * The Member card of a loan application or a KYC record: the member, their KYC records (a KYC record's
 * card shows the record itself) and their loan applications.
 */
export const memberCardParts = (ownerEntity: string): FileParts => ({
  members: true,
  kyc: ownerEntity !== 'kyc',
  loans: true,
})

/** A member's own loan applications and KYC records. */
export const memberRecordsParts: FileParts = { kyc: true, loans: true }

/** The searches `parts` of a member's file make: none without a member ID. */
export function fileSearches(memberIdGiven: string | null | undefined, parts: FileParts): SearchAhead[] {
  const memberId = fileMemberId(memberIdGiven)
  if (memberId === null) return []
  return [
    ...(parts.members ? [searchAhead(memberFileQueries.members(memberId))] : []),
    ...(parts.kyc ? [searchAhead(memberFileQueries.kyc(memberId))] : []),
    ...(parts.loans ? [searchAhead(memberFileQueries.loans(memberId))] : []),
  ]
}

/**
 * The member's records by member ID (DESIGN section 11): the member, their KYC records, their loan
 * applications, each one background search shared through the cache with the checks and any other
 * screen of the same member. A record without a member ID asks nothing.
 */
export function useMemberFile(memberIdGiven: string | null | undefined, parts: FileParts) {
  const memberId = fileMemberId(memberIdGiven)
  const search = memberId ?? ''
  const members = useQuery({ ...memberFileQueries.members(search), enabled: memberId !== null && !!parts.members })
  const kyc = useQuery({ ...memberFileQueries.kyc(search), enabled: memberId !== null && !!parts.kyc })
  const loans = useQuery({ ...memberFileQueries.loans(search), enabled: memberId !== null && !!parts.loans })
  return {
    memberId,
    members: fileSearch(memberId, members),
    kyc: fileSearch(memberId, kyc),
    loans: fileSearch(memberId, loans),
  }
}
