import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { kycResource } from '@/api/kyc/kyc.api'
import { loanResource } from '@/api/loans/loans.api'
import { memberResource } from '@/api/members/members.api'
import { SEARCH_DEBOUNCE_MS } from '@/components/data-table/SearchBox'
import { useCurrentRole } from '@/features/session/use-current-user'
import { can } from '@/domain/permissions'

/** Shorter than this, a search would match half the cooperative: nothing is asked. */
export const MIN_SEARCH_LENGTH = 2

/** The text once typing has paused, trimmed. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text.trim())
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}

/**
 * The global search (DESIGN section 11): the first page of members, loan applications and KYC
 * records the server finds for a name, member ID or Omang, once typing pauses, each kind the role may
 * view. Within the request budget: one request per kind and search, through each resource's own list
 * keys (cached, shared with the lists); members, what is looked for most, in the foreground and the
 * other two at background priority.
 */
export function useGlobalSearch(text: string) {
  const role = useCurrentRole()
  const term = useSettledText(text)
  const ready = term.length >= MIN_SEARCH_LENGTH
  const params = { page: 1, search: term }
  const members = useQuery({ ...memberResource.queries.list(params), enabled: ready && can(role, 'users', 'view') })
  const background = { meta: { priority: 'background' } } as const
  const loans = useQuery({
    ...loanResource.queries.list(params),
    ...background,
    enabled: ready && can(role, 'loans', 'view'),
  })
  const kyc = useQuery({
    ...kycResource.queries.list(params),
    ...background,
    enabled: ready && can(role, 'kyc', 'view'),
  })
  // Typed but not yet asked (or the answer still on its way): the results shown are the last search's.
  const settling = text.trim() !== term || [members, loans, kyc].some((query) => query.isFetching)
  return { term, ready, members, loans, kyc, settling }
}
