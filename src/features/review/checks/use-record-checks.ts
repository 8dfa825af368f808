import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query'
import { memberFileQueries } from '../member-file/member-file-queries'
import { checkQueries, evaluateChecks, lookupOf, type CheckState, type RecordChecks } from './record-checks'

/**
 * A record's checks as they stand (DESIGN section 11): its own fields at once, the other records as
 * their background searches answer. The record screen's Checks card and a confirmation share these
 * searches through the cache: opening the confirmation asks nothing more.
 */
export function useRecordChecks(
  declaration: RecordChecks | undefined,
  { personWaits = false }: { personWaits?: boolean } = {},
): CheckState {
  const queryClient = useQueryClient()
  const queries = checkQueries(declaration)
  // Each search always has its hook (a record's checks may need a different set); the idle ones ask nothing.
  const omangHolders = useQuery({
    ...(queries.omangHolders ?? memberFileQueries.omangHolders('')),
    enabled: queries.omangHolders !== undefined,
  })
  const members = useQuery({ ...(queries.members ?? memberFileQueries.members('')), enabled: !!queries.members })
  const kyc = useQuery({ ...(queries.kyc ?? memberFileQueries.kyc('')), enabled: !!queries.kyc })
  const loans = useQuery({ ...(queries.loans ?? memberFileQueries.loans('')), enabled: !!queries.loans })
  const state = evaluateChecks(
    declaration,
    {
      omangHolders: queries.omangHolders && lookupOf(omangHolders),
      members: queries.members && lookupOf(members),
      kyc: queries.kyc && lookupOf(kyc),
      loans: queries.loans && lookupOf(loans),
    },
    new Date(),
  )

  // A confirmation cannot be given before these searches answer: once a person waits on them they are
  // no longer background work, which under a busy minute could keep Verify disabled for most of it.
  // Each is asked again once in the foreground (its background request, still queued, is cancelled);
  // one that failed is already tried again by its own retry.
  const raised = useRef(new Set<string>())
  const waitedOn = personWaits && state.waiting
  useEffect(() => {
    if (!waitedOn) return
    const raise = <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K> | undefined) => {
      if (!query) return
      const key = JSON.stringify(query.queryKey)
      const cached = queryClient.getQueryState(query.queryKey)
      if (raised.current.has(key) || cached?.data !== undefined || cached?.status === 'error') return
      raised.current.add(key)
      void queryClient
        .cancelQueries({ queryKey: query.queryKey, exact: true })
        .then(() => queryClient.fetchQuery({ ...query, meta: { priority: 'foreground' } }))
        .catch(() => undefined)
    }
    raise(queries.omangHolders)
    raise(queries.members)
    raise(queries.kyc)
    raise(queries.loans)
    // `queries` is new on every render; what they ask for follows `declaration`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitedOn, declaration, queryClient])
  return state
}
