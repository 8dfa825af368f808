import { useCallback, useMemo } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ReviewRecord } from '@/api/records/record-resource'
import { usePreloadWhenIdle } from '@/components/lazy-with-preload'
import { checkQueries } from '../checks/record-checks'
import type { RecordDetails } from '../entity'
import { memberFileSearches } from '../member-file/MemberFile'
import { searchAhead, type SearchAhead } from '../member-file/member-file-queries'

/**
 * The searches of the record `j` opens next (its checks' and its member's file), asked for once the
 * browser is idle after the record on screen is drawn. That record then opens with its checks and its
 * member's file there: no request, and no drawing the record again as each search answers (in the
 * soak, a task of over 50 ms after most `j` presses, its requests sent in it). They are the searches
 * that record makes anyway, made earlier and at background priority: they wait for spare budget
 * (DESIGN section 9), and opening the record within their 30 s of freshness asks nothing more.
 */
export function useNextRecordSearches<T extends ReviewRecord>(details: RecordDetails<T>, next: T | null) {
  const queryClient = useQueryClient()
  const searches = useMemo((): SearchAhead[] => {
    if (!next) return []
    const { omangHolders, members, kyc, loans } = checkQueries(details.checks?.(next))
    const all = [
      ...(omangHolders ? [searchAhead(omangHolders)] : []),
      ...(members ? [searchAhead(members)] : []),
      ...(kyc ? [searchAhead(kyc)] : []),
      ...(loans ? [searchAhead(loans)] : []),
      ...(details.memberFile ? memberFileSearches(details.memberFile(next)) : []),
    ]
    // The checks and the member's file share their searches (a loan's member, KYC and loans).
    const named = new Map(all.map((search) => [JSON.stringify(search.queryKey), search]))
    return [...named.values()]
  }, [details, next])
  const names = searches.map((search) => JSON.stringify(search.queryKey)).join('\n')
  const prepare = useCallback(
    () => Promise.all(searches.map((search) => search.prefetch(queryClient))),
    // The searches are new objects whenever the page of the queue is; what they ask is their names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names, queryClient],
  )
  usePreloadWhenIdle(prepare)
}
