import { statusLabel } from './format'

/*
 * What the dashboard counts (DESIGN section 13): for each queue, the records waiting now, and for a
 * window, the records received in it by the status each has now. Every count is one list's `total`,
 * so each figure can open the list that produces it.
 */

/** The three queues staff work, named as their lists are. */
export type FigureKind = 'loans' | 'kyc' | 'members'

export const FIGURE_KINDS: readonly FigureKind[] = ['loans', 'kyc', 'members']

/** A count of records of one kind: `1 loan application`, `12 loan applications`. */
export type Noun = readonly [one: string, many: string]

export interface KindWords {
  /** The queue's card title, as the navigation names its list. */
  title: string
  records: Noun
}

export const KIND_WORDS: Record<FigureKind, KindWords> = {
  loans: { title: 'Loan Applications', records: ['loan application', 'loan applications'] },
  kyc: { title: 'KYC Verifications', records: ['KYC record', 'KYC records'] },
  members: { title: 'Member Registrations', records: ['member registration', 'member registrations'] },
}

/** The statuses every kind's records go through (DESIGN section 4). */
export const REVIEW_STATUSES = ['pending', 'verified', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/**
 * The statuses a kind's received records are counted by: the review statuses, and a member may also
 * have been suspended or made inactive since (every status a member can be in, so the rows add up to
 * those received). The member list's `approved` filter matches `active` and `approved` alike.
 */
export const WINDOW_STATUSES: Record<FigureKind, readonly string[]> = {
  loans: REVIEW_STATUSES,
  kyc: REVIEW_STATUSES,
  members: [...REVIEW_STATUSES, 'suspended', 'inactive'],
}

/** `Pending`; a member's `approved` also counts the active ones, and says so. */
export function windowStatusLabel(kind: FigureKind, status: string): string {
  return kind === 'members' && status === 'approved' ? 'Approved (active)' : statusLabel(status)
}

/**
 * The share of decided records that were approved, in whole percent: approved / (approved +
 * rejected). Null when none has been decided yet: a rate over nothing is no rate.
 */
export function approvalRate(approved: number, rejected: number): number | null {
  const decided = approved + rejected
  return decided > 0 ? Math.round((approved / decided) * 100) : null
}
