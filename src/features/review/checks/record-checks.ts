import type { FetchStatus, QueryClient } from '@tanstack/react-query'
import type { Paged } from '@/schemas/laravel'
import { fileMemberId, type FiledKyc, type FiledLoan, type FiledMember } from '@/domain/member-file'
import {
  loanFileChecks,
  notLookedUpCheck,
  ownChecks,
  sameOmangChecks,
  sameOmangMembers,
  type CheckedLoan,
  type CheckedRecord,
  type ReviewCheck,
} from '@/domain/review-checks'
import { memberFileQueries, searchableOmang } from '../member-file/member-file-queries'

/**
 * What an entity's checks read (its `details.checks`, DESIGN section 11): the record's own fields,
 * and which other records to look up by Omang or member ID.
 */
export interface RecordChecks {
  /** The record's own fields the checks read. */
  record: CheckedRecord
  /** Look for other members carrying the record's Omang; `isSelf` tells the record's own member. */
  sameOmang?: { isSelf: (holder: FiledMember) => boolean }
  /** A loan application: its member's file is checked (membership, KYC, Omang, other open loans). */
  loan?: CheckedLoan
}

/** Where one lookup stands. */
export type Lookup<T> = { state: 'waiting' } | { state: 'failed' } | { state: 'found'; items: readonly T[] }

export interface CheckLookups {
  omangHolders?: Lookup<FiledMember>
  members?: Lookup<FiledMember>
  kyc?: Lookup<FiledKyc>
  loans?: Lookup<FiledLoan>
}

/** The searches a record's checks need; none for a record whose checks are its own fields. */
export function checkQueries(declaration: RecordChecks | undefined) {
  const omang = declaration?.sameOmang ? searchableOmang(declaration.record.omangNumber) : null
  const memberId = declaration?.loan ? fileMemberId(declaration.loan.memberId) : null
  return {
    omangHolders: omang === null ? undefined : memberFileQueries.omangHolders(omang),
    members: memberId === null ? undefined : memberFileQueries.members(memberId),
    kyc: memberId === null ? undefined : memberFileQueries.kyc(memberId),
    loans: memberId === null ? undefined : memberFileQueries.loans(memberId),
  }
}

/** Where a record's checks stand. */
export interface CheckState {
  /** Every check raised so far, the record's own first. */
  checks: ReviewCheck[]
  /** A search whose checks would need attention has not answered yet: a decision waits for it. */
  waiting: boolean
}

const found = <T>(lookup: Lookup<T> | undefined): readonly T[] | undefined =>
  lookup?.state === 'found' ? lookup.items : undefined

/**
 * The record's checks on `today` from its own fields and the lookups that answered. A lookup that
 * failed is a check of its own (what could not be checked is acknowledged like what was found).
 */
export function evaluateChecks(declaration: RecordChecks | undefined, lookups: CheckLookups, today: Date): CheckState {
  if (!declaration) return { checks: [], waiting: false }
  const checks = ownChecks(declaration.record, today)
  const holders = found(lookups.omangHolders)
  if (holders && declaration.sameOmang) {
    checks.push(
      ...sameOmangChecks(sameOmangMembers(declaration.record.omangNumber, holders, declaration.sameOmang.isSelf)),
    )
  }
  if (lookups.omangHolders?.state === 'failed') {
    checks.push(notLookedUpCheck('attention', 'other members with this Omang number'))
  }
  if (declaration.loan) {
    const memberId = fileMemberId(declaration.loan.memberId)
    checks.push(
      ...loanFileChecks(declaration.loan, {
        members: found(lookups.members),
        kyc: found(lookups.kyc),
        loans: found(lookups.loans),
      }),
    )
    if (lookups.members?.state === 'failed') checks.push(notLookedUpCheck('attention', `member ${memberId ?? ''}`))
    if (lookups.kyc?.state === 'failed') checks.push(notLookedUpCheck('attention', "the member's KYC"))
    if (lookups.loans?.state === 'failed') {
      checks.push(notLookedUpCheck('note', "the member's other loan applications"))
    }
  }
  const waiting = (['omangHolders', 'members', 'kyc'] as const).some((name) => lookups[name]?.state === 'waiting')
  return { checks, waiting }
}

/**
 * A query's state as a lookup. One paused for want of a connection (offline, or the server out of
 * reach) could not be made: it is said as such, to be acknowledged, rather than waited on for as long
 * as the connection is gone. Checks are advisory (DESIGN section 10). It is made once the connection is back.
 */
export function lookupOf<T>(query: { data?: Paged<T>; isError: boolean; fetchStatus: FetchStatus }): Lookup<T> {
  if (query.data) return { state: 'found', items: query.data.items }
  return query.isError || query.fetchStatus === 'paused' ? { state: 'failed' } : { state: 'waiting' }
}

/**
 * The record's checks once every lookup has answered, through the same cached searches as the
 * record screen (a record already looked at costs no request): for a bulk action, which sends no
 * record that needs attention.
 */
export async function settledChecks(
  queryClient: QueryClient,
  declaration: RecordChecks,
  today: Date,
): Promise<ReviewCheck[]> {
  const queries = checkQueries(declaration)
  const settle = <T>(answer: Promise<Paged<T>>): Promise<Lookup<T>> =>
    answer.then(
      (page): Lookup<T> => ({ state: 'found', items: page.items }),
      (): Lookup<T> => ({ state: 'failed' }),
    )
  const [omangHolders, members, kyc, loans] = await Promise.all([
    queries.omangHolders && settle(queryClient.fetchQuery(queries.omangHolders)),
    queries.members && settle(queryClient.fetchQuery(queries.members)),
    queries.kyc && settle(queryClient.fetchQuery(queries.kyc)),
    queries.loans && settle(queryClient.fetchQuery(queries.loans)),
  ])
  return evaluateChecks(declaration, { omangHolders, members, kyc, loans }, today).checks
}
